/** Job contracts (spec 000 §7 GET /api/jobs/{jobId}): the state of a queued point write. */
import { z } from 'zod';
import { objectIdSchema } from './common';
import { writeValue } from './points';

export const jobStatuses = ['pending', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobParams = z.object({ jobId: objectIdSchema });
export const jobResponse = z.object({
  results: z.object({
    objectId: z.string(),
    status: z.enum(jobStatuses),
    function: z.string().nullable(),
    errorMessage: z.string().nullable(),
    arguments: z.object({ curVal: writeValue }),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  }),
});
export type JobResponse = z.infer<typeof jobResponse>;
