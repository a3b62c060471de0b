/**
 * Google sign-in routes (the flow itself is google.service.ts): Settings asks for a link, the
 * browser starts at /users/auth/google and comes back to the callback. The flow's state is also
 * kept in an HttpOnly cookie, so the callback only finishes a flow in the browser that started
 * it. Every failure lands on the same page.
 */
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { googleLinkResponse, safeText } from '@airboard/shared/api';
import { requireAuth } from '../../plugins/auth';
import { resolveBrand } from '../branding/branding.service';
import {
  GOOGLE_FLOW_LIFETIME_MS,
  GOOGLE_LANDING_PATH,
  GOOGLE_LINKED_PATH,
  GoogleSignIn,
  type GoogleSignInOptions,
} from './google.service';
import { linkBase } from '../branding/brand-links.service';

export interface GoogleDeps extends GoogleSignInOptions {
  publicUrl: string;
}

const START_PATH = '/users/auth/google';
const CALLBACK_PATH = '/users/auth/google/callback';
const FAILURE_PATH = '/login/google?error=google_auth_failed';
const STATE_COOKIE = 'airboard_oidc';
const stateCookie: CookieSerializeOptions = {
  path: START_PATH,
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
};

const startQuery = z.object({ link: safeText().max(100).optional() });
const callbackQuery = z.object({ state: safeText().max(200).optional() }).passthrough();

export const googleRoutes =
  ({ publicUrl, ...options }: GoogleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Only these routes read or set cookies.
    await app.register(fastifyCookie);
    const google = new GoogleSignIn(options);

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
        const link = await google.offerLink(requireAuth(request).userId);
        return { url: `${START_PATH}?${new URLSearchParams({ link }).toString()}` };
      },
    );

    app.get(
      START_PATH,
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
              .describe(`To Google's sign-in page, or to ${FAILURE_PATH} when it cannot start`),
          },
        },
      },
      async (request, reply) => {
        const query = startQuery.safeParse(request.query);
        if (!google.configured || !query.success) {
          return reply.redirect(FAILURE_PATH);
        }
        try {
          const brand = await resolveBrand(options.db, { hostname: request.hostname });
          const redirectUri = `${linkBase(request, brand, publicUrl)}${CALLBACK_PATH}`;
          const flow = await google.start(redirectUri, query.data.link);
          reply.setCookie(STATE_COOKIE, flow.state, {
            ...stateCookie,
            maxAge: GOOGLE_FLOW_LIFETIME_MS / 1000,
          });
          return reply.redirect(flow.url);
        } catch (error) {
          request.log.warn({ err: error }, 'google sign-in could not start');
          return reply.redirect(FAILURE_PATH);
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
                `To ${GOOGLE_LANDING_PATH} with the session, to ${GOOGLE_LINKED_PATH} after linking, or to ${FAILURE_PATH}`,
              ),
          },
        },
      },
      async (request, reply) => {
        const query = callbackQuery.safeParse(request.query);
        const state = query.success ? (query.data.state ?? '') : '';
        const browserState = request.cookies[STATE_COOKIE];
        reply.clearCookie(STATE_COOKIE, stateCookie);
        try {
          const next = await google.finish(state, browserState, request.url.split('?')[1] ?? '');
          return reply.redirect(next ?? FAILURE_PATH);
        } catch (error) {
          request.log.warn(
            { reason: error instanceof Error ? error.message : String(error) },
            'google sign-in refused',
          );
          return reply.redirect(FAILURE_PATH);
        }
      },
    );
  };
