/**
 * Alert routes: GET /api/sites/{siteId}/alerts?isActive (spec 000 §7) for every member and
 * POST /api/sites/{siteId}/alerts/{alertId}/acknowledge for the project's admins and superAdmins
 * (decision 009). The alerts area also runs the notification jobs the alert engine queues when an
 * alert opens, and the digests of alert texts held back.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acknowledgeAlertBody,
  acknowledgeAlertResponse,
  alertParams,
  alertsQuery,
  alertsResponse,
  errorResponse,
  siteIdParams,
} from '@airboard/shared/api';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import type { Mailer } from '../../mail/mailer';
import { siteForAdministrator, siteForMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import type { SmsSender } from '../../sms/sms-sender';
import { ALERT_NOTIFICATION_JOB, alertNotificationHandler } from './alert-notification';
import { SMS_DIGEST_JOB, smsDigestHandler } from './alert-notification-sms';
import { acknowledgeAlert, listSiteAlerts } from './alerts.service';

export interface AlertDeps {
  database: DatabaseHandle;
  config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL'>;
  /** Sends alert e-mails at once: the notification job is durable itself. */
  mailDelivery: Mailer;
  /** Sends alert texts (the configured provider, gateway or the log). */
  sms: SmsSender;
  /** The server's clock: quiet hours and the hourly cap of alert texts. */
  clock: () => Date;
}

export const alertRoutes =
  ({ database, config, mailDelivery, sms, clock }: AlertDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const textDeps = { database, sms, from: config.MAIL_FROM, clock };
    app.jobs.handle(
      ALERT_NOTIFICATION_JOB,
      alertNotificationHandler(database, {
        ...textDeps,
        mailer: mailDelivery,
        publicUrl: config.PUBLIC_URL,
      }),
    );
    // Alert texts held back (quiet hours, the hourly cap) go out as one digest per user.
    app.jobs.handle(SMS_DIGEST_JOB, smsDigestHandler(textDeps));
    app.get(
      '/api/sites/:siteId/alerts',
      {
        schema: {
          summary: "List a site's alerts, active or all",
          operationId: 'getSiteAlerts',
          tags: ['alerts'],
          params: siteIdParams,
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
          summary: 'Acknowledge an alert, with an optional comment (admins)',
          operationId: 'acknowledgeAlert',
          tags: ['alerts'],
          params: alertParams,
          body: acknowledgeAlertBody,
          response: { 200: acknowledgeAlertResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const site = await siteForAdministrator(
          database.db,
          auth,
          request.params.siteId,
          'Only admins may acknowledge alerts',
        );
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
