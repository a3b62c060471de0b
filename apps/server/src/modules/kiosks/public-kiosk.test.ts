/**
 * What a lobby screen is sent without a sign-in (issue 15, decision 019): exactly the contract's
 * fields and no object ids; unknown, malformed and revoked ids alike are a 404; a re-issued link
 * works while the old one stays dead; picks in order, or the first scored measurements up to the
 * kiosk type's limit; ratings from alerts and scores; branded score slides; the public zone only
 * for a kiosk that shows it; and a hundred polls costing one read per cache window.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  kioskMeasurementsResponse,
  kioskResponse,
  publicKioskResponse,
  type KioskMeasurementsResponse,
} from '@airboard/shared/api';
import { PUBLIC_KIOSK_CACHE_MS } from '@airboard/shared/rules';
import { newObjectId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { get, post } from '../../../test/fixtures/accounts';
import { useTestApp } from '../../../test/fixtures/hooks';
import { createKioskRow } from '../../../test/fixtures/kiosks';
import { createMonitoringFixture, type MonitoringFixture } from '../../../test/fixtures/monitoring';
import { createKioskScreens } from './kiosk-screens';

const screens = createKioskScreens();
const t = useTestApp({ kioskScreens: screens });
let f: MonitoringFixture;
/** Scored measurements of the gymnasium beside the fixture's CO2, by name. */
const scored: Record<string, string> = {};

