/**
 * Single sign-on with SAML 2.0 (spec 000 §7, 002 §2; security requirement 11), with
 * @node-saml/node-saml: GET /users/auth/saml redirects to the identity provider of the project
 * (?project=id), else of the host's brand, else of the configuration; POST
 * /users/auth/saml/callback accepts only responses and assertions both signed by that provider,
 * addressed to us (audience, Destination, Recipient), in answer to a request we made, and each
 * assertion once. Any failure goes to /login?error=saml_auth_failed.
 */
import { SAML, ValidateInResponseTo, type SamlConfig } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { safeText } from '@airboard/shared/api';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import type { SsoConfig } from '../../db/schema/json-types';
import { consumeOnce, samlRequestCache } from '../../auth/saml-request-cache';
import { resolveBrand } from '../branding/branding.service';
import { findProject } from '../projects/projects.service';
import { externalSessionUrl, userForDomainIdentity } from './external-sign-in';
import { linkBase } from '../branding/brand-links.service';

export interface SamlDeps {
  database: DatabaseHandle;
  config: Pick<
    Config,
    | 'PUBLIC_URL'
    | 'SAML_SP_ENTITY_ID'
    | 'SAML_ENTRY_POINT'
    | 'SAML_IDP_ISSUER'
    | 'SAML_IDP_CERT'
    | 'SSO_EMAIL_DOMAIN'
  >;
}

export const SAML_FAILURE_PATH = '/login?error=saml_auth_failed';
export const SAML_LANDING_PATH = '/login/cps';
const CALLBACK_PATH = '/users/auth/saml/callback';
const ASSERTION_MAX_AGE_MS = 10 * 60_000;

const startQuery = z.object({ project: safeText().max(64).optional() });
const callbackBody = z.object({
  SAMLResponse: safeText().min(1).max(200_000),
  RelayState: safeText().max(64).optional(),
});

/** The configured provider, used when neither the brand nor the project names one. */
function configuredProvider(config: SamlDeps['config']): SsoConfig | null {
  if (!config.SAML_ENTRY_POINT || !config.SAML_IDP_ISSUER || !config.SAML_IDP_CERT) {
    return null;
  }
  return {
    saml: {
      entryPoint: config.SAML_ENTRY_POINT,
      issuer: config.SAML_IDP_ISSUER,
      idpCert: config.SAML_IDP_CERT,
    },
    ...(config.SSO_EMAIL_DOMAIN ? { emailDomain: config.SSO_EMAIL_DOMAIN } : {}),
  };
}

