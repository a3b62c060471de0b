/**
 * No input makes the server fail (issue 11, finding 10): every operation of the served OpenAPI
 * document is called with inputs generated from its parameter and body schemas, mixed with the
 * nasty values a probe sends (NUL characters, lone surrogates, huge numbers, year 9999, very long
 * strings), as a signed-in admin and as an anonymous caller; no answer may be a 5xx. The run is
 * bounded (RUNS_PER_OPERATION per operation and caller, a few thousand requests in all) and
 * reproducible: the seed is fixed, printed on failure, and can be set with FUZZ_SEED.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Database } from '../src/db/connect';
import { createSession, createUser } from './fixtures/factories';
import { useTestApp } from './fixtures/hooks';
import {
  createSensor,
  createTelemetryAccessFixture,
  createTelemetryWorld,
} from './fixtures/telemetry';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS_PER_OPERATION = 20;

/** The part of a JSON schema the generator reads. */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  nullable?: boolean;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** What a probe sends: text the database cannot store, times and numbers out of range, bulk. */
const nastyStrings = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  '\uDE00\uD83D',
  '999999999999999',
  '9999-12-31',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-1',
  'NaN',
  'Infinity',
  '1e308',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  '%00',
  'x'.repeat(5000),
];
const nastyNumbers = [
  0,
  -1,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  999_999_999_999_999,
  Number.MAX_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31) - 1,
  0.5,
];

const nastyString = fc.constantFrom(...nastyStrings);
const nastyNumber = fc.oneof(fc.constantFrom(...nastyNumbers), nastyString);

/** Mostly a plausible value, so the other checks pass and the nasty one reaches deep code. */
const mostly = (plausible: fc.Arbitrary<unknown>, nasty: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: nasty, weight: 1 });

const day = fc
  .date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2026-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString());

/** A plausible string for a field: the fixture's object, or what the field's name or format says. */
function plausibleString(schema: Schema, name: string): fc.Arbitrary<string> {
  const known = ids[name];
  if (known !== undefined) {
    return fc.constant(known);
  }
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
  }
  if (schema.format === 'date-time') {
    return day;
  }
  if (schema.format === 'date' || /Date$/.test(name)) {
    return day.map((iso) => iso.slice(0, 10));
  }
  if (/email|username/i.test(name)) {
    return fc.constantFrom('fuzz@example.org', 'admin@example.org');
  }
  if (/Time$/.test(name)) {
    return day;
  }
  return fc.string({ maxLength: 12 });
}

/** Values from a JSON schema, with a nasty value in any leaf now and then. */
function fromSchema(schema: Schema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) {
    return mostly(fc.string({ maxLength: 12 }), fc.oneof(nastyString, nastyNumber));
  }
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) {
    return fc.oneof(...variants.map((s) => fromSchema(s, name, depth + 1)));
  }
  if (schema.const !== undefined) {
    return mostly(fc.constant(schema.const), nastyString);
  }
  if (schema.enum) {
    return mostly(fc.constantFrom(...schema.enum), nastyString);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return mostly(plausibleString(schema, name), nastyString);
    case 'number':
    case 'integer':
      return mostly(fc.integer({ min: 0, max: 100 }), nastyNumber);
    case 'boolean':
      return mostly(fc.boolean(), nastyString);
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      return fc.array(fromSchema(items, name, depth + 1), { minLength: 1, maxLength: 3 });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0) {
        return fc.dictionary(fc.oneof(nastyString, fc.string({ maxLength: 8 })), nastyString, {
          maxKeys: 3,
        });
      }
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, s]) => [key, fromSchema(s, key, depth + 1)]),
        ),
        { requiredKeys: schema.required ?? [] },
      );
    }
    case undefined:
    default:
      return mostly(fc.string({ maxLength: 12 }), fc.oneof(nastyString, nastyNumber));
  }
}

/** The fixture's ids by parameter name, so generated requests also reach objects that exist. */
let ids: Record<string, string> = {};

/**
 * A query or path value as a URL carries it. A lone surrogate has no UTF-8 form, so it goes as
 * the bytes a broken client would send (an encoded surrogate, which is not valid UTF-8).
 */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: string;
}

/** An arbitrary request of an operation: its path and query parameters and its JSON body. */
function requestsOf(method: string, path: string, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = (operation.parameters ?? []).filter(
    (p) => p.in === 'path' || p.in === 'query',
  );
  const body = operation.requestBody?.content?.['application/json']?.schema;
  return fc
    .record({
      values: fc.tuple(
        ...parameters.map((p) =>
          p.required
            ? fromSchema(p.schema, p.name)
            : fc.option(fromSchema(p.schema, p.name), { nil: undefined, freq: 3 }),
        ),
      ),
      body: body ? fromSchema(body) : fc.constant(undefined),
    })
    .map(({ values, body: payload }) => {
      let url = path;
      const query: string[] = [];
      parameters.forEach((p, i) => {
        const value = values[i];
        if (p.in === 'path') {
          url = url.replace(`{${p.name}}`, encode(value) || 'x');
        } else if (value !== undefined) {
          query.push(`${p.name}=${encode(value)}`);
        }
      });
      return {
        method: method.toUpperCase() as FuzzRequest['method'],
        url: query.length > 0 ? `${url}?${query.join('&')}` : url,
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      };
    });
}

async function createFuzzFixture(db: Database) {
  const world = await createTelemetryWorld(db);
  const admin = await createUser(db, { projectIds: [world.project.id], role: 'admin' });
  const sensor = await createSensor(db, world.site.id, world.zone.id);
  const telemetry = await createTelemetryAccessFixture(db, {
    projectId: world.project.id,
    siteId: world.site.id,
    zoneId: world.zone.id,
    measurementId: sensor.measurementId,
    userId: admin.id,
  });
  return { ...world, admin, sensor, telemetry };
}

const t = useTestApp({}, createFuzzFixture);

it(
  'answers no generated input with a 5xx, signed in as an admin or anonymous',
  { timeout: 180_000 },
  async () => {
    ids = {
      siteId: t.site.id,
      zoneId: t.zone.id,
      projectId: t.project.id,
      userId: t.admin.id,
      user: t.admin.id,
      project: t.project.id,
      id: t.sensor.measurementId,
      pointId: t.telemetry.pointId,
      uuid: t.telemetry.pointUuid,
      point: t.telemetry.pointUuid,
      jobId: t.telemetry.jobId,
      alertId: t.telemetry.alertId,
      keyId: t.telemetry.revocableKeyId,
    };
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ method, path, operation })),
    );
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, path, operation } of operations) {
      for (const caller of ['admin', 'anonymous'] as const) {
        const run = await fc.check(
          fc.asyncProperty(requestsOf(method, path, operation), async (request) => {
            // A fresh session each time: a generated sign-out or password change ends the last one.
            const headers: Record<string, string> = { 'content-type': 'application/json' };
            if (caller === 'admin') {
              headers.authorization = `Bearer ${await createSession(t.db, t.admin.id, t.project.id)}`;
              headers['x-ingest-key'] = t.telemetry.ingestKey;
            }
            const res = await t.app.inject({ ...request, headers, payload: request.payload });
            return res.statusCode < 500;
          }),
          { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
        if (run.failed) {
          failures.push(
            `${method.toUpperCase()} ${path} as ${caller} (seed ${SEED}): ${JSON.stringify(run.counterexample)}`,
          );
        }
      }
    }
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  },
);
