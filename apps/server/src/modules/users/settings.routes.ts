/**
 * Settings calls (spec 002 §7): POST /users/notifications, /users/verifyPassword,
 * /users/changePassword and /users/changedPassword/notify. Each acts on the caller only; the
 * e-mail in a body must be the caller's own. A password change ends the user's other sessions and
 * voids open reset links (security requirements 4, 9).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changedPasswordNotifyBody,
  changePasswordBody,
  errorResponse,
  notificationsBody,
  successResponse,
  verifyPasswordBody,
} from '@airboard/shared/api';
import { notFound } from '../../lib/http-error';
import { requireAuth } from '../../plugins/auth';
import {
  changePassword,
  checkPassword,
  mailPasswordChanged,
  callerAccount,
  setNotifications,
  type SettingsDeps,
} from './settings.service';

export const settingsRoutes =
  (deps: SettingsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const {
      database: { db },
      throttle,
    } = deps;
    app.post(
      '/users/notifications',
      {
        schema: {
          summary: "Save the user's alert notification preferences",
          operationId: 'saveNotifications',
          tags: ['accounts'],
          body: notificationsBody,
          response: { 200: successResponse, 400: errorResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        await setNotifications(db, auth.userId, request.body);
        return { success: true as const };
      },
    );

    app.post(
      '/users/verifyPassword',
      {
        schema: {
          summary: "Check the user's current password",
          operationId: 'verifyPassword',
          tags: ['accounts'],
          body: verifyPasswordBody,
          response: { 200: successResponse, 404: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const user = await callerAccount(db, requireAuth(request), request.body.email);
        await checkPassword(throttle, user, request.body.password, request.ip);
        return { success: true as const };
      },
    );

    app.post(
      '/users/changePassword',
      {
        schema: {
          summary: "Change the user's password, ending their other sessions",
          operationId: 'changePassword',
          tags: ['accounts'],
          body: changePasswordBody,
          response: { 200: successResponse, 404: errorResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const user = await callerAccount(db, auth, request.body.email);
        await checkPassword(throttle, user, request.body.currentPassword, request.ip);
        await changePassword(db, user, auth.sessionId, request.body.password);
        return { success: true as const };
      },
    );

    app.post(
      '/users/changedPassword/notify',
      {
        schema: {
          summary: 'E-mail the user that their password was changed',
          operationId: 'notifyPasswordChanged',
          tags: ['accounts'],
          body: changedPasswordNotifyBody,
          response: { 200: successResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        if (request.body.user !== auth.userId) {
          throw notFound('User not found');
        }
        await mailPasswordChanged(deps, request, auth);
        return { success: true as const };
      },
    );
  };
