/**
 * Health contract (GET /api/health): whether the server and its database answer, and whether the
 * server is turning work away. `busy` is still 200 (the server is alive and answering, only at one
 * of its limits: decision 011); `degraded` (the database does not answer) is 503.
 */
import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'busy', 'degraded']),
  /** `busy`: its wait queue is full, so new work is answered 503 with Retry-After. */
  database: z.enum(['ok', 'busy', 'unreachable']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
