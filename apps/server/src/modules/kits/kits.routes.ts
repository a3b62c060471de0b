/**
 * The admin side of kits (issue 16): the product catalogue (any signed-in user), and a project's
 * kits — listed, registered, revoked and re-issued by its admins and superAdmins: a member
 * without the role gets 403, anyone else the same 404 as for an unknown project or kit. The
 * installer's public calls with a kit's link are in modules/kit-onboarding.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminKitParams,
  adminKitResponse,
  errorResponse,
  productsResponse,
  projectKitsParams,
  projectKitsResponse,
  registerKitBody,
} from '@airboard/shared/api';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { requireAuth } from '../../plugins/auth';
import { registerKit } from './kit-registration.service';
import {
  adminKitOf,
  kitForAdministrator,
  listProducts,
  listProjectKits,
  requireProjectAdministrator,
  reissueKit,
  revokeKit,
} from './kits.service';

const failures = { 403: errorResponse, 404: errorResponse };
const tags = ['devices'];

export interface KitRouteDeps {
  database: DatabaseHandle;
  config: Pick<Config, 'PUBLIC_URL'>;
}

export const kitRoutes =
  ({ database: { db }, config }: KitRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, config };

    app.get(
      '/api/products',
      {
        schema: {
          summary: 'List the products kits are registered of, by model name',
          operationId: 'getProducts',
          tags,
          response: { 200: productsResponse },
        },
      },
      async (request) => {
        requireAuth(request);
        return { results: await listProducts(db) };
      },
    );

    app.get(
      '/api/projects/:projectId/kits',
      {
        schema: {
          summary:
            "List a project's kits with their onboarding links and status, newest first (admins)",
          operationId: 'getProjectKits',
          tags,
          params: projectKitsParams,
          response: { 200: projectKitsResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        await requireProjectAdministrator(db, auth, request.params.projectId);
        return { results: await listProjectKits(deps, request, request.params.projectId) };
      },
    );

    app.post(
      '/api/projects/:projectId/kits',
      {
        schema: {
          summary:
            'Register a kit of devices by their serial numbers, with a new onboarding link (admins)',
          operationId: 'registerKit',
          tags,
          params: projectKitsParams,
          body: registerKitBody,
          response: { 200: adminKitResponse, ...failures, 409: errorResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { projectId } = request.params;
        await requireProjectAdministrator(db, auth, projectId);
        const kitId = await registerKit(db, auth, projectId, request.body.devices);
        return { results: await adminKitOf(deps, request, kitId) };
      },
    );

    app.post(
      '/api/kits/:kitId/revoke',
      {
        schema: {
          summary: "Revoke a kit's onboarding link: its public calls answer 404 at once (admins)",
          operationId: 'revokeKit',
          tags,
          params: adminKitParams,
          response: { 200: adminKitResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const kit = await kitForAdministrator(db, auth, request.params.kitId);
        return { results: await revokeKit(deps, request, auth, kit) };
      },
    );

    app.post(
      '/api/kits/:kitId/reissue',
      {
        schema: {
          summary: 'Give a kit a new onboarding link; the old one stays dead (admins)',
          operationId: 'reissueKit',
          tags,
          params: adminKitParams,
          response: { 200: adminKitResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const kit = await kitForAdministrator(db, auth, request.params.kitId);
        return { results: await reissueKit(deps, request, auth, kit) };
      },
    );
  };