export const samlRoutes =
  ({ database: { db }, config }: SamlDeps): FastifyPluginAsync =>
  async (app) => {
    const publicUrl = config.PUBLIC_URL;
    const spEntityId = config.SAML_SP_ENTITY_ID;
    const fallback = configuredProvider(config);
    const defaultEmailDomain = config.SSO_EMAIL_DOMAIN;
    const cacheProvider = samlRequestCache(db);

    // The identity provider posts an HTML form; only this plugin's routes read form bodies.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    /** The provider for a project (its own, else its brand's), else the host's brand, else config. */
    async function ssoFor(request: FastifyRequest, projectId: string | null) {
      const project = projectId ? await findProject(db, projectId) : undefined;
      const brand = await resolveBrand(db, {
        hostname: request.hostname,
        projectId: project?.id ?? null,
      });
      const sso = brand.sso?.saml ? brand.sso : fallback;
      return { sso, brand, projectId: project?.id ?? '' };
    }

    function samlClient(request: FastifyRequest, sso: SsoConfig, brandBase: string): SAML | null {
      if (!sso.saml) {
        return null;
      }
      const config: SamlConfig = {
        entryPoint: sso.saml.entryPoint,
        idpIssuer: sso.saml.issuer,
        idpCert: sso.saml.idpCert,
        issuer: spEntityId,
        audience: sso.saml.audience ?? spEntityId,
        callbackUrl: `${brandBase}${CALLBACK_PATH}`,
        wantAssertionsSigned: true,
        wantAuthnResponseSigned: true,
        validateInResponseTo: ValidateInResponseTo.always,
        requestIdExpirationPeriodMs: 10 * 60_000,
        maxAssertionAgeMs: ASSERTION_MAX_AGE_MS,
        acceptedClockSkewMs: 30_000,
        cacheProvider,
        identifierFormat: null,
        signatureAlgorithm: 'sha256',
        disableRequestedAuthnContext: true,
      };
      request.log.debug({ entryPoint: config.entryPoint }, 'saml client');
      return new SAML(config);
    }

    app.get(
      '/users/auth/saml',
      {
        config: { public: true },
        schema: {
          summary: 'Start single sign-on with SAML (a browser navigation)',
          description:
            "Query `project`: the project whose identity provider to use; else the host's brand's, else the configured one.",
          operationId: 'startSamlSignIn',
          tags: ['accounts'],
          response: {
            302: z
              .null()
              .describe(`To the identity provider, or to ${SAML_FAILURE_PATH} when none is set up`),
          },
        },
      },
      async (request, reply) => {
        const query = startQuery.safeParse(request.query);
        const { sso, brand, projectId } = await ssoFor(
          request,
          query.success ? (query.data.project ?? null) : null,
        );
        const client = sso ? samlClient(request, sso, linkBase(request, brand, publicUrl)) : null;
        if (!client) {
          request.log.warn('single sign-on requested but no identity provider is configured');
          return reply.redirect(SAML_FAILURE_PATH);
        }
        return reply.redirect(await client.getAuthorizeUrlAsync(projectId, request.hostname, {}));
      },
    );

    app.post(
      CALLBACK_PATH,
      {
        config: { public: true },
        schema: {
          summary: "Finish single sign-on (the identity provider's signed SAML response)",
          description:
            'A form post (application/x-www-form-urlencoded) with `SAMLResponse` and `RelayState` (the project id).',
          operationId: 'finishSamlSignIn',
          tags: ['accounts'],
          response: {
            302: z
              .null()
              .describe(`To ${SAML_LANDING_PATH} with the session, or to ${SAML_FAILURE_PATH}`),
          },
        },
      },
      async (request, reply) => {
        const body = callbackBody.safeParse(request.body);
        if (!body.success) {
          return reply.redirect(SAML_FAILURE_PATH);
        }
        const { sso, brand } = await ssoFor(request, body.data.RelayState || null);
        const base = linkBase(request, brand, publicUrl);
        const client = sso ? samlClient(request, sso, base) : null;
        try {
          if (!client || !sso) {
            throw new Error('no identity provider');
          }
          const { profile } = await client.validatePostResponseAsync({
            SAMLResponse: body.data.SAMLResponse,
          });
          if (!profile) {
            throw new Error('no profile');
          }
          checkAddressedTo(profile.getSamlResponseXml?.() ?? '', `${base}${CALLBACK_PATH}`);
          const assertionId = assertionIdOf(profile.getAssertionXml?.() ?? '');
          if (
            !(await consumeOnce(
              db,
              'saml-assertion',
              assertionId,
              new Date(Date.now() + ASSERTION_MAX_AGE_MS * 2),
            ))
          ) {
            throw new Error('assertion replayed');
          }
          const email =
            typeof profile.email === 'string'
              ? profile.email
              : typeof profile.mail === 'string'
                ? profile.mail
                : profile.nameID;
          const user = await userForDomainIdentity(
            db,
            `saml:${sso.saml?.issuer ?? ''}`,
            profile.nameID,
            email,
            sso.emailDomain ?? defaultEmailDomain ?? null,
          );
          if (!user) {
            throw new Error('no linked account');
          }
          return reply.redirect(await externalSessionUrl(db, user, SAML_LANDING_PATH));
        } catch (error) {
          request.log.warn(
            { reason: error instanceof Error ? error.message : String(error) },
            'saml sign-in refused',
          );
          return reply.redirect(SAML_FAILURE_PATH);
        }
      },
    );
  };

/** The Response's Destination and every SubjectConfirmationData Recipient must be our endpoint. */
function checkAddressedTo(responseXml: string, callbackUrl: string): void {
  const doc = new DOMParser().parseFromString(responseXml, 'text/xml');
  const response = doc.documentElement;
  if (response?.getAttribute('Destination') !== callbackUrl) {
    throw new Error('wrong Destination');
  }
  const confirmations = doc.getElementsByTagNameNS(
    'urn:oasis:names:tc:SAML:2.0:assertion',
    'SubjectConfirmationData',
  );
  if (confirmations.length === 0) {
    throw new Error('no SubjectConfirmationData');
  }
  for (let i = 0; i < confirmations.length; i += 1) {
    if (confirmations.item(i)?.getAttribute('Recipient') !== callbackUrl) {
      throw new Error('wrong Recipient');
    }
  }
}

function assertionIdOf(assertionXml: string): string {
  const id = new DOMParser()
    .parseFromString(assertionXml, 'text/xml')
    .documentElement?.getAttribute('ID');
  if (!id) {
    throw new Error('assertion without ID');
  }
  return id;
}
