/**
 * Security requirement 2: every registered route has an access expectation here, and is walked
 * as anonymous, member and member of another project. Adding a route without a row fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createProject, createSession, createSite, createUser } from './factories';
import { createTestDatabase, type TestDatabase } from './test-database';

type Access = 'public' | 'member';
interface Fixture {
  memberToken: string;
  outsiderToken: string;
  siteId: string;
}
interface Expectation {
  access: Access;
  /** A request a member of the object's project may make. */
  request: (f: Fixture) => { method: 'GET' | 'POST'; url: string };
}

const expectations: Record<string, Expectation> = {
  'GET /api/health': { access: 'public', request: () => ({ method: 'GET', url: '/api/health' }) },
  'GET /api/site': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/site?siteId=${f.siteId}` }),
  },
};

/** Routes that are not part of the product API (documentation, served files). */
const isInfrastructure = (url: string) =>
  url.startsWith('/api/docs') || !url.startsWith('/api') || url === '/*';

let database: TestDatabase;
let app: FastifyInstance;
let fixture: Fixture;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ database: database.handle, logger: false });
  await app.ready();
  const { db } = database.handle;
  const project = await createProject(db);
  const other = await createProject(db, { name: 'Other' });
  const site = await createSite(db, project.id);
  const member = await createUser(db, { projectIds: [project.id] });
  const outsider = await createUser(db, { projectIds: [other.id] });
  fixture = {
    memberToken: await createSession(db, member.id, project.id),
    outsiderToken: await createSession(db, outsider.id, other.id),
    siteId: site.id,
  };
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('has an access expectation for every API route', () => {
  const routes = app.routeCatalogue
    .filter((r) => r.method !== 'HEAD' && !isInfrastructure(r.url))
    .map((r) => `${r.method} ${r.url}`);
  expect(routes.filter((r) => !(r in expectations))).toEqual([]);
});

describe.each(Object.entries(expectations))('%s', (_name, expectation) => {
  it('answers a member', async () => {
    const res = await app.inject({
      ...expectation.request(fixture),
      headers: { authorization: `Bearer ${fixture.memberToken}` },
    });
    expect(res.statusCode).toBe(200);
  });

  if (expectation.access === 'member') {
    it('refuses an anonymous caller with 401', async () => {
      const res = await app.inject(expectation.request(fixture));
      expect(res.statusCode).toBe(401);
    });
    it("hides another project's object behind a 404", async () => {
      const res = await app.inject({
        ...expectation.request(fixture),
        headers: { authorization: `Bearer ${fixture.outsiderToken}` },
      });
      expect(res.statusCode).toBe(404);
    });
  }
});
