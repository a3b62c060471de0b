/**
 * The session's cookie (decision 023): the web app keeps its session token in localStorage and
 * sends it as a bearer token, which a page's own request does not carry. So that the server can
 * render a signed-in browser's first screen (plugins/first-screen-renderer.ts), GET /locals —
 * asked at every start of the app — puts the same token in an HttpOnly cookie; /logout clears it.
 * Only the web app's page requests read it, and they only read (GETs of the API for the page);
 * no API route accepts it, so it gives a cross-site request nothing (SameSite=Strict besides).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestCookie } from '../lib/request-cookie';
import { SESSION_LIFETIME_MS } from './sessions';

export const SESSION_COOKIE = 'airboard_session';

const BEARER = /^Bearer\s+(\S+)$/;
/** A token as the server issues them (db/ids.ts, base64url): nothing else goes into the cookie. */
const TOKEN = /^[\w-]{16,200}$/;

function attributes(request: FastifyRequest, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** Sets the cookie to the bearer token the request was authenticated with. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (token && TOKEN.test(token)) {
    const maxAge = Math.floor(SESSION_LIFETIME_MS / 1000);
    reply.header('set-cookie', `${SESSION_COOKIE}=${token}; ${attributes(request, maxAge)}`);
  }
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${attributes(request, 0)}`);
}

/** The session token of the request's cookie, if it has one of the right form. */
export function sessionCookieToken(request: FastifyRequest): string | null {
  const value = requestCookie(request, SESSION_COOKIE);
  return value !== undefined && TOKEN.test(value) ? value : null;
}
