/**
 * The one check on a return path from untrusted text (the `from` query of sign-in, issue 11
 * finding 3). Prefix tests miss what the URL parser does to the text — it drops tabs and
 * newlines and reads a backslash as a slash, so `/\t/evil.example` becomes `//evil.example` — so
 * the text is parsed exactly as the browser will, and kept only when it stays on this origin.
 */

/** Any control character (C0, DEL, C1): never in a path this app writes, and parsers drop some. */
const CONTROL = /\p{Cc}/u;

/** `from` as a path (with query and hash) of this app's origin, or null when it is anything else. */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from?.startsWith('/') || CONTROL.test(from)) {
    return null;
  }
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
