/** Point type contracts (spec 000 §3 PointType, §7 GET /api/pointtypes): the type catalogue. */
import { z } from 'zod';
import { thresholdsSchema } from './measurements';
import { scoreTypeSchema } from './sites';

export const pointType = z.object({
  type: z.string(),
  name: z.string(),
  description: z.string(),
  threshold: thresholdsSchema.nullable(),
  extendedDescription: z.string().nullable(),
  scoreOrder: z.number().int(),
  unit: z.string(),
  measurementType: z.string(),
  scoreType: scoreTypeSchema.nullable(),
});
export type PointType = z.infer<typeof pointType>;
export const getPointTypesResponse = z.object({ results: z.array(pointType) });
