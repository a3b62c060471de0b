/**
 * Alert text settings (issue 22), the signed-in user's own, on Settings → Account: GET /users/sms,
 * POST /users/sms/phone (send a code), POST /users/sms/phone/verify, DELETE /users/sms/phone and
 * PUT /users/sms/quiet-hours. Each answers the settings as they now are (never the code).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alertTextSettings,
  errorResponse,
  smsPhoneBody,
  smsQuietHoursBody,
  smsVerifyBody,
} from '@airboard/shared/api';
import { requireAuth } from '../../plugins/auth';
import {
  alertTextSettings as readSettings,
  forgetPhone,
  sendPhoneCode,
  setQuietHours,
  verifyPhoneCode,
  type AlertTextDeps,
} from './alert-texts.service';

export const alertTextRoutes =
  (deps: AlertTextDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/sms',
      {
        schema: {
          summary: "The user's mobile number for alert texts and their quiet hours",
          operationId: 'getAlertTextSettings',
          tags: ['accounts'],
          response: { 200: alertTextSettings },
        },
      },
      async (request) => readSettings(deps.database.db, requireAuth(request).userId, deps.clock()),
    );

    app.post(
      '/users/sms/phone',
      {
        schema: {
          summary: 'Send a verification code by text to a new mobile number',
          operationId: 'sendPhoneCode',
          tags: ['accounts'],
          body: smsPhoneBody,
          response: {
            200: alertTextSettings,
            400: errorResponse,
            429: errorResponse,
            502: errorResponse,
          },
        },
      },
      async (request) => sendPhoneCode(deps, request, requireAuth(request), request.body.phone),
    );

    app.post(
      '/users/sms/phone/verify',
      {
        schema: {
          summary: 'Verify the mobile number with the code sent to it',
          operationId: 'verifyPhoneCode',
          tags: ['accounts'],
          body: smsVerifyBody,
          response: { 200: alertTextSettings, 400: errorResponse },
        },
      },
      async (request) => verifyPhoneCode(deps, requireAuth(request), request.body.code),
    );

    app.delete(
      '/users/sms/phone',
      {
        schema: {
          summary: 'Forget the mobile number; alert texts stop',
          operationId: 'forgetPhone',
          tags: ['accounts'],
          response: { 200: alertTextSettings },
        },
      },
      async (request) => forgetPhone(deps, requireAuth(request)),
    );

    app.put(
      '/users/sms/quiet-hours',
      {
        schema: {
          summary: 'Set or clear the hours in which no alert text is sent',
          operationId: 'setSmsQuietHours',
          tags: ['accounts'],
          body: smsQuietHoursBody,
          response: { 200: alertTextSettings, 400: errorResponse },
        },
      },
      async (request) => setQuietHours(deps, requireAuth(request), request.body.quietHours),
    );
  };
