import type { ImportProblem } from '@tembusu/contracts/employees';
import { ApiError, api } from './http';

/** A rejected import file: the server's message and every problem it found, by row and column. */
export class ImportRejected extends Error {
  override name = 'ImportRejected';
  constructor(
    message: string,
    readonly problems: ImportProblem[],
  ) {
    super(message);
  }
}

function problemsOf(failure: unknown): ImportProblem[] | null {
  if (!(failure instanceof ApiError) || failure.status !== 400) return null;
  const data = failure.data as { problems?: unknown } | null;
  return Array.isArray(data?.problems) ? (data.problems as ImportProblem[]) : null;
}

/**
 * Sends a CSV or XLSX file to an import endpoint as the multipart field `file`: every row is
 * saved, or none and an ImportRejected lists the rows to fix.
 */
export async function importFile(path: string, file: File): Promise<{ imported: number }> {
  const body = new FormData();
  body.append('file', file);
  try {
    return await api<{ imported: number }>('POST', path, body);
  } catch (failure) {
    const problems = problemsOf(failure);
    if (problems) throw new ImportRejected((failure as Error).message, problems);
    throw failure;
  }
}
