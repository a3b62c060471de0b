/**
 * The public status page (issue 17): exactly the table's fields for the slug's project and no
 * other's, without a sign-in; unknown and malformed slugs alike are a 404; each site's status
 * from its newest reading and open critical alerts; the 90-day history's fresh hours (four
 * quarter hours each, a daylight-saving day of 23, today's completed hours only, nothing before
 * the site's first reading) and critical incidents; and a hundred visitors costing one read per
 * refresh interval.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { statusPageResponse, type StatusPageResponse } from '@airboard/shared/api';
import { STATUS_PAGE_REFRESH_MS } from '@airboard/shared/rules';
import { newObjectId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { get } from '../../../test/fixtures/accounts';
import {
  createProject,
  createSite,
  createUser,
  createSession,
} from '../../../test/fixtures/factories';
import { useTestApp } from '../../../test/fixtures/hooks';
import { createStatusPageAnswers } from './status-page.service';

const answers = createStatusPageAnswers();
const t = useTestApp({ statusPages: answers });
/** 08:30 in New York, two days after clocks went forward (Sunday 8 March 2026: a 23-hour day). */
const NOW = new Date('2026-03-10T12:30:00Z');
const MINUTE = 60_000;
let memberToken: string;

/** A site's measurement with its point (series) and a rule of the given severity on it. */
async function monitoredPoint(siteId: string, alertType: 'critical' | 'warning') {
  const { db } = t;
  const [measurement] = await db
    .insert(s.measurements)
    .values({ id: newObjectId(), siteId, name: 'CO2', type: 'co2' })
    .returning();
  const [point] = await db
    .insert(s.points)
    .values({ id: newObjectId(), siteId, measurementId: measurement!.id, name: 'CO2' })
    .returning();
  const [rule] = await db
    .insert(s.alertConfigs)
    .values({
      id: newObjectId(),
      measurementId: measurement!.id,
      alertType,
      condition: 'above',
      threshold: 1000,
      message: 'CO2 is high',
    })
    .returning();
  const alert = (startedAt: Date, clearedAt: Date | null = null) =>
    db.insert(s.alerts).values({
      id: newObjectId(),
      alertConfigId: rule!.id,
      measurementId: measurement!.id,
      siteId,
      isActive: clearedAt === null,
      startedAt,
      clearedAt,
    });
  return { point: point!, alert };
}

/** Quarter-hour rollups of a series from `from` (inclusive) to `to` (exclusive). */
const rollups = (seriesId: number, from: string, to: string) =>
  t.handle.transaction((query) =>
    query(
      `INSERT INTO reading_rollups (series_id, bucket, min, max, sum, count)
       SELECT $1, b, 1, 1, 1, 1 FROM generate_series($2::timestamptz,
         $3::timestamptz - interval '15 minutes', interval '15 minutes') b`,
      [seriesId, from, to],
    ),
  );

