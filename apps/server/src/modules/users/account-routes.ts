/**
 * Every account module in one plugin: sign-in and sessions, the user's own state, password reset,
 * settings, signup and invites, and the hand-over and single sign-on paths. Builds the shared
 * pieces they use once: the sign-in throttle and the mailer, which queues each e-mail as a durable
 * job (jobs/email-job.ts) so a restart never loses one.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { SignInThrottle } from '../../auth/throttle';
import { queuedMailer } from '../../jobs/email-job';
import { commanderLoginRoutes } from './commander-login.routes';
import { googleRoutes } from './google.routes';
import { inviteRoutes } from './invites.routes';
import { ownStateRoutes } from './own-state.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { samlRoutes } from './saml.routes';
import { settingsRoutes } from './settings.routes';
import { signupRoutes } from './signup.routes';
import { signInRoutes } from './sign-in.routes';

export const accountRoutes =
  (database: DatabaseHandle, config: Config): FastifyPluginAsync =>
  async (app) => {
    const { db } = database;
    const throttle = new SignInThrottle({
      perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: config.LOGIN_MAX_FAILURES_PER_IP,
    });
    const mailer = queuedMailer(database, () => app.jobs.nudge());
    await app.register(
      signInRoutes({
        db,
        throttle,
        ssoEmailDomain: config.SSO_EMAIL_DOMAIN,
        googleSignIn: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
      }),
    );
    await app.register(ownStateRoutes(db));
    await app.register(
      passwordResetRoutes({
        db,
        throttle,
        mailer,
        mailFrom: config.MAIL_FROM,
        publicUrl: config.PUBLIC_URL,
      }),
    );
    await app.register(
      signupRoutes({
        db,
        throttle,
        mailer,
        mailFrom: config.MAIL_FROM,
        publicUrl: config.PUBLIC_URL,
      }),
    );
    await app.register(
      commanderLoginRoutes({
        db,
        secret: config.COMMANDER_JWT_SECRET,
        issuer: config.COMMANDER_JWT_ISSUER,
        audience: config.COMMANDER_JWT_AUDIENCE,
      }),
    );
    await app.register(
      samlRoutes({
        db,
        publicUrl: config.PUBLIC_URL,
        spEntityId: config.SAML_SP_ENTITY_ID,
        fallback:
          config.SAML_ENTRY_POINT && config.SAML_IDP_ISSUER && config.SAML_IDP_CERT
            ? {
                saml: {
                  entryPoint: config.SAML_ENTRY_POINT,
                  issuer: config.SAML_IDP_ISSUER,
                  idpCert: config.SAML_IDP_CERT,
                },
                ...(config.SSO_EMAIL_DOMAIN ? { emailDomain: config.SSO_EMAIL_DOMAIN } : {}),
              }
            : null,
        defaultEmailDomain: config.SSO_EMAIL_DOMAIN,
      }),
    );
    await app.register(
      googleRoutes({
        db,
        publicUrl: config.PUBLIC_URL,
        issuer: config.GOOGLE_ISSUER,
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
      }),
    );
    await app.register(inviteRoutes({ db, mailer, publicUrl: config.PUBLIC_URL }));
    await app.register(settingsRoutes({ db, throttle, mailer, mailFrom: config.MAIL_FROM }));
  };
