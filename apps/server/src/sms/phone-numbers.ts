/**
 * Mobile numbers as people type them, read with libphonenumber-js: an international number
 * (+44 …) or a national one, read as a US number; the result is E.164 (+15551234567), or null
 * when it is no valid number.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

const DEFAULT_REGION = 'US';

export function toE164(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed, DEFAULT_REGION);
  return parsed?.isValid() ? parsed.number : null;
}
