// The browser's window width, in a cookie the server reads (nothing secret): it renders a
// signed-in browser's first screen (decision 023) at this width, so a screen that picks its
// layout by media query picks the one the app will when it takes over. Written at every start.

/** The cookie's name, as the server reads it (apps/server/src/plugins/first-screen-renderer.ts). */
export const WIDTH_COOKIE = 'airboard_width';
const YEAR_S = 365 * 24 * 60 * 60;

export function rememberViewportWidth(): void {
  document.cookie = `${WIDTH_COOKIE}=${Math.round(window.innerWidth)}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
}
