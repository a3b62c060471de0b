/**
 * Settings calls (spec 002 §7): POST /users/notifications, /users/verifyPassword,
 * /users/changePassword and /users/changedPassword/notify. Each acts on the caller only; the
 * e-mail in a body must be the caller's own. A password change ends the user's other sessions and
 * voids open reset links (security requirements 4, 9).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changedPasswordNotifyBody,
  changePasswordBody,
  errorResponse,
  notificationsBody,
  successResponse,
  verifyPasswordBody,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { Database } from '../../db/connect';
import { passwordResetTokens, users } from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/sessions';
import type { SignInThrottle } from '../../auth/throttle';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedMail } from '../../mail/templates';
import type { AuthContext } from '../../plugins/auth';
import { requireAuth } from '../../plugins/auth';
import { HttpError, notFound } from '../../plugins/errors';
import { resolveBrand } from '../branding/branding.service';

export interface SettingsDeps {
  db: Database;
  throttle: SignInThrottle;
  mailer: Mailer;
  mailFrom: string;
}

export const settingsRoutes =
  ({ db, throttle, mailer, mailFrom }: SettingsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The caller's row; an e-mail naming someone else is as unknown as a missing account. */
    async function self(auth: AuthContext, email?: string) {
      const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
      if (!user || (email !== undefined && email !== user.email)) {
        throw notFound('User not found');
      }
      return user;
    }

    async function checkPassword(user: typeof users.$inferSelect, password: string, ip: string) {
      throttle.check(user.email, ip);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
        throttle.recordFailure(user.email, ip);
        throw new HttpError(400, messages.incorrectPassword);
      }
    }

    app.post(
      '/users/notifications',
      {
        schema: {
          summary: "Save the user's alert notification preferences",
          operationId: 'saveNotifications',
          tags: ['accounts'],
          body: notificationsBody,
          response: { 200: successResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        await db
          .update(users)
          .set({ notifications: request.body })
          .where(eq(users.id, auth.userId));
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
        const user = await self(requireAuth(request), request.body.email);
        await checkPassword(user, request.body.password, request.ip);
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
        const user = await self(auth, request.body.email);
        await checkPassword(user, request.body.currentPassword, request.ip);
        if (user.passwordHash && (await verifyPassword(user.passwordHash, request.body.password))) {
          throw new HttpError(400, messages.passwordMustDiffer);
        }
        const passwordHash = await hashPassword(request.body.password);
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ passwordHash, passwordChangedAt: new Date() })
            .where(eq(users.id, user.id));
          await tx
            .update(passwordResetTokens)
            .set({ usedAt: new Date() })
            .where(
              and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)),
            );
          await revokeOtherSessions(tx, user.id, auth.sessionId);
        });
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
        const user = await self(auth);
        const brand = await resolveBrand(db, {
          hostname: request.hostname,
          projectId: auth.projectId,
        });
        await mailer.send({ to: user.email, from: mailFrom, ...passwordChangedMail(brand) });
        return { success: true as const };
      },
    );
  };
