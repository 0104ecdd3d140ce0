/**
 * Puts a job on a background queue. Services take this instead of the queue itself, so that they
 * neither depend on how background work runs nor can start workers of their own.
 */
export type Enqueue = (
  queue: string,
  data: object,
  options: { retryLimit: number; retryBackoff: boolean },
) => Promise<void>;
