/**
 * The header that makes a re-sent write the same write (security requirement 16): a client sends
 * one new key per write the user makes, and the same key when it sends that write again. A module
 * of its own without zod, so the web app's API client names it without loading the contracts.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