beforeAll(async () => {
  const { db } = t;
  const project = await createProject(db, { name: 'Demo Portfolio', statusSlug: 'cps' });
  const other = await createProject(db, { name: 'Other', statusSlug: 'other' });
  await createSite(db, other.id, { name: 'Maple Library' });
  const unpublished = await createProject(db, { name: 'Quiet' });
  await createSite(db, unpublished.id, { name: 'Hidden Hall' });
  const member = await createUser(db, { projectIds: [project.id] });
  memberToken = await createSession(db, member.id, project.id);

  // Annex: fresh data, a warning open (counted, not degrading), history on three days.
  const annex = await createSite(db, project.id, { name: 'Annex', activeAlertsCount: 1 });
  const co2 = await monitoredPoint(annex.id, 'critical');
  const humidity = await monitoredPoint(annex.id, 'warning');
  await db
    .update(s.points)
    .set({ curValTs: new Date(NOW.getTime() - 5 * MINUTE) })
    .where(eq(s.points.id, co2.point.id));
  await humidity.alert(new Date(NOW.getTime() - 60 * MINUTE));
  // 8 March (23 hours, 05:00Z to 04:00Z next day): every hour fresh.
  await rollups(co2.point.seriesId, '2026-03-08T05:00Z', '2026-03-09T04:00Z');
  // 9 March: hours 06–23 fresh; 05 has three quarters of four, so it is not.
  await rollups(co2.point.seriesId, '2026-03-09T09:00Z', '2026-03-09T09:45Z');
  await rollups(co2.point.seriesId, '2026-03-09T10:00Z', '2026-03-10T04:00Z');
  // Today until now: 8 completed hours; the running one does not count. A second series on the
  // same quarters counts them once.
  await rollups(co2.point.seriesId, '2026-03-10T04:00Z', '2026-03-10T12:30Z');
  await rollups(humidity.point.seriesId, '2026-03-10T04:00Z', '2026-03-10T06:00Z');
  // A critical incident across midnight of 8–9 March, over now.
  await co2.alert(new Date('2026-03-09T03:00Z'), new Date('2026-03-09T05:00Z'));

  // Ridge Lodge: its kept readings begin at 10:15 UTC on 9 March (older ones deleted), so that
  // day counts from 11:00 UTC: 17 hours to its midnight, 13 of them fresh; none fresh today.
  const lodge = await createSite(db, project.id, { name: 'Ridge Lodge' });
  const lodgePoint = await monitoredPoint(lodge.id, 'critical');
  await rollups(lodgePoint.point.seriesId, '2026-03-09T10:15Z', '2026-03-10T00:00Z');

  // Boiler House: readings stopped 30 minutes ago and a critical alert is open: degraded.
  const boiler = await createSite(db, project.id, { name: 'Boiler House', activeAlertsCount: 1 });
  const boilerPoint = await monitoredPoint(boiler.id, 'critical');
  await db
    .update(s.points)
    .set({ curValTs: new Date(NOW.getTime() - 30 * MINUTE) })
    .where(eq(s.points.id, boilerPoint.point.id));
  await boilerPoint.alert(new Date(NOW.getTime() - 60 * MINUTE));

  // Chapel: never heard from.
  await createSite(db, project.id, { name: 'Chapel' });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The page at NOW (the cache emptied first, so each test reads what it set up). */
async function pageAt(slug: string, at = NOW, token?: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  answers.forget(slug);
  return get(t.app, `/api/status/${slug}`, token);
}

const pageOf = async (slug: string): Promise<StatusPageResponse> => {
  const res = await pageAt(slug);
  expect(res.statusCode).toBe(200);
  return statusPageResponse.parse(res.json());
};

describe('the public payload', () => {
  it('answers without a sign-in with exactly the table’s fields, cacheable until the next read', async () => {
    const res = await pageAt('cps');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(`public, max-age=${STATUS_PAGE_REFRESH_MS / 1000}`);
    const body = res.json<StatusPageResponse>();
    expect(Object.keys(body).sort()).toEqual(['generatedAt', 'projectName', 'sites']);
    expect(Object.keys(body.sites[0]!).sort()).toEqual(
      ['activeAlertsCount', 'freshShare', 'history', 'lastReadingAt', 'name', 'status'].sort(),
    );
    expect(Object.keys(body.sites[0]!.history[0]!).sort()).toEqual([
      'day',
      'freshShare',
      'incidents',
    ]);
    expect(body.projectName).toBe('Demo Portfolio');
    expect(body.generatedAt).toBe(NOW.toISOString());
  });

  it('answers a signed-in member the same public page', async () => {
    const res = await pageAt('cps', NOW, memberToken);
    expect(res.statusCode).toBe(200);
    expect(res.json<StatusPageResponse>().sites.map((site) => site.name)).toEqual([
      'Annex',
      'Boiler House',
      'Chapel',
      'Ridge Lodge',
    ]);
  });

  it('shows only the slug’s project: another project’s page holds its own sites', async () => {
    const page = await pageOf('other');
    expect(page.sites.map((site) => site.name)).toEqual(['Maple Library']);
  });

  it('answers an unknown slug with a 404 that is not kept', async () => {
    const before = answers.reads;
    const res = await pageAt('nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorMessage: 'Status page not found' });
    expect(res.headers['cache-control']).toBe('no-store');
    await pageAt('nope');
    // Each ask read again: a miss is never kept, so random slugs cannot fill the memory.
    expect(answers.reads - before).toBe(2);
  });

  it.each([
    ['a slug differing in case', 'CPS'],
    ['a malformed slug', `${'x'.repeat(80)}%00`],
    ['a slug too long', 'x'.repeat(65)],
  ])('answers %s with the same 404 without looking it up', async (_name, slug) => {
    const before = answers.reads;
    const res = await pageAt(slug);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorMessage: 'Status page not found' });
    expect(answers.reads - before).toBe(0);
  });
});

describe('each site’s status', () => {
  it('is operational, degraded or offline from its newest reading and critical alerts', async () => {
    const { sites } = await pageOf('cps');
    expect(
      sites.map(({ name, status, lastReadingAt, activeAlertsCount }) => ({
        name,
        status,
        lastReadingAt,
        activeAlertsCount,
      })),
    ).toEqual([
      {
        name: 'Annex',
        status: 'operational',
        lastReadingAt: '2026-03-10T12:25:00.000Z',
        activeAlertsCount: 1,
      },
      {
        name: 'Boiler House',
        status: 'degraded',
        lastReadingAt: '2026-03-10T12:00:00.000Z',
        activeAlertsCount: 1,
      },
      { name: 'Chapel', status: 'offline', lastReadingAt: null, activeAlertsCount: 0 },
      { name: 'Ridge Lodge', status: 'offline', lastReadingAt: null, activeAlertsCount: 0 },
    ]);
  });
});

describe('the 90-day history', () => {
  it('counts fresh hours per local day, incidents from critical alerts, nothing before data', async () => {
    const [annex, boiler, chapel, lodge] = (await pageOf('cps')).sites;
    expect(annex!.history).toHaveLength(90);
    expect(annex!.history[0]!.day).toBe('2025-12-11');
    expect(annex!.history.slice(-4)).toEqual([
      { day: '2026-03-07', freshShare: null, incidents: 0 },
      { day: '2026-03-08', freshShare: 1, incidents: 1 },
      { day: '2026-03-09', freshShare: 18 / 24, incidents: 1 },
      { day: '2026-03-10', freshShare: 1, incidents: 0 },
    ]);
    // 23 + 18 + 8 fresh hours of 23 + 24 + 8.
    expect(annex!.freshShare).toBeCloseTo(49 / 55);
    expect(annex!.history.filter((day) => day.freshShare !== null)).toHaveLength(3);

    expect(boiler!.freshShare).toBeNull();
    expect(boiler!.history.at(-1)).toEqual({ day: '2026-03-10', freshShare: null, incidents: 1 });
    expect(lodge!.history.slice(-2)).toEqual([
      { day: '2026-03-09', freshShare: 13 / 17, incidents: 0 },
      { day: '2026-03-10', freshShare: 0, incidents: 0 },
    ]);
    expect(lodge!.freshShare).toBeCloseTo(13 / 25);
    expect(chapel!.history.every((day) => day.freshShare === null && day.incidents === 0)).toBe(
      true,
    );
  });
});

describe('a hundred visitors, one read', () => {
  it('reads the database once per refresh interval, also for visits at the same time', async () => {
    await pageAt('cps');
    const before = answers.reads;
    const visits = await Promise.all(
      Array.from({ length: 100 }, () => get(t.app, '/api/status/cps')),
    );
    expect(visits.map((res) => res.statusCode)).toEqual(visits.map(() => 200));
    expect(answers.reads - before).toBe(0);

    // Near the end of the interval the answer is still kept, and caches on the way keep it less.
    vi.setSystemTime(NOW.getTime() + STATUS_PAGE_REFRESH_MS - 60_000);
    const late = await get(t.app, '/api/status/cps');
    expect(late.headers['cache-control']).toBe('public, max-age=60');
    expect(answers.reads - before).toBe(0);

    vi.setSystemTime(NOW.getTime() + STATUS_PAGE_REFRESH_MS);
    const next = await Promise.all(
      Array.from({ length: 100 }, () => get(t.app, '/api/status/cps')),
    );
    expect(next.map((res) => res.statusCode)).toEqual(next.map(() => 200));
    expect(answers.reads - before).toBe(1);
  });

  it('shares one read among visits that all miss at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    answers.forget('cps');
    const before = answers.reads;
    const visits = await Promise.all(
      Array.from({ length: 100 }, () => get(t.app, '/api/status/cps')),
    );
    expect(new Set(visits.map((res) => res.body)).size).toBe(1);
    expect(answers.reads - before).toBe(1);
  });
});
