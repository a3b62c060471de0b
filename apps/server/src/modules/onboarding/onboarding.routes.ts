/**
 * The topology onboarding wizard's calls (spec 001 §7): GET /api/onboarding/{siteId} reads the
 * site's building system and its mapping (step 1's two trees); POST /api/onboarding/measurements/
 * saves a mapping (step 3's Create Measurements). For staff only (decision 018): a member of the
 * site's project who is a superAdmin there or one of the operator's staff; other members get 403,
 * anyone else 404. A building system that does not answer in time is a 504, one that fails a 502.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  onboardingParams,
  onboardingQuery,
  onboardingTopologyResponse,
  saveOnboardingBody,
  saveOnboardingResponse,
  TOPOLOGY_MAX_NODES,
} from '@airboard/shared/api';
import type { BuildingSystems } from '../../bas/building-systems';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { siteForOnboarding } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { saveOnboarding } from './onboarding-save.service';
import { readOnboardingTopology } from './onboarding-topology.service';

export interface OnboardingDeps {
  database: DatabaseHandle;
  buildingSystems: BuildingSystems;
  config: Pick<Config, 'BUILDING_SYSTEM_READ_TIMEOUT_MS'>;
}

const tags = ['onboarding'];
const failures = {
  403: errorResponse,
  404: errorResponse,
  502: errorResponse,
  504: errorResponse,
};
/** A whole building's mapping at its largest; nodes run to a few hundred bytes of JSON each. */
const SAVE_BODY_LIMIT_BYTES = TOPOLOGY_MAX_NODES * 800;

export const onboardingRoutes =
  ({ database, buildingSystems, config }: OnboardingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const timeoutMs = config.BUILDING_SYSTEM_READ_TIMEOUT_MS;

    app.get(
      '/api/onboarding/:siteId',
      {
        schema: {
          summary: "A site's building-system topology and its mapping (staff)",
          operationId: 'getOnboardingTopology',
          tags,
          description:
            "'Cannot Load Topology' with 504 when the building system does not answer in time, 502 when it fails.",
          params: onboardingParams,
          querystring: onboardingQuery,
          response: { 200: onboardingTopologyResponse, ...failures },
        },
      },
      async (request) => {
        const site = await siteForOnboarding(
          database.db,
          requireAuth(request),
          request.params.siteId,
        );
        const results = await readOnboardingTopology(
          database,
          site,
          buildingSystems.forSite(site),
          {
            reread: request.query.refresh ?? false,
            timeoutMs,
            readOverBacnet: buildingSystems.readOverBacnet(site.id),
          },
        );
        return { results };
      },
    );

    app.post(
      '/api/onboarding/measurements/',
      {
        bodyLimit: SAVE_BODY_LIMIT_BYTES,
        schema: {
          summary: "Save a site's mapping: zones, measurements, points (staff)",
          operationId: 'saveOnboardingMeasurements',
          tags,
          description:
            'Idempotent: existing nodes are matched by id, new: nodes by name and parent or by reference; nothing is deleted. A refused node is named in errorMessage (400).',
          body: saveOnboardingBody,
          response: { 200: saveOnboardingResponse, 400: errorResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const site = await siteForOnboarding(database.db, auth, request.body.siteId);
        return saveOnboarding(
          database,
          auth.userId,
          site,
          buildingSystems.forSite(site),
          request.body,
          { timeoutMs },
        );
      },
    );
  };
