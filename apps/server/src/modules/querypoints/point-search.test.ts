/**
 * The point explorer's search (spec 002 §3, §5, §8, §9): a site is required; zone, type, alarm
 * status and a literal, case-insensitive name fragment narrow it down; pages come with the total;
 * alarm status follows the measurement's active alerts; Bool and multi-state points carry their
 * texts; another project's site is a 404 and a caller without a session a 401.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { explorerPointTypesResponse, pointsResponse } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { newObjectId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { useMonitoringApp } from '../../../test/fixtures/hooks';
import { bearer } from '../../../test/fixtures/monitoring';

const t = useMonitoringApp();

beforeAll(async () => {
  const { db, site, zones, otherSite } = t;
  await db.insert(s.pointTypes).values({
    type: 'fanStatus',
    name: 'Fan status',
    description: 'Fan running or stopped',
    scoreOrder: 9,
    measurementType: 'point',
    kind: 'Bool',
  });
  const [fan] = await db
    .insert(s.measurements)
    .values({
      id: newObjectId(),
      siteId: site.id,
      zoneId: zones.wing.id,
      name: 'AHU fan',
      type: 'point',
      kind: 'Bool',
      activeText: 'Running',
      inactiveText: 'Stopped',
    })
    .returning();
  await db.insert(s.points).values([
    {
      id: newObjectId(),
      siteId: site.id,
      zoneId: zones.wing.id,
      measurementId: fan!.id,
      name: 'AHU fan status',
      type: 'fanStatus',
      kind: 'Bool',
      curVal: 1,
    },
    { id: newObjectId(), siteId: site.id, zoneId: zones.wing.id, name: 'Wing CO2', type: 'co2' },
    { id: newObjectId(), siteId: site.id, name: 'Boiler 100% load' },
    { id: newObjectId(), siteId: otherSite.id, name: 'Foreign CO2', type: 'co2' },
  ]);
});

const search = (query: string, token: string | null = t.tokens.member) =>
  t.app.inject({
    method: 'GET',
    url: `/api/querypoints/points?${query}`,
    headers: token === null ? {} : bearer(token),
  });
const names = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode).toBe(200);
  return pointsResponse.parse(res.json()).results.map((p) => p.name);
};

describe('GET /api/querypoints/points', () => {
  it("lists the site's points by name with their site, zone, texts and alarm status", async () => {
    const res = await search(`siteId=${t.site.id}`);
    const { results, total } = pointsResponse.parse(res.json());
    expect(total).toBe(5);
    expect(results.map((p) => p.name)).toEqual([
      'AHU fan status',
      'Boiler 100% load',
      'CO2',
      'Setpoint',
      'Wing CO2',
    ]);
    expect(results[0]).toMatchObject({
      kind: 'Bool',
      curVal: 1,
      activeText: 'Running',
      inactiveText: 'Stopped',
      type: 'fanStatus',
      site: { objectId: t.site.id, name: 'Lincoln Elementary' },
      zone: { objectId: t.zones.wing.id, name: 'West Wing' },
      alarmStatus: false,
    });
    // The CO2 measurement has an open critical alert (the fixture's).
    expect(results.find((p) => p.name === 'CO2')?.alarmStatus).toBe(true);
    expect(results.find((p) => p.name === 'Boiler 100% load')).toMatchObject({
      zone: null,
      alarmStatus: false,
    });
  });

  it('filters by zone, point type, alarm status and a case-insensitive name fragment', async () => {
    const site = `siteId=${t.site.id}`;
    expect(await names(`${site}&zoneId=${t.zones.gym.id}`)).toEqual(['CO2', 'Setpoint']);
    expect(await names(`${site}&pointType=co2`)).toEqual(['Wing CO2']);
    expect(await names(`${site}&alarmStatus=active`)).toEqual(['CO2']);
    expect(await names(`${site}&alarmStatus=not_active`)).toEqual([
      'AHU fan status',
      'Boiler 100% load',
      'Setpoint',
      'Wing CO2',
    ]);
    expect(await names(`${site}&name=co2`)).toEqual(['CO2', 'Wing CO2']);
    expect(await names(`${site}&name=co2&zoneId=${t.zones.wing.id}`)).toEqual(['Wing CO2']);
  });

  it('matches % and _ of the name literally', async () => {
    expect(await names(`siteId=${t.site.id}&name=${encodeURIComponent('0%')}`)).toEqual([
      'Boiler 100% load',
    ]);
    expect(await names(`siteId=${t.site.id}&name=_`)).toEqual([]);
  });

  it('answers one page at a time with the total of all matches', async () => {
    const res = await search(`siteId=${t.site.id}&limit=2&offset=2`);
    const page = pointsResponse.parse(res.json());
    expect(page.total).toBe(5);
    expect(page.results.map((p) => p.name)).toEqual(['CO2', 'Setpoint']);
  });

  it('requires a site, and refuses limits beyond 10000 and unknown alarm statuses', async () => {
    const noSite = await search('name=co2');
    expect(noSite.statusCode).toBe(400);
    expect(noSite.json<{ errorMessage: string }>().errorMessage).toContain(
      messages.pointSearchNeedsSite,
    );
    expect((await search(`siteId=${t.site.id}&limit=10001`)).statusCode).toBe(400);
    expect((await search(`siteId=${t.site.id}&limit=0`)).statusCode).toBe(400);
    expect((await search(`siteId=${t.site.id}&alarmStatus=alarming`)).statusCode).toBe(400);
  });

  it("hides another project's site behind a 404 and refuses a caller without a session", async () => {
    expect((await search(`siteId=${t.otherSite.id}`)).statusCode).toBe(404);
    expect((await search(`siteId=${t.site.id}`, t.tokens.outsider)).statusCode).toBe(404);
    expect((await search(`siteId=${t.site.id}`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/querypoints/point/types', () => {
  const types = (query: string, token: string | null = t.tokens.member) =>
    t.app.inject({
      method: 'GET',
      url: `/api/querypoints/point/types${query}`,
      headers: token === null ? {} : bearer(token),
    });

  it("lists the types the project's points use, by name", async () => {
    const res = await types('');
    expect(explorerPointTypesResponse.parse(res.json()).results).toEqual([
      { type: 'co2', name: 'CO2' },
      { type: 'fanStatus', name: 'Fan status' },
    ]);
    const byProject = await types(`?projectId=${t.project.id}`);
    expect(byProject.json()).toEqual(res.json());
  });

  it("hides another project's types, refuses a caller without a session or a bad id", async () => {
    expect((await types(`?projectId=${t.project.id}`, t.tokens.outsider)).statusCode).toBe(404);
    expect((await types('', t.tokens.noProject)).statusCode).toBe(404);
    expect((await types('', null)).statusCode).toBe(401);
    expect((await types(`?projectId=${'x'.repeat(65)}`)).statusCode).toBe(400);
  });
});
