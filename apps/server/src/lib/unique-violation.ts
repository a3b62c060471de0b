/**
 * A write the database refused because a unique index already holds the value (a name taken by
 * another saved query or scheduled e-mail): the index decides, so two saves at once cannot both
 * win, and the refusal becomes a 409 with the caller's words.
 */
import { HttpError } from './http-error';

/** Whether the error (or one it wraps) is a unique violation of the named index. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === index) {
      return true;
    }
  }
  return false;
}

/** Runs the write; a unique violation of `index` becomes a 409 saying `message`. */
export async function refusingDuplicate<T>(
  index: string,
  message: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error, index) ? new HttpError(409, message) : error;
  }
}