beforeAll(async () => {
  f = await createMonitoringFixture(t.db);
  const { db } = t;
  // Seven more scored readings in the gymnasium, so the first-scored rule has to stop somewhere.
  for (const [position, name] of ['A', 'B', 'C', 'D', 'E', 'F', 'G'].entries()) {
    const id = newObjectId();
    scored[name] = id;
    await db.insert(s.measurements).values({
      id,
      siteId: f.site.id,
      zoneId: f.zones.gym.id,
      name: `Reading ${name}`,
      type: 'pm2.5',
      unit: 'µg/m³',
      scoreType: 'scoreAF',
      curVal: 4,
      curScore: 95 - position * 12,
      position: 2 + position,
    });
  }
  await db
    .update(s.zones)
    .set({
      scores: {
        scoreOA: { ts: '2026-01-01T00:00:00.000Z', val: 71.6 },
        scoreAQ: { ts: '2026-01-01T00:00:00.000Z', val: 0 },
        scoreOW: { ts: '2026-01-01T00:00:00.000Z', val: 55 },
        scoreEQ: { ts: '2026-01-01T00:00:00.000Z', val: 90 },
      },
    })
    .where(eq(s.zones.id, f.zones.gym.id));
  // Branding as stored may hold more than the contract's fields: none of it may reach a screen.
  await db
    .update(s.sites)
    .set({
      branding: { bgcolor: '#0d1b2a', logo1center: 'data:image/svg+xml;base64,AA==' },
    })
    .where(eq(s.sites.id, f.site.id));
  await t.handle.transaction((query) =>
    query(
      `UPDATE sites SET branding = branding || '{"ownerEmail": "owner@example.test"}' WHERE id = $1`,
      [f.site.id],
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

/** A kiosk of the fixture's site, straight in the database. */
const kioskOf = (overrides: Parameters<typeof createKioskRow>[2] = {}) =>
  createKioskRow(t.db, { projectId: f.project.id, siteId: f.site.id }, overrides);

const frame = (publicId: string) => get(t.app, `/api/kiosk/${publicId}`);
const values = (publicId: string) => get(t.app, `/api/kiosk/${publicId}/measurements`);
const valuesOf = async (publicId: string): Promise<KioskMeasurementsResponse> => {
  const res = await values(publicId);
  expect(res.statusCode).toBe(200);
  return kioskMeasurementsResponse.parse(res.json());
};

/** Every key path of a JSON value, arrays as `[]`: what a screen is sent, field by field. */
function keyPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) {
    return [...new Set(value.flatMap((item) => keyPaths(item, `${path}[]`)))];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => {
      const at = path ? `${path}.${key}` : key;
      return [at, ...keyPaths(inner, at)];
    });
  }
  return [];
}

const MEASUREMENT_FIELDS = [
  'name',
  'type',
  'kind',
  'unit',
  'curVal',
  'curValTs',
  'curScore',
  'scoreType',
  'activeText',
  'inactiveText',
  'multiStateValues',
  'alertType',
  'rating',
];

describe('the public payload', () => {
  it('frames the kiosk with exactly the contract fields and nothing of the project', async () => {
    const kiosk = await kioskOf({ name: 'Gym Lobby', type: 'branded', zoneId: f.zones.gym.id });
    const res = await frame(kiosk.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    expect(keyPaths(res.json()).sort()).toEqual(
      [
        'kiosk',
        'kiosk.name',
        'kiosk.type',
        'site',
        'site.name',
        'site.timeZone',
        'site.branding',
        'site.branding.bgcolor',
        'site.branding.logo1center',
        'zone',
        'zone.name',
      ].sort(),
    );
    expect(publicKioskResponse.parse(res.json())).toEqual({
      kiosk: { name: 'Gym Lobby', type: 'branded' },
      site: {
        name: 'Lincoln Elementary',
        timeZone: 'America/New_York',
        branding: { bgcolor: '#0d1b2a', logo1center: 'data:image/svg+xml;base64,AA==' },
      },
      zone: { name: 'Gymnasium' },
    });
    expect(res.body).not.toContain('owner@example.test');
  });

  it('sends the measurements with exactly the contract fields and no object ids', async () => {
    const kiosk = await kioskOf({
      type: 'branded',
      zoneId: f.zones.gym.id,
      measurementIds: [f.measurements.co2.id],
    });
    const res = await values(kiosk.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    expect(keyPaths(res.json()).sort()).toEqual(
      [
        'results',
        ...MEASUREMENT_FIELDS.map((field) => `results[].${field}`),
        'scores',
        'scores[].type',
        'scores[].name',
        'scores[].score',
        'generatedAt',
      ].sort(),
    );
    const ids = [
      f.project.id,
      f.site.id,
      f.zones.gym.id,
      f.zones.wing.id,
      kiosk.id,
      ...Object.values(f.measurements).map((m) => m.id),
    ];
    for (const id of ids) {
      expect(res.body).not.toContain(id);
    }
  });
});

describe('what a kiosk shows', () => {
  it('shows the picks in their order, those still there, rated by alert and score', async () => {
    const gone = newObjectId();
    const kiosk = await kioskOf({
      measurementIds: [scored.C!, gone, f.measurements.co2.id, f.measurements.setpoint.id],
    });
    const { results, scores } = await valuesOf(kiosk.uuid);
    expect(results.map((m) => [m.name, m.alertType, m.rating])).toEqual([
      ['Reading C', null, 'Good'],
      // Its open critical alert outranks its score of 64.
      ['CO2', 'critical', 'Critical'],
      // No score, no alert: nothing to rate.
      ['Setpoint', null, null],
    ]);
    expect(results[1]).toEqual({
      name: 'CO2',
      type: 'co2',
      kind: 'Number',
      unit: 'ppm',
      curVal: 912.345,
      curValTs: null,
      curScore: 64,
      scoreType: 'scoreAQ',
      activeText: null,
      inactiveText: null,
      multiStateValues: null,
      alertType: 'critical',
      rating: 'Critical',
    });
    // Plain kiosks have no score slides.
    expect(scores).toEqual([]);
  });

  it("shows the zone's first scored measurements, up to 6 on a plain kiosk", async () => {
    const kiosk = await kioskOf({ zoneId: f.zones.gym.id });
    const { results } = await valuesOf(kiosk.uuid);
    expect(results.map((m) => m.name)).toEqual([
      'CO2',
      'Reading A',
      'Reading B',
      'Reading C',
      'Reading D',
      'Reading E',
    ]);
    expect(results.map((m) => m.rating)).toEqual([
      'Critical',
      'Excellent',
      'Excellent',
      'Good',
      'Good',
      'Poor',
    ]);
    expect(results.map((m) => m.curScore)).toEqual([64, 95, 83, 71, 59, 47]);
  });

  it('gives a branded kiosk 3 component measurements and the score slides of its zone', async () => {
    const kiosk = await kioskOf({ type: 'branded', zoneId: f.zones.gym.id });
    const { results, scores } = await valuesOf(kiosk.uuid);
    expect(results.map((m) => m.name)).toEqual(['CO2', 'Reading A', 'Reading B']);
    // Current Air Quality is 0, so it has no slide; the equipment score is not for visitors.
    expect(scores).toEqual([
      { type: 'scoreOA', name: expect.any(String) as string, score: 72 },
      { type: 'scoreOW', name: expect.any(String) as string, score: 55 },
    ]);
  });

  it("gives a whole-site branded kiosk the site's score slides", async () => {
    const kiosk = await kioskOf({ type: 'branded' });
    const { scores } = await valuesOf(kiosk.uuid);
    expect(scores.map((slide) => [slide.type, slide.score])).toEqual([['scoreOA', 82]]);
  });
});

describe('ids that show nothing', () => {
  it('answers unknown, malformed and over-long ids with the same 404', async () => {
    const answers = await Promise.all(
      ['A'.repeat(22), 'not a kiosk', '\u0000', 'x'.repeat(65)].flatMap((id) => [
        frame(encodeURIComponent(id)),
        values(encodeURIComponent(id)),
      ]),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: 'Kiosk not found' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('stops a revoked link at once and keeps the old one dead after re-issuing', async () => {
    const kiosk = await kioskOf();
    // Polled, so its answers are kept in the cache: revoking must drop them.
    expect((await values(kiosk.uuid)).statusCode).toBe(200);
    expect((await frame(kiosk.uuid)).statusCode).toBe(200);
    const revoked = await post(t.app, `/api/kiosks/${kiosk.id}/revoke`, {}, f.tokens.admin);
    expect(revoked.statusCode).toBe(200);
    expect(kioskResponse.parse(revoked.json()).results).toMatchObject({
      uuid: null,
      url: null,
      qrCode: null,
    });
    expect((await values(kiosk.uuid)).statusCode).toBe(404);
    expect((await frame(kiosk.uuid)).statusCode).toBe(404);

    const reissued = await post(t.app, `/api/kiosks/${kiosk.id}/reissue`, {}, f.tokens.admin);
    const { uuid, url, qrCode } = kioskResponse.parse(reissued.json()).results;
    expect(uuid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(uuid).not.toBe(kiosk.uuid);
    expect(url).toBe(`http://localhost:3000/kiosks/${uuid}`);
    expect(qrCode).toEqual({ url });
    expect((await values(uuid!)).statusCode).toBe(200);
    expect((await frame(kiosk.uuid)).statusCode).toBe(404);
    expect((await values(kiosk.uuid)).statusCode).toBe(404);
  });

  it('stops the link of a deleted kiosk', async () => {
    const kiosk = await kioskOf();
    expect((await frame(kiosk.uuid)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/kiosks/${kiosk.id}`,
      headers: { authorization: `Bearer ${f.tokens.admin}` },
    });
    expect(res.json()).toEqual({ success: true });
    expect((await frame(kiosk.uuid)).statusCode).toBe(404);
  });
});

describe('GET /api/zone/public/{zoneId}', () => {
  const zone = (zoneId: string, publicId: string) =>
    get(t.app, `/api/zone/public/${zoneId}?kioskId=${publicId}`);

  it("answers the kiosk's own zone by name and score slides", async () => {
    const kiosk = await kioskOf({ zoneId: f.zones.gym.id });
    const res = await zone(f.zones.gym.id, kiosk.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      zone: {
        name: 'Gymnasium',
        scores: [
          { type: 'scoreOA', name: expect.any(String) as string, score: 72 },
          { type: 'scoreOW', name: expect.any(String) as string, score: 55 },
        ],
      },
    });
  });

  it("answers any zone of a whole-site kiosk's site, and nothing else", async () => {
    const siteWide = await kioskOf();
    const gymOnly = await kioskOf({ zoneId: f.zones.gym.id });
    const elsewhere = await createKioskRow(t.db, {
      projectId: f.other.id,
      siteId: f.otherSite.id,
    });
    const revoked = await kioskOf({ revokedAt: new Date() });
    expect((await zone(f.zones.wing.id, siteWide.uuid)).statusCode).toBe(200);
    expect((await zone(f.zones.wing.id, gymOnly.uuid)).statusCode).toBe(404);
    expect((await zone(f.zones.gym.id, elsewhere.uuid)).statusCode).toBe(404);
    expect((await zone(f.zones.gym.id, revoked.uuid)).statusCode).toBe(404);
    expect((await zone(f.zones.gym.id, 'unknown')).statusCode).toBe(404);
    expect((await get(t.app, `/api/zone/public/${f.zones.gym.id}`)).statusCode).toBe(404);
  });
});

describe('a hundred screens, one read', () => {
  it('reads the database once per window, also for polls at the same time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const kiosk = await kioskOf({ measurementIds: [scored.G!] });
    const before = screens.answers.reads;
    const polls = await Promise.all(Array.from({ length: 20 }, () => values(kiosk.uuid)));
    expect(polls.map((res) => res.statusCode)).toEqual(polls.map(() => 200));
    expect(screens.answers.reads - before).toBe(1);

    await t.db.update(s.measurements).set({ curVal: 7 }).where(eq(s.measurements.id, scored.G!));
    const kept = await valuesOf(kiosk.uuid);
    expect(kept.results[0]!.curVal).toBe(4);
    expect(screens.answers.reads - before).toBe(1);

    vi.setSystemTime(Date.now() + PUBLIC_KIOSK_CACHE_MS);
    const fresh = await valuesOf(kiosk.uuid);
    expect(fresh.results[0]!.curVal).toBe(7);
    expect(screens.answers.reads - before).toBe(2);
    // The frame is an answer of its own, kept the same way.
    await Promise.all([frame(kiosk.uuid), frame(kiosk.uuid)]);
    expect(screens.answers.reads - before).toBe(3);
  });
});
