/**
 * Google sign-in with openid-client (spec 000 §2, §7; security requirement 12): authorization
 * code flow with PKCE (S256), state (also bound to the browser by an HttpOnly cookie) and nonce;
 * the ID token's issuer and audience are checked by openid-client. Accounts are found by
 * (google, sub) only: a signed-in user links their Google account explicitly from Settings
 * (POST /users/auth/google/link), never by matching e-mails.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { googleLinkResponse } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { requireAuth } from '../../plugins/auth';
import { resolveBrand } from '../branding/branding.service';
import { externalSessionUrl, linkIdentity, userByIdentity } from './external-sign-in';
import { linkBase } from './mail-links';

export interface GoogleDeps {
  db: Database;
  publicUrl: string;
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

const PROVIDER = 'google';
const CALLBACK_PATH = '/users/auth/google/callback';
const COOKIE = 'airboard_oidc';
const PENDING_LIFETIME_MS = 10 * 60_000;
export const GOOGLE_FAILURE_PATH = '/login/google?error=google_auth_failed';
export const GOOGLE_LANDING_PATH = '/login/google';
export const GOOGLE_LINKED_PATH = '/settings?google=linked';

interface Pending {
  verifier: string;
  nonce: string;
  redirectUri: string;
  /** Set when a signed-in user is linking this Google account. */
  linkUserId: string | null;
  expiresAt: number;
}

/** Short-lived, single-use entries kept in memory: a flow that outlives a restart starts over. */
class ExpiringMap<T extends { expiresAt: number }> {
  private readonly entries = new Map<string, T>();
  set(key: string, value: T): void {
    const now = Date.now();
    for (const [k, v] of this.entries) {
      if (v.expiresAt < now) {
        this.entries.delete(k);
      }
    }
    this.entries.set(key, value);
  }
  take(key: string): T | null {
    const value = this.entries.get(key);
    this.entries.delete(key);
    return value && value.expiresAt >= Date.now() ? value : null;
  }
}

const startQuery = z.object({ link: z.string().max(100).optional() });
const callbackQuery = z.object({ state: z.string().max(200).optional() }).passthrough();

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      return rest.join('=');
    }
  }
  return null;
}

