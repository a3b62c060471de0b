/**
 * The API as a contract: the OpenAPI document generated from the routes' zod schemas
 * (GET /api/docs/json, Swagger UI at /api/docs) and a readable reference of it (Redoc, GET
 * /api/docs/reference). Each route's schema says what only it knows: summary, operationId, tag,
 * request and response shapes, and the errors of its own (403, 404, 429 …). What follows from the
 * kind of route is added here, the same for every route: its security (a session unless it is
 * `config: { public: true }`), 400 when it validates input, 401 when it needs a session, and 503.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, INGEST_KEY_HEADER } from '@airboard/shared/api';

/** Every route names one of these tags: one per area of the product, in reading order. */
const tags = [
  {
    name: 'accounts',
    description:
      "Sign-in and sessions, password reset, signup, invites, single sign-on, and the user's own settings.",
  },
  { name: 'projects', description: "The session's project with its sites (the home screen)." },
  { name: 'sites', description: 'A site, its zones, and its floors with plan images.' },
  {
    name: 'measurements',
    description: 'Measurements of a site, renaming them, and the point-type catalogue.',
  },
  {
    name: 'telemetry',
    description:
      'Latest values and trend data of measurements and points, and the live stream of their changes.',
  },
  { name: 'alerts', description: "A site's alerts and acknowledging them." },
  { name: 'heatmap', description: 'Alerts or measurement means per zone and period.' },
  { name: 'reports', description: 'The measurement tree of reports, and the reports themselves.' },
  {
    name: 'point explorer',
    description:
      "A site's points searched by zone, type, alarm status and name, and each user's saved filters.",
  },
  {
    name: 'points',
    description: 'Writing a value to a building-automation point: a durable job, and its status.',
  },
  {
    name: 'schedules',
    description:
      "A site's schedule groups of writable points, the project's holiday calendars, the writes schedules made and a point's schedule.",
  },
  { name: 'dashboards', description: "A project's dashboards, for the side navigator." },
  {
    name: 'kiosks',
    description:
      "A site's kiosks as its admins manage and share them, and what a lobby screen is sent by a kiosk's public id (no sign-in).",
  },
  {
    name: 'status',
    description:
      "A project's public status page by its status slug (no sign-in): each site's status, newest reading, active alerts and 90-day history.",
  },
  {
    name: 'devices',
    description:
      "A site's devices with their signal and connected status, and renaming them (admins).",
  },
  {
    name: 'onboarding',
    description:
      "Staff mapping a site's building-automation topology into zones, measurements and points.",
  },
  {
    name: 'ingest',
    description: 'Readings from devices and gateways, and the ingest keys that authenticate them.',
  },
  { name: 'system', description: 'Health of the server and its database.' },
];

/** What each status means wherever it appears; a route's own words (`.describe()`) win. */
const responseDescriptions: Record<string, string> = {
  200: 'Success.',
  400: 'The request is invalid; errorMessage says why (for a malformed one: each field and its problem).',
  401: 'No valid session or credentials.',
  403: "Signed in, but the user's role does not allow this.",
  404: "Not found, or in a project the caller is not a member of (the same answer, so other projects' ids are not revealed).",
  413: 'The request is too large.',
  429: 'Too many attempts; retry after the seconds in Retry-After.',
  502: 'The building-automation system failed; errorMessage says what could not be done.',
  503: 'The server is busy or its database is unreachable; retry after the seconds in Retry-After.',
  504: 'The building-automation system did not answer in time; errorMessage says what could not be done.',
};
const retryAfter = {
  'retry-after': { type: 'integer', description: 'Seconds to wait before retrying.' },
};

/** Adds the parts every route of a kind shares to its schema, then turns zod into JSON Schema. */
const documentRoute: SwaggerTransform<FastifySchema> = (input) => {
  const { schema, route } = input;
  if (!schema || schema.hide) {
    return jsonSchemaTransform(input);
  }
  const signedIn = route.config?.public !== true;
  const validatesInput = Boolean(schema.params ?? schema.querystring ?? schema.body);
  const response: Record<string, unknown> = {
    ...(validatesInput ? { 400: errorResponse } : {}),
    ...(signedIn ? { 401: errorResponse } : {}),
    503: errorResponse,
    ...(schema.response as Record<string, unknown> | undefined),
  };
  const transformed = jsonSchemaTransform({
    ...input,
    schema: {
      ...schema,
      security: schema.security ?? (signedIn ? [{ bearer: [] }] : []),
      response,
    },
  });
  const responses = transformed.schema.response as Record<string, Record<string, unknown>>;
  for (const [status, contract] of Object.entries(response)) {
    // The error body is one named schema. @fastify/swagger takes a response's description from
    // x-response-description, or from beside a $ref (and drops it from the schema).
    const described = responses[status]?.description ?? responseDescriptions[status];
    responses[status] =
      contract === errorResponse
        ? { $ref: '#/components/schemas/ErrorResponse', description: described }
        : { ...responses[status], 'x-response-description': described };
    if (status === '429' || status === '503') {
      responses[status].headers = retryAfter;
    }
  }
  return transformed;
};

/** Redoc's self-contained bundle, from the installed npm package (no CDN). */
const redocBundle = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
const referencePage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Airboard API reference</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <redoc spec-url="/api/docs/json"></redoc>
    <script src="/api/docs/reference/redoc.standalone.js"></script>
  </body>
</html>
`;

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Airboard API',
        description:
          'Indoor air quality, comfort and equipment monitoring. Sign in with POST /users/login and send the token as `Authorization: Bearer <token>`; errors answer `{ errorMessage }`.',
        version,
      },
      // Relative: the server that serves this document.
      servers: [{ url: '/', description: 'This Airboard server' }],
      tags,
      components: {
        schemas: {
          ErrorResponse: z.toJSONSchema(errorResponse, { io: 'output' }) as Record<string, unknown>,
        },
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token answered by POST /users/login or another sign-in.',
          },
          ingestKey: {
            type: 'apiKey',
            in: 'header',
            name: INGEST_KEY_HEADER,
            description: 'An ingest key a project admin made with POST /api/ingestKeys.',
          },
        },
      },
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Under /api/docs, like Swagger UI: public, and outside the product routes' access matrix.
  app.get('/api/docs/reference', { schema: { hide: true } }, (_request, reply) => {
    // The app's policy, with images from this server only: Redoc's footer would fetch its logo
    // from a CDN, telling a third party who reads the documentation.
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy.replace(/img-src [^;]*/, "img-src 'self' data:"))
      .send(referencePage);
  });
  app.get(
    '/api/docs/reference/redoc.standalone.js',
    { schema: { hide: true } },
    (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(fs.createReadStream(redocBundle)),
  );
}
