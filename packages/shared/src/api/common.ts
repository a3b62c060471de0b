/**
 * Contracts many areas share: the error body, id parameters, the value forms of query strings
 * (flags, instants) and of timestamped values, and `safeText()`, the string every input contract
 * starts from, so no request carries text or a time the database cannot store
 * (rules/storable-input.ts).
 */
import { z } from 'zod';
import { isStorableInstant, isStorableText } from '../rules/storable-input';

/** Every error response: `{ errorMessage }` (400 names the field and the problem). */
export const errorResponse = z.object({ errorMessage: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

/**
 * A string of a request: refuses NUL characters and lone surrogates (400 naming the field).
 * Every input string of a contract is built from it; chain `.trim()`, `.min()`, `.max()` as usual.
 */
export const safeText = () =>
  z
    .string()
    .refine(isStorableText, { message: 'must not contain NUL or unpaired surrogate characters' });

const INSTANT_RANGE = { message: 'must be a time from 1970 to 2999' };

export const objectIdSchema = safeText().min(1).max(64);

/** Path {siteId} of a call about one site. */
export const siteIdParams = z.object({ siteId: objectIdSchema });

/** An object's id and display name, e.g. the zone of an alert or a heat map row. */
export const namedRef = z.object({ objectId: z.string(), name: z.string() });

/** A `true`/`false` query flag; absent when not sent. */
export const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** A time as ISO 8601 or epoch milliseconds, from 1970 to 2999. */
export const instantQuery = z
  .union([
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform((ms) => new Date(Number(ms))),
    z.iso.datetime({ offset: true }).transform((iso) => new Date(iso)),
    z.iso.date().transform((day) => new Date(`${day}T00:00:00Z`)),
  ])
  .refine((date) => isStorableInstant(date.getTime()), INSTANT_RANGE);

/** A calendar day (YYYY-MM-DD) or an ISO 8601 instant, kept as sent, from 1970 to 2999. */
export const dayOrInstantText = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .refine(
    (text) => isStorableInstant(Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text)),
    INSTANT_RANGE,
  );

/** A timestamped value: curVal and curScore of a measurement or point, a latest score. */
export const timedValue = z.object({ ts: z.string(), val: z.number() });
export type TimedValue = z.infer<typeof timedValue>;
