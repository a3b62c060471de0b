/**
 * Saved point queries (spec 002 §3, §5): saved, listed, renamed and deleted by their owner only;
 * every name rule with its exact message, unique whatever the case per user and project (409),
 * refused without filters, with a site and zone of the project only; 401 without a session and
 * 404 for another project's member or another user's query.
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { savedQueriesResponse, savedQueryResponse, type SaveQueryBody } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { createSession, createUser } from '../../../test/fixtures/factories';
import { useMonitoringApp } from '../../../test/fixtures/hooks';
import { bearer } from '../../../test/fixtures/monitoring';

const t = useMonitoringApp();
/** Another member of the same project, with queries of their own. */
let colleagueToken: string;

beforeAll(async () => {
  const colleague = await createUser(t.db, { projectIds: [t.project.id] });
  colleagueToken = await createSession(t.db, colleague.id, t.project.id);
});

const call = (
  method: InjectOptions['method'],
  url: string,
  token: string | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token === null ? {} : bearer(token),
  });
const queriesUrl = () => `/api/querypoints/queries?projectId=${t.project.id}`;
const save = (body: SaveQueryBody, token: string | null = t.tokens.member) =>
  call('POST', queriesUrl(), token, body);
const list = async (token = t.tokens.member) =>
  savedQueriesResponse.parse((await call('GET', queriesUrl(), token)).json()).results;
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { errorMessage: string }).errorMessage;

describe('saving a query', () => {
  it('keeps the filters under the name, with the site and zone named', async () => {
    const res = await save({
      name: '  Gym alarms ',
      siteId: t.site.id,
      zoneId: t.zones.gym.id,
      alarmStatus: 'active',
      pointType: 'co2',
      nameFilter: 'co2',
    });
    expect(res.statusCode).toBe(200);
    expect(savedQueryResponse.parse(res.json()).results).toMatchObject({
      name: 'Gym alarms',
      site: { objectId: t.site.id, name: 'Lincoln Elementary' },
      zone: { objectId: t.zones.gym.id, name: 'Gymnasium' },
      alarmStatus: 'active',
      pointType: 'co2',
      nameFilter: 'co2',
    });
    expect((await list()).map((q) => q.name)).toContain('Gym alarms');
  });

  it('refuses each name rule with its message', async () => {
    const cases: [string, string][] = [
      ['', messages.queryNameRequired],
      ['a', messages.queryNameTooShort],
      ['a'.repeat(51), messages.queryNameTooLong],
      ['CO2 > 1000', messages.queryNameCharacters],
    ];
    for (const [name, message] of cases) {
      const res = await save({ name, nameFilter: 'co2' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(message);
    }
    expect((await save({ name: 'a'.repeat(50), nameFilter: 'co2' })).statusCode).toBe(200);
  });

  it('refuses a query without filters', async () => {
    const res = await save({ name: 'Everything', nameFilter: '  ', siteId: null });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(messages.queryWithoutFilters);
  });

  it('keeps names unique per user whatever the case, but not across users', async () => {
    expect((await save({ name: 'Fans', nameFilter: 'fan' })).statusCode).toBe(200);
    const taken = await save({ name: 'FANS', alarmStatus: 'not_active' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toBe(messages.queryNameTaken);
    expect((await save({ name: 'fans', nameFilter: 'fan' }, colleagueToken)).statusCode).toBe(200);
  });

  it('refuses a bad alarm status, a site of another project and a zone outside the site', async () => {
    expect((await save({ name: 'Bad', alarmStatus: 'alarming' as 'active' })).statusCode).toBe(400);
    expect((await save({ name: 'Foreign', siteId: t.otherSite.id })).statusCode).toBe(404);
    expect(
      (await save({ name: 'Elsewhere', siteId: t.secondSite.id, zoneId: t.zones.gym.id }))
        .statusCode,
    ).toBe(400);
  });

  it("refuses a caller without a session, and another project's member", async () => {
    expect((await save({ name: 'Anon', nameFilter: 'x' }, null)).statusCode).toBe(401);
    expect((await save({ name: 'Spy', nameFilter: 'x' }, t.tokens.outsider)).statusCode).toBe(404);
    expect((await call('GET', queriesUrl(), null)).statusCode).toBe(401);
    expect((await call('GET', queriesUrl(), t.tokens.outsider)).statusCode).toBe(404);
  });
});

describe('listing, renaming and deleting', () => {
  it("lists only the caller's own queries, by name", async () => {
    await save({ name: 'alpha view', nameFilter: 'a' }, colleagueToken);
    const own = (await list()).map((q) => q.name);
    expect(own).not.toContain('alpha view');
    expect(own).toEqual([...own].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await list(colleagueToken)).map((q) => q.name)).toContain('alpha view');
  });

  it('renames a query under the same rules, and refuses a name the user has', async () => {
    const { results: query } = savedQueryResponse.parse(
      (await save({ name: 'Old name', nameFilter: 'x' })).json(),
    );
    const rename = (name: string, token: string | null = t.tokens.member) =>
      call('PUT', `/api/querypoints/queries/${query.objectId}`, token, { name });
    const renamed = await rename('New name');
    expect(renamed.statusCode).toBe(200);
    expect(savedQueryResponse.parse(renamed.json()).results).toMatchObject({
      name: 'New name',
      nameFilter: 'x',
    });
    expect(errorOf(await rename('x'))).toBe(messages.queryNameTooShort);
    const taken = await rename('fans');
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toBe(messages.queryNameTaken);
    // Its own name in another case is no clash.
    expect((await rename('NEW NAME')).statusCode).toBe(200);
    expect((await rename('Mine', colleagueToken)).statusCode).toBe(404);
    expect((await rename('Mine', t.tokens.outsider)).statusCode).toBe(404);
    expect((await rename('Mine', null)).statusCode).toBe(401);
  });

  it('deletes a query for its owner only', async () => {
    const { results: query } = savedQueryResponse.parse(
      (await save({ name: 'Short lived', nameFilter: 'x' })).json(),
    );
    const remove = (token: string | null) =>
      call('DELETE', `/api/querypoints/queries/${query.objectId}`, token);
    expect((await remove(null)).statusCode).toBe(401);
    expect((await remove(colleagueToken)).statusCode).toBe(404);
    expect((await remove(t.tokens.outsider)).statusCode).toBe(404);
    const removed = await remove(t.tokens.member);
    expect(removed.statusCode).toBe(200);
    expect((await list()).map((q) => q.name)).not.toContain('Short lived');
    expect((await remove(t.tokens.member)).statusCode).toBe(404);
  });
});
