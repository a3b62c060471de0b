/** Point write contracts (spec 000 §7 runFunction): queue a write of a point's value as a job. */
import { z } from 'zod';
import { safeText } from './common';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency';

export const pointUuidParams = z.object({ uuid: z.uuid() });
/** The value a write sets: a number, a state, a text or nothing. */
export const writeValue = z.union([z.number(), z.boolean(), safeText().max(200), z.null()]);
export const runFunctionBody = z.object({
  function: safeText().min(1).max(60),
  arguments: z.object({ curVal: writeValue }),
});
export type RunFunctionBody = z.infer<typeof runFunctionBody>;
export { IDEMPOTENCY_KEY_HEADER } from './idempotency';
export const runFunctionHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: safeText().min(1).max(100).optional(),
});
export const runFunctionResponse = z.object({
  successMessage: z.string(),
  results: z.object({ jobId: z.string() }),
});
export type RunFunctionResponse = z.infer<typeof runFunctionResponse>;
