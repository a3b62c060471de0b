// A cookie of a request, read from its Cookie header: the few page requests that read one (the
// web app's signed-in hint, its window width, the session's cookie) need no cookie plugin.
import type { FastifyRequest } from 'fastify';

/** The value of the request's cookie `name`, or undefined when it sends none. */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  for (const cookie of request.headers.cookie?.split(/;\s*/) ?? []) {
    const separator = cookie.indexOf('=');
    if (separator > 0 && cookie.slice(0, separator) === name) {
      return cookie.slice(separator + 1);
    }
  }
  return undefined;
}