export const googleRoutes =
  ({ db, publicUrl, issuer, clientId, clientSecret }: GoogleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const pending = new ExpiringMap<Pending>();
    const links = new ExpiringMap<{ userId: string; expiresAt: number }>();
    let configuration: Promise<oidc.Configuration> | null = null;

    /** Discovery once, on first use; a failure is retried on the next sign-in. */
    function provider(): Promise<oidc.Configuration> | null {
      if (!clientId || !clientSecret) {
        return null;
      }
      const url = new URL(issuer);
      // Plain HTTP only for a provider on this machine (the tests' OpenID provider).
      const insecure =
        url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
      configuration ??= oidc
        .discovery(
          url,
          clientId,
          clientSecret,
          undefined,
          insecure ? { execute: [oidc.allowInsecureRequests] } : {},
        )
        .catch((error: unknown) => {
          configuration = null;
          throw error;
        });
      return configuration;
    }

    app.post(
      '/users/auth/google/link',
      {
        schema: {
          summary: 'Start linking a Google account to the user: a one-time sign-in address',
          operationId: 'startGoogleLink',
          tags: ['accounts'],
          response: { 200: googleLinkResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const id = randomBytes(24).toString('base64url');
        links.set(id, { userId: auth.userId, expiresAt: Date.now() + PENDING_LIFETIME_MS });
        return { url: `/users/auth/google?${new URLSearchParams({ link: id }).toString()}` };
      },
    );

    app.get(
      '/users/auth/google',
      {
        config: { public: true },
        schema: {
          summary: 'Start signing in with Google (a browser navigation)',
          description:
            'Query `link`: the one-time id of POST /users/auth/google/link, to link the account instead of signing in.',
          operationId: 'startGoogleSignIn',
          tags: ['accounts'],
          response: {
            302: z
              .null()
              .describe(
                `To Google's sign-in page, or to ${GOOGLE_FAILURE_PATH} when it cannot start`,
              ),
          },
        },
      },
      async (request, reply) => {
        const config = provider();
        const query = startQuery.safeParse(request.query);
        if (!config || !query.success) {
          return reply.redirect(GOOGLE_FAILURE_PATH);
        }
        try {
          const brand = await resolveBrand(db, { hostname: request.hostname });
          const redirectUri = `${linkBase(request, brand, publicUrl)}${CALLBACK_PATH}`;
          const verifier = oidc.randomPKCECodeVerifier();
          const state = oidc.randomState();
          const nonce = oidc.randomNonce();
          const link = query.data.link ? links.take(query.data.link) : null;
          pending.set(state, {
            verifier,
            nonce,
            redirectUri,
            linkUserId: link?.userId ?? null,
            expiresAt: Date.now() + PENDING_LIFETIME_MS,
          });
          const url = oidc.buildAuthorizationUrl(await config, {
            redirect_uri: redirectUri,
            scope: 'openid email',
            code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
            code_challenge_method: 'S256',
            state,
            nonce,
          });
          reply.header(
            'set-cookie',
            `${COOKIE}=${state}; Path=/users/auth/google; HttpOnly; SameSite=Lax; Max-Age=${PENDING_LIFETIME_MS / 1000}${request.protocol === 'https' ? '; Secure' : ''}`,
          );
          return reply.redirect(url.href);
        } catch (error) {
          request.log.warn({ err: error }, 'google sign-in could not start');
          return reply.redirect(GOOGLE_FAILURE_PATH);
        }
      },
    );

    app.get(
      CALLBACK_PATH,
      {
        config: { public: true },
        schema: {
          summary: "Finish signing in with Google (Google's redirect back, with code and state)",
          operationId: 'finishGoogleSignIn',
          tags: ['accounts'],
          response: {
            302: z
              .null()
              .describe(
                `To ${GOOGLE_LANDING_PATH} with the session, to ${GOOGLE_LINKED_PATH} after linking, or to ${GOOGLE_FAILURE_PATH}`,
              ),
          },
        },
      },
      async (request, reply) => {
        const config = provider();
        const query = callbackQuery.safeParse(request.query);
        const state = query.success ? (query.data.state ?? '') : '';
        // The flow must finish in the browser that started it.
        const flow =
          state && cookieValue(request.headers.cookie, COOKIE) === state
            ? pending.take(state)
            : null;
        reply.header(
          'set-cookie',
          `${COOKIE}=; Path=/users/auth/google; HttpOnly; SameSite=Lax; Max-Age=0`,
        );
        if (!config || !flow) {
          return reply.redirect(GOOGLE_FAILURE_PATH);
        }
        try {
          const current = new URL(`${flow.redirectUri}?${request.url.split('?')[1] ?? ''}`);
          const tokens = await oidc.authorizationCodeGrant(await config, current, {
            pkceCodeVerifier: flow.verifier,
            expectedState: state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          });
          const subject = tokens.claims()?.sub;
          if (!subject) {
            throw new Error('no subject');
          }
          if (flow.linkUserId) {
            const owner = await userByIdentity(db, PROVIDER, subject);
            if (owner && owner.id !== flow.linkUserId) {
              throw new Error('google account linked to another user');
            }
            await linkIdentity(db, flow.linkUserId, PROVIDER, subject);
            return reply.redirect(GOOGLE_LINKED_PATH);
          }
          const user = await userByIdentity(db, PROVIDER, subject);
          if (!user) {
            throw new Error('no linked account');
          }
          return reply.redirect(await externalSessionUrl(db, user, GOOGLE_LANDING_PATH));
        } catch (error) {
          request.log.warn(
            { reason: error instanceof Error ? error.message : String(error) },
            'google sign-in refused',
          );
          return reply.redirect(GOOGLE_FAILURE_PATH);
        }
      },
    );
  };
