// The answer envelope every endpoint uses, and the shapes shared by all modules.
import { z } from 'zod';

export type Envelope<T> = { statusCode: number; message: string; data: T };

export function zEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number().int(), message: z.string(), data });
}

/**
 * What a failed call answers. `field` names the one input the failure is about, as a dotted path
 * into what was sent (`personal.dateOfBirth`), so a form can show the message beside that input;
 * the message still starts with the same name. Null when the failure is about no one input.
 */
export const zErrorEnvelope = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  field: z.string().nullable(),
  /** Detail some failures carry to act on (an import's problems, when to retry); else null. */
  data: z.unknown(),
});

export type ErrorEnvelope = z.infer<typeof zErrorEnvelope>;

export const zPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(5),
});

export function zPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}

export const defaultPageSize = 5;
export const successDialogMs = 1500;
