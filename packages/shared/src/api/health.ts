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
  /**
   * While the demo's history loads in the background after a first start: how much of it is in
   * (what is in already shows). Absent once it is all in, and on a server without demo data.
   */
  demoHistory: z.object({ loadingPercent: z.number().int().min(0).max(100) }).optional(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
