// Pushed changes merged into a real QueryClient: the values land in every query showing them,
// nothing else changes (same objects, no refetch), alerts and resets refetch what they name.
import type { LatestEvent, Measurement, Site, Zone } from '@airboard/shared/api';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildMeasurement, buildSite, buildZone } from '../../test/monitoring-data';
import {
  jobQueryKey,
  mergeAlerts,
  mergeJob,
  mergeKiosk,
  mergeLatest,
  resetTopics,
} from './cache-merge';

const now = new Date('2026-11-28T07:00:00.000Z');
const scoreAt = (val: number) => ({ ts: now.toISOString(), val });
const pushed = {
  objectId: 'm1',
  zoneId: 'zone1',
  curVal: 1234.5,
  curValTs: '2026-11-28T06:59:59.000Z',
  curScore: 40,
  isAlerting: true,
};
const latest = (overrides: Partial<LatestEvent> = {}): LatestEvent => ({
  siteId: 'site1',
  measurements: [pushed],
  zones: [
    {
      objectId: 'zone1',
      scores: { scoreOA: { ts: '2026-11-28T07:00:00.000Z', val: 55 }, scoreAQ: scoreAt(48) },
    },
  ],
  siteScores: { scoreOA: scoreAt(70), scoreOW: scoreAt(91) },
  ...overrides,
});

function cached() {
  const queryClient = new QueryClient();
  const co2 = buildMeasurement();
  const other = buildMeasurement({ objectId: 'm2', name: 'Humidity' });
  const parent = buildMeasurement({
    objectId: 'm3',
    childMeasurements: [buildMeasurement({ objectId: 'm1' })],
  });
  queryClient.setQueryData<Measurement[]>(['measurements', 'site1', 'zone1', false], [co2, other]);
  queryClient.setQueryData<Measurement[]>(['measurements', 'site1', null, false], [parent]);
  queryClient.setQueryData<Measurement[]>(['measurements', 'site2', null, false], [co2]);
  queryClient.setQueryData<Zone[]>(
    ['zones', 'site1', true],
    [
      buildZone({ measurements: [co2, other] }),
      buildZone({ objectId: 'zone2', measurements: [other] }),
    ],
  );
  queryClient.setQueryData<Zone[]>(
    ['zones', 'site1', false],
    [buildZone({ measurements: undefined })],
  );
  queryClient.setQueryData<Site>(['site', 'site1'], buildSite());
  return { queryClient, co2, other };
}

describe('mergeLatest', () => {
  it("writes the pushed values into the site's measurements, zones and site", () => {
    const { queryClient, other } = cached();
    mergeLatest(queryClient, latest());

    const zoneList = queryClient.getQueryData<Measurement[]>([
      'measurements',
      'site1',
      'zone1',
      false,
    ])!;
    expect(zoneList[0]).toMatchObject({ curVal: 1234.5, curScore: 40, isAlerting: true });
    expect(zoneList[1]).toBe(other);
    const siteList = queryClient.getQueryData<Measurement[]>([
      'measurements',
      'site1',
      null,
      false,
    ])!;
    expect(siteList[0]!.childMeasurements[0]).toMatchObject({ curVal: 1234.5 });
    // Another site's query is not touched.
    expect(
      queryClient.getQueryData<Measurement[]>(['measurements', 'site2', null, false])![0]!.curVal,
    ).toBe(912.345);

    const [zone1, zone2] = queryClient.getQueryData<Zone[]>(['zones', 'site1', true])!;
    expect(zone1!.measurements![0]).toMatchObject({ curValTs: pushed.curValTs, isAlerting: true });
    // Every score type, not only the overall one: the category donuts follow too.
    expect(zone1!.scores).toEqual({ scoreOA: scoreAt(55), scoreAQ: scoreAt(48) });
    expect(zone2!.measurements![0]).toBe(other);
    expect(
      queryClient.getQueryData<Zone[]>(['zones', 'site1', false])![0]!.scores.scoreOA!.val,
    ).toBe(55);

    const site = queryClient.getQueryData<Site>(['site', 'site1'])!;
    expect(site.scoreOA.curScore).toBe(70);
    expect(site.scores).toEqual({ scoreOA: scoreAt(70), scoreOW: scoreAt(91) });
  });

  it('keeps the same objects when nothing changed, so nothing renders again', () => {
    const { queryClient } = cached();
    mergeLatest(queryClient, latest());
    const zones = queryClient.getQueryData<Zone[]>(['zones', 'site1', true]);
    const site = queryClient.getQueryData<Site>(['site', 'site1']);
    mergeLatest(queryClient, latest());
    expect(queryClient.getQueryData(['zones', 'site1', true])).toBe(zones);
    expect(queryClient.getQueryData(['site', 'site1'])).toBe(site);
  });

  it('drops a score that is no longer there', () => {
    const { queryClient } = cached();
    mergeLatest(
      queryClient,
      latest({ zones: [{ objectId: 'zone1', scores: {} }], siteScores: {} }),
    );
    expect(
      queryClient.getQueryData<Zone[]>(['zones', 'site1', true])![0]!.scores.scoreOA,
    ).toBeUndefined();
    expect(queryClient.getQueryData<Site>(['site', 'site1'])!.scoreOA.curScore).toBeNull();
  });

  it('starts no request', () => {
    const { queryClient } = cached();
    mergeLatest(queryClient, latest());
    expect(queryClient.isFetching()).toBe(0);
  });
});

