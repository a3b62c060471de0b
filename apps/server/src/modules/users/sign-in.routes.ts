/**
 * Sign-in and session calls (spec 000 §7): POST /users/projectsWithAuth, /users/projects,
 * /users/login, /users/updatetoken, GET /locals, GET /logout and the host's brand (GET /api/brand).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandResponse,
  createProjectBody,
  createProjectResponse,
  credentialsBody,
  errorResponse,
  localsResponse,
  loginBody,
  projectsResponse,
  sessionResponse,
  successResponse,
  updateTokenBody,
} from '@airboard/shared/api';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import { revokeSession, startSession } from '../../auth/sessions';
import type { SignInThrottle } from '../../auth/throttle';
import { notFound } from '../../lib/http-error';
import { memberRole } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { resolveBrand, toBrandInfo } from '../branding/branding.service';
import { findProject } from '../projects/projects.service';
import { authenticate, createOwnProject, findUserById, projectsOf } from './sign-in.service';
import { toAccountProject, toAccountUser, toProjectChoice } from './user-dto';

export interface SignInDeps {
  database: DatabaseHandle;
  throttle: SignInThrottle;
  config: Pick<Config, 'SSO_EMAIL_DOMAIN' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>;
}

const publicRoute = { public: true } as const;
const signInFailures = { 401: errorResponse, 429: errorResponse };

export const signInRoutes =
  ({ database: { db }, throttle, config }: SignInDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const ssoEmailDomain = config.SSO_EMAIL_DOMAIN;
    const googleSignIn = Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
    app.post(
      '/users/projectsWithAuth',
      {
        config: publicRoute,
        schema: {
          summary: 'List the projects of an e-mail and password',
          operationId: 'getProjectsWithAuth',
          tags: ['accounts'],
          body: credentialsBody,
          response: { 200: projectsResponse, ...signInFailures },
        },
      },
      async (request) => {
        const user = await authenticate(db, throttle, request.body, request.ip);
        return { projects: (await projectsOf(db, user.id)).map(toProjectChoice) };
      },
    );

    app.post(
      '/users/projects',
      {
        config: publicRoute,
        schema: {
          summary: 'Create a project, signing in with e-mail and password',
          operationId: 'createProject',
          tags: ['accounts'],
          body: createProjectBody,
          response: { 200: createProjectResponse, ...signInFailures },
        },
      },
      async (request) => {
        const user = await authenticate(db, throttle, request.body, request.ip);
        const brand = await resolveBrand(db, { hostname: request.hostname });
        const id = await createOwnProject(db, user.id, {
          name: request.body.name,
          brandId: brand.id,
        });
        return { results: { objectId: id } };
      },
    );

    app.post(
      '/users/login',
      {
        config: publicRoute,
        schema: {
          summary: 'Sign in to a project with e-mail and password',
          operationId: 'login',
          tags: ['accounts'],
          body: loginBody,
          response: { 200: sessionResponse, 404: errorResponse, ...signInFailures },
        },
      },
      async (request) => {
        const user = await authenticate(db, throttle, request.body, request.ip);
        const role = await memberRole(db, user.id, request.body.project);
        if (!role) {
          throw notFound('Project not found');
        }
        const token = await startSession(db, user.id, request.body.project);
        return { token, user: toAccountUser(user, role) };
      },
    );

    app.post(
      '/users/updatetoken',
      {
        schema: {
          summary: "Move the session to another of the user's projects (a new token)",
          operationId: 'switchProject',
          tags: ['accounts'],
          body: updateTokenBody,
          response: { 200: sessionResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        // Only the caller's own session moves, and only into one of the caller's projects.
        const role =
          request.body.user === auth.userId
            ? await memberRole(db, auth.userId, request.body.project)
            : null;
        if (!role) {
          throw notFound('Project not found');
        }
        const token = await startSession(db, auth.userId, request.body.project);
        await revokeSession(db, auth.sessionId);
        const user = await findUserById(db, auth.userId);
        return { token, user: toAccountUser(user, role) };
      },
    );

    app.get(
      '/locals',
      {
        schema: {
          summary: "Get the signed-in user, the session's project, the user's projects and brand",
          operationId: 'getLocals',
          tags: ['accounts'],
          response: { 200: localsResponse },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        // The app asks this at every start: the page requests after it carry the session too.
        setSessionCookie(request, reply);
        const user = await findUserById(db, auth.userId);
        const mine = await projectsOf(db, auth.userId);
        // A session whose membership was removed keeps the user but loses the project.
        const projectId = mine.some((p) => p.id === auth.projectId) ? auth.projectId : null;
        const project = projectId ? await findProject(db, projectId) : undefined;
        const brand = await resolveBrand(db, {
          hostname: request.hostname,
          projectId,
          defaultSsoEmailDomain: ssoEmailDomain,
        });
        return {
          // The role in this project: auth.role is read from its membership on every request.
          user: toAccountUser(user, projectId ? auth.role : null),
          project: project ? toAccountProject(project) : null,
          projects: mine.map(toProjectChoice),
          kit: null,
          devices: [],
          brand: toBrandInfo(brand, googleSignIn),
        };
      },
    );

    app.get(
      '/logout',
      {
        config: publicRoute,
        schema: {
          summary: 'Sign out: end the session of the bearer token, if one is sent',
          operationId: 'logout',
          tags: ['accounts'],
          security: [{}, { bearer: [] }],
          response: { 200: successResponse },
        },
      },
      async (request, reply) => {
        if (request.auth) {
          await revokeSession(db, request.auth.sessionId);
        }
        clearSessionCookie(request, reply);
        // A browser opening /logout itself gets the web app, whose /logout screen signs out.
        if (!request.headers.accept?.includes('application/json') && 'sendFile' in reply) {
          return reply.header('cache-control', 'no-cache').sendFile('index.html');
        }
        return { success: true as const };
      },
    );

    app.get(
      '/api/brand',
      {
        config: publicRoute,
        schema: {
          summary: "Get the brand of the request's host (and of the session's project)",
          operationId: 'getBrand',
          tags: ['accounts'],
          security: [{}, { bearer: [] }],
          response: { 200: brandResponse },
        },
      },
      async (request) => {
        const brand = await resolveBrand(db, {
          hostname: request.hostname,
          projectId: request.auth?.projectId ?? null,
          defaultSsoEmailDomain: ssoEmailDomain,
        });
        return { brand: toBrandInfo(brand, googleSignIn) };
      },
    );
  };
