// The signed-in session's bearer token, kept in localStorage so a reload stays signed in; and
// beside it a cookie that says only that this browser is signed in (no token, nothing secret), so
// the server can name the first screen's files in the index.html it sends (issue 18: they then
// download with the app instead of after it; apps/server/src/plugins/first-screen-preloads.ts),
// with the window's width (lib/viewport-hint.ts).
import { SIGNED_IN_COOKIE } from '@airboard/shared';
import { writeHintCookie, writeViewportWidth } from './viewport-hint';

export const SESSION_TOKEN_KEY = 'airboard.token';

// Storage can be unavailable (privacy modes, disabled cookies); then the visitor is simply signed out.
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The session the server renders a first screen for (first-screen/render.tsx): there is no
 * storage there, and the screens' guards and parts that show only with a session must see one.
 */
let renderedSession: string | null = null;

export function renderForSession(token: string | null): void {
  renderedSession = token;
}

export function readSessionToken(): string | null {
  const stored = storage();
  return stored ? stored.getItem(SESSION_TOKEN_KEY) : renderedSession;
}

export function saveSessionToken(token: string): void {
  storage()?.setItem(SESSION_TOKEN_KEY, token);
  writeSignedInHint(true);
}

export function clearSessionToken(): void {
  storage()?.removeItem(SESSION_TOKEN_KEY);
  writeSignedInHint(false);
}

/**
 * Puts the signed-in hint in line with the stored token (at start: it may predate the hint), and
 * the window's width with it (it may have changed since).
 */
export function syncSignedInHint(): void {
  const signedIn = readSessionToken() !== null;
  if (document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`) !== signedIn) {
    writeSignedInHint(signedIn);
  } else if (signedIn) {
    writeViewportWidth(true);
  }
}

function writeSignedInHint(signedIn: boolean): void {
  writeViewportWidth(signedIn);
  writeHintCookie(SIGNED_IN_COOKIE, signedIn ? '1' : null);
}
