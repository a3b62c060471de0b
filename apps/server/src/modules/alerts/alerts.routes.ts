/**
 * Alert routes: GET /api/sites/{siteId}/alerts?isActive (spec 000 §7) and
 * POST /api/sites/{siteId}/alerts/{alertId}/acknowledge for the alerts page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acknowledgeAlertBody,
  acknowledgeAlertResponse,
  alertParams,
  alertsQuery,
  alertsResponse,
  errorResponse,
  telemetrySiteParams,
} from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { siteForMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { acknowledgeAlert, listSiteAlerts } from './alerts.service';

export const alertRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sites/:siteId/alerts',
      {
        schema: {
          summary: "List a site's alerts, active or all",
          operationId: 'getSiteAlerts',
          tags: ['alerts'],
          params: telemetrySiteParams,
          querystring: alertsQuery,
          response: { 200: alertsResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForMember(database.db, requireAuth(request), request.params.siteId);
        return { alerts: await listSiteAlerts(database, site.id, request.query.isActive) };
      },
    );

    app.post(
      '/api/sites/:siteId/alerts/:alertId/acknowledge',
      {
        schema: {
          summary: 'Acknowledge an alert, with an optional comment',
          operationId: 'acknowledgeAlert',
          tags: ['alerts'],
          params: alertParams,
          body: acknowledgeAlertBody,
          response: { 200: acknowledgeAlertResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const site = await siteForMember(database.db, auth, request.params.siteId);
        const alert = await acknowledgeAlert(
          database,
          site.id,
          request.params.alertId,
          auth.userId,
          request.body.comment,
        );
        return { alert };
      },
    );
  };