describe('mergeAlerts and resetTopics', () => {
  // A query with a query function, as a mounted screen has: invalidation marks it stale.
  function watched(queryClient: QueryClient, queryKey: unknown[]) {
    queryClient.setQueryData(queryKey, 'old');
    queryClient.getQueryCache().build(queryClient, { queryKey, queryFn: () => 'new' });
  }

  it('marks the alert lists, the site, its zones, measurements and the bell stale', async () => {
    const queryClient = new QueryClient();
    const keys = [
      ['site-alerts', 'site1', 'active'],
      ['site', 'site1'],
      ['zones', 'site1', true],
      // Their alerts rate the cards (a kiosk's Warning or Critical).
      ['measurements', 'site1', null, false],
      ['project-home'],
      ['site-alerts', 'site2', 'active'],
      ['measurements', 'site2', null, false],
    ];
    keys.forEach((key) => watched(queryClient, key));
    await mergeAlerts(queryClient, { siteId: 'site1', projectId: 'proj1' });
    const stale = keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual(keys.slice(0, 5));
  });

  it('marks what the topics show stale: a site, and the site of a zone', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<Zone[]>(['zones', 'site2', true], [buildZone({ objectId: 'zone9' })]);
    queryClient.setQueryData(['site', 'site1'], buildSite());
    queryClient.setQueryData(['site', 'site2'], buildSite({ objectId: 'site2' }));
    queryClient.setQueryData(['site', 'site3'], buildSite({ objectId: 'site3' }));
    await resetTopics(queryClient, ['site:site1', 'zone:zone9', 'job:j1']);
    expect(queryClient.getQueryState(['site', 'site1'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['site', 'site2'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['zones', 'site2', true])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['site', 'site3'])?.isInvalidated).toBe(false);
  });

  it('leaves what was fetched after the last stream ended', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['site', 'site1'], buildSite(), { updatedAt: 1_000 });
    queryClient.setQueryData(['zones', 'site1', true], [buildZone()], { updatedAt: 3_000 });
    await resetTopics(queryClient, ['site:site1'], 2_000);
    expect(queryClient.getQueryState(['site', 'site1'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['zones', 'site1', true])?.isInvalidated).toBe(false);
  });
});

describe('mergeKiosk', () => {
  it("replaces a public kiosk's values with the pushed answer; a reset refetches them", async () => {
    const queryClient = new QueryClient();
    const key = ['public-kiosk', 'pub1', 'measurements'];
    queryClient.setQueryData(key, { results: [], scores: [], generatedAt: 'then' });
    const content = { results: [], scores: [], generatedAt: now.toISOString() };
    mergeKiosk(queryClient, { kioskId: 'pub1', content });
    expect(queryClient.getQueryData(key)).toEqual(content);
    queryClient.getQueryCache().build(queryClient, { queryKey: key, queryFn: () => content });
    await resetTopics(queryClient, ['kiosk:pub1']);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});

describe('mergeJob', () => {
  it("stores the point write's pushed state under its job", () => {
    const queryClient = new QueryClient();
    const job = {
      objectId: 'j1',
      status: 'completed' as const,
      errorMessage: null,
      arguments: { curVal: 21 },
      completedAt: now.toISOString(),
    };
    mergeJob(queryClient, job);
    expect(queryClient.getQueryData(jobQueryKey('j1'))).toEqual(job);
  });
});
