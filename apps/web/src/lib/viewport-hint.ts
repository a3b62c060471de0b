// The browser's window width, in a cookie the server reads (nothing secret): it renders a
// signed-in browser's first screen (decision 023) at this width, so a screen that picks its
// layout by media query picks the one the app will when it takes over. Kept only while signed in
// (lib/session-token.ts writes it with the signed-in hint): a visitor is left no cookie.
import { WIDTH_COOKIE } from '@airboard/shared';

/** A year: a hint lives until sign-out, however long the session lasts. */
const HINT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Writes a cookie the server reads as a hint (nothing secret), or deletes it (null). */
export function writeHintCookie(name: string, value: string | null): void {
  const maxAge = value === null ? 0 : HINT_MAX_AGE_S;
  document.cookie = `${name}=${value ?? ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export function writeViewportWidth(signedIn: boolean): void {
  writeHintCookie(WIDTH_COOKIE, signedIn ? String(Math.round(window.innerWidth)) : null);
}
