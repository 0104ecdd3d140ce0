// The answer envelope every endpoint uses, and the shapes shared by all modules.
import { z } from 'zod';

export type Envelope<T> = { statusCode: number; message: string; data: T };

export function zEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number().int(), message: z.string(), data });
}

export const zErrorEnvelope = zEnvelope(z.null());

export const zPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(5),
});

export function zPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}

export const defaultPageSize = 5;
export const successDialogMs = 1500;
