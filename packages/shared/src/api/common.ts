/**
 * Contracts many areas share: the error body, id parameters and the value forms of query
 * strings (flags, instants) and of timestamped values.
 */
import { z } from 'zod';

/** Every error response: `{ errorMessage }` (400 names the field and the problem). */
export const errorResponse = z.object({ errorMessage: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const objectIdSchema = z.string().min(1).max(64);

/** Path {siteId} of a call about one site. */
export const siteIdParams = z.object({ siteId: objectIdSchema });

/** An object's id and display name, e.g. the zone of an alert or a heat map row. */
export const namedRef = z.object({ objectId: z.string(), name: z.string() });

/** A `true`/`false` query flag; absent when not sent. */
export const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** A time as ISO 8601 or epoch milliseconds. */
export const instantQuery = z.union([
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform((ms) => new Date(Number(ms))),
  z.iso.datetime({ offset: true }).transform((iso) => new Date(iso)),
  z.iso.date().transform((day) => new Date(`${day}T00:00:00Z`)),
]);

/** A timestamped value: curVal and curScore of a measurement or point, a latest score. */
export const timedValue = z.object({ ts: z.string(), val: z.number() });
export type TimedValue = z.infer<typeof timedValue>;
