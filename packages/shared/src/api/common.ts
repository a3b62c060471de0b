/** Contracts every route shares: the error body, the health report, id parameters. */
import { z } from 'zod';

/** Every error response: `{ errorMessage }` (400 names the field and the problem). */
export const errorResponse = z.object({ errorMessage: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const objectIdSchema = z.string().min(1).max(64);

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
