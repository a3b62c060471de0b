// Route loaders that keep signed-in screens away from visitors without a session token.
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { paths } from '../lib/paths';
import { readSessionToken } from '../lib/session-token';

function ensureSession(request: Request): Response | null {
  if (readSessionToken() === null) {
    const { pathname, search } = new URL(request.url);
    return redirect(paths.login.getHref({ from: `${pathname}${search}` }));
  }
  return null;
}

/** Signed-in screens: without a token, go to sign-in and come back here afterwards. */
export function requireSession({ request }: LoaderFunctionArgs): Response | null {
  return ensureSession(request);
}

/** Kiosk displays: open to a lobby screen that names its kiosk (kioskId), else signed-in only. */
export function allowKioskVisitor({ request }: LoaderFunctionArgs): Response | null {
  if (new URL(request.url).searchParams.get('kioskId')) {
    return null;
  }
  return ensureSession(request);
}
