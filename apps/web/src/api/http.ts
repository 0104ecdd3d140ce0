import type { Envelope, ErrorEnvelope } from '@tembusu/contracts/api';
import { readStoredSession } from '../lib/session/session-storage';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The failed answer's `data`: detail some calls send to act on, such as import problems. */
    readonly data: unknown = null,
    /** The input the failure is about, as the server names it (`personal.dateOfBirth`), or null. */
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

/**
 * Whether a failed read is asked again (once): a lost connection or a server fault may pass on a
 * second try; an answer about the request itself (a bad link's 400, a 404, a refusal, 429) will
 * not, and retrying it only keeps the person waiting for its message.
 */
export function worthRetrying(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(error instanceof ApiError) || error.status >= 500;
}

// A 401 from these means wrong credentials, not an ended session.
const signInPaths = [
  '/auth/login',
  '/employee/login',
  '/auth/login/two-factor',
  '/auth/two-factor/setup',
  '/auth/two-factor/confirm',
  '/account/reset-password/otp',
  '/account/reset-password/otp/verify',
  '/account/reset-password',
];

let handleUnauthorized: () => void = () => {};

/** What to do when the server says the session is over: set once by the app shell. */
export function onUnauthorized(handler: () => void): void {
  handleUnauthorized = handler;
}

function sessionHeaders(): Record<string, string> {
  const session = readStoredSession();
  if (!session) return {};
  const headers: Record<string, string> = {
    Authorization: `Bearer ${session.token}`,
    'X-Admin-Id': session.user.id,
  };
  if (session.organizationId) headers['X-Organization-Id'] = session.organizationId;
  return headers;
}

async function readEnvelope<T>(
  response: Response,
): Promise<(Envelope<T> & Pick<ErrorEnvelope, 'field'>) | undefined> {
  try {
    return (await response.json()) as Envelope<T> & Pick<ErrorEnvelope, 'field'>;
  } catch {
    return undefined;
  }
}

function failedCall(path: string, response: Response, envelope: ErrorEnvelope | undefined) {
  if (response.status === 401 && !signInPaths.includes(path)) handleUnauthorized();
  return new ApiError(
    response.status,
    envelope?.message ?? `The server answered ${response.status} ${response.statusText}`,
    envelope?.data ?? null,
    envelope?.field ?? null,
  );
}

/**
 * Calls /api/v1{path} with the session's headers and answers the envelope's data. A FormData
 * body goes as multipart/form-data (file uploads); anything else as JSON.
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...sessionHeaders() };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  });
  const envelope = await readEnvelope<T>(response);
  if (!response.ok || !envelope || envelope.statusCode >= 400) {
    throw failedCall(path, response, envelope);
  }
  return envelope.data;
}

/** The file name a Content-Disposition header gives, if any. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * GETs a file (a download, an uploaded photo) with the session's headers, which a bare link or
 * image address cannot carry. A failure throws like `api` does.
 */
export async function apiFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await fetch(`/api/v1${path}`, { headers: sessionHeaders() });
  if (!response.ok) throw failedCall(path, response, await readEnvelope(response));
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
  };
}

/** Fetches a file with `apiFile` and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await apiFile(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Kept a little while: some browsers read the address after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What to tell a person about a failed call: the server's message when there is one. */
export function errorMessage(failure: unknown): string {
  return failure instanceof Error ? failure.message : 'Something went wrong. Please try again.';
}

/**
 * The failure's message without the field name the server starts it with, for showing where the
 * input is already plain (beside it, or in a form about that one input).
 */
export function messageWithoutField(failure: unknown): string {
  const message = errorMessage(failure);
  if (!(failure instanceof ApiError) || !failure.field) return message;
  const named = `${failure.field}:`;
  return message.startsWith(named) ? message.slice(named.length).trim() || message : message;
}
