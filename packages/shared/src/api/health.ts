/** Health contract (GET /api/health): whether the server and its database answer. */
import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
