/**
 * Authentication: an opaque bearer token → its session (looked up by SHA-256 hash) → request.auth.
 * Runs after schema validation, so a malformed request is a 400 whoever sends it. Routes are
 * signed-in by default; a route opts out with `config: { public: true }`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Role } from '@airboard/shared';
import type { Database } from '../db/connect';
import { hashToken } from '../db/ids';
import { memberships, sessions } from '../db/schema/index';
import { unauthorized } from '../lib/http-error';
import { isApiPath } from './spa';

export interface AuthContext {
  sessionId: string;
  userId: string;
  /** The project the session is signed in to; null until one is chosen. */
  projectId: string | null;
  /**
   * The caller's role in the session's project, read from that membership on every request
   * (decision 009); null without a project or once the membership is gone. Objects of another
   * project are judged by the role there (plugins/access.ts), never by this one.
   */
  role: Role | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Anyone may call the route; request.auth is still filled when a token is sent. */
    public?: boolean;
  }
}

export function registerAuth(app: FastifyInstance, db: Database): void {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    request.auth = await resolveSession(db, request);
    if (!request.auth && requiresSignIn(request)) {
      throw unauthorized();
    }
  });
}

/**
 * API routes need a session unless they say `public`; the API documentation, the web app's files
 * and unknown paths (which answer 404) do not.
 */
function requiresSignIn(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  if (request.is404 || request.routeOptions.config.public || url.startsWith('/api/docs')) {
    return false;
  }
  return isApiPath(url);
}

async function resolveSession(db: Database, request: FastifyRequest): Promise<AuthContext | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) {
    return null;
  }
  const token = header.slice('Bearer '.length).trim();
  return token ? sessionForToken(db, token) : null;
}

/** The live session a bearer token names, with the role of its project's membership; null when none. */
export function sessionForToken(db: Database, token: string): Promise<AuthContext | null> {
  return liveSession(db, eq(sessions.tokenHash, hashToken(token)));
}

/**
 * A session by its id, as sessionForToken would give it now: null once it has been signed out or
 * has expired (for a credential issued to a session, such as a report's download ticket).
 */
export function sessionById(db: Database, sessionId: string): Promise<AuthContext | null> {
  return liveSession(db, eq(sessions.id, sessionId));
}

async function liveSession(db: Database, which: SQL): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      projectId: sessions.projectId,
      role: memberships.role,
    })
    .from(sessions)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, sessions.userId), eq(memberships.projectId, sessions.projectId)),
    )
    .where(and(which, isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** The signed-in caller; only for routes that are not public (the hook guarantees it). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) {
    throw unauthorized();
  }
  return request.auth;
}
