// The browser's window width, in a cookie the server reads (nothing secret): it renders a
// signed-in browser's first screen (decision 023) at this width, so a screen that picks its
// layout by media query picks the one the app will when it takes over. Kept only while signed in
// (lib/session-token.ts writes it with the signed-in hint): a visitor is left no cookie.

/** The cookie's name, as the server reads it (apps/server/src/plugins/first-screen-renderer.ts). */
export const WIDTH_COOKIE = 'airboard_width';
const YEAR_S = 365 * 24 * 60 * 60;

export function writeViewportWidth(signedIn: boolean): void {
  const value = signedIn ? Math.round(window.innerWidth) : '';
  const maxAge = signedIn ? YEAR_S : 0;
  document.cookie = `${WIDTH_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
