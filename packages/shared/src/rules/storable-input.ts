/**
 * What the database can store, as rules every input contract applies (api/common.ts: `safeText`,
 * `instantQuery`, `dayOrInstantText`): text without NUL characters (PostgreSQL's text and jsonb refuse
 * them) and without lone UTF-16 surrogates (they are no Unicode text and cannot be encoded as
 * UTF-8), and instants in years PostgreSQL parses back from ISO 8601 (a JavaScript date past year
 * 9999 prints as `+010000-…`, which it refuses). Input outside them is a 400 at the contract,
 * never a database error.
 */

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can be stored as it is: no NUL character, no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The instants a request may name: 1 January 1970 to the end of 2999 (UTC). Wide for every period
 * the product shows, and far enough inside PostgreSQL's range that a period computed from them
 * (a day added, a time zone applied) stays printable.
 */
export const EARLIEST_INSTANT_MS = Date.UTC(1970, 0, 1);
export const LATEST_INSTANT_MS = Date.UTC(3000, 0, 1) - 1;

/** Whether an instant (epoch milliseconds) is one a request may name. */
export function isStorableInstant(ms: number): boolean {
  return Number.isFinite(ms) && ms >= EARLIEST_INSTANT_MS && ms <= LATEST_INSTANT_MS;
}
