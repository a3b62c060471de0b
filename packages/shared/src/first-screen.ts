/**
 * What the web app and the server say to each other about a signed-in browser's first screen
 * (decision 023): the two hint cookies the app writes and the server reads (nothing secret in
 * either), and the shape of the server's render of a screen.
 */

/** Says this browser holds a session ('1'): the server names the first screen's files. */
export const SIGNED_IN_COOKIE = 'airboard_signed_in';
/** The browser window's width in whole pixels: the server renders the screen at it. */
export const WIDTH_COOKIE = 'airboard_width';

/** An API answer as the server's router gave it, for a render's request. */
export type ApiAnswer = { status: number; body: string };

/** A screen rendered by the server (apps/web/src/first-screen/render.tsx). */
export type FirstScreen = {
  /** The screen's markup, for the page's #root. */
  html: string;
  /** The screen's title, for the page's <title>. */
  title: string | null;
  /** The API's answers the screen was rendered from (path with query → JSON), for the browser. */
  answers: Record<string, unknown>;
};
