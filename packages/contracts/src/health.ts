import { z } from 'zod';

export const zHealth = z.object({
  status: z.literal('ok'),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  version: z.string(),
});
export type Health = z.infer<typeof zHealth>;
