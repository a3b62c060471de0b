/**
 * Measurement routes (spec 000 §7): GET /api/measurements, POST /api/measurement/{id} (rename) and
 * POST /api/sites/{siteId}/sections (section rename); renames are for admin and superAdmin.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  getMeasurementsQuery,
  getMeasurementsResponse,
  renameMeasurementBody,
  renameMeasurementParams,
  renameMeasurementResponse,
  renameSectionBody,
  renameSectionResponse,
  siteIdParams,
} from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import {
  measurementForMember,
  requireAdministrator,
  siteForAdministrator,
  siteForMember,
  zoneForMember,
} from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { notFound } from '../../lib/http-error';
import { loadMeasurements } from './measurement-list.service';
import { EDITORS_ONLY, renameMeasurement, renameSection } from './measurements.service';

const failures = { 403: errorResponse, 404: errorResponse };

export const measurementRoutes =
  ({ database: { db } }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/measurements',
      {
        schema: {
          summary: "List a site's measurements, optionally of one zone",
          operationId: 'getMeasurements',
          tags: ['measurements'],
          querystring: getMeasurementsQuery,
          response: { 200: getMeasurementsResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const site = await siteForMember(db, auth, request.query.siteId);
        const { zoneId } = request.query;
        if (zoneId && (await zoneForMember(db, auth, zoneId)).siteId !== site.id) {
          throw notFound('Zone not found');
        }
        return { results: await loadMeasurements(db, { ...request.query, siteId: site.id }) };
      },
    );

    app.post(
      '/api/measurement/:id',
      {
        schema: {
          summary: 'Rename a measurement (admins)',
          operationId: 'renameMeasurement',
          tags: ['measurements'],
          params: renameMeasurementParams,
          body: renameMeasurementBody,
          response: { 200: renameMeasurementResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const target = await measurementForMember(db, auth, request.params.id);
        requireAdministrator(target.role, EDITORS_ONLY);
        await renameMeasurement(db, auth, target, request.body.name);
        return { success: true as const, name: request.body.name };
      },
    );

    app.post(
      '/api/sites/:siteId/sections',
      {
        schema: {
          summary: "Rename a section of a site's measurements (admins)",
          operationId: 'renameSection',
          tags: ['measurements'],
          params: siteIdParams,
          body: renameSectionBody,
          response: { 200: renameSectionResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const site = await siteForAdministrator(db, auth, request.params.siteId, EDITORS_ONLY);
        const { zoneId, oldName, name } = request.body;
        if (zoneId !== null && (await zoneForMember(db, auth, zoneId)).siteId !== site.id) {
          throw notFound('Zone not found');
        }
        const updated = await renameSection(db, auth, {
          siteId: site.id,
          projectId: site.projectId,
          zoneId,
          oldName,
          name,
        });
        return { success: true as const, updated };
      },
    );
  };
