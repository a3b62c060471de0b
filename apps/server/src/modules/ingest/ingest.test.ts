/** POST /api/ingest and ingest keys: per-item reasons, idempotency, limits, key scope and revocation. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createIngestKeyResponse,
  ingestKeyDto,
  ingestResponse,
  INGEST_MAX_ITEMS,
} from '@airboard/shared/api';
import { readingRanges } from '@airboard/shared/rules';
import { newObjectId, newSecretToken } from '../../db/ids';
import { pointTypeCatalogue } from '../../db/seed/point-type-catalogue';
import * as s from '../../db/schema/index';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import { createSession, createUser } from '../../../test/fixtures/factories';
import { createEventRule, createSensor, type Sensor } from '../../../test/fixtures/telemetry';

const t = useTelemetryApp();
let adminToken: string;
let co2: Sensor;
let vape: Sensor;
let siteKey: string;

beforeAll(async () => {
  const { db } = t;
  const admin = await createUser(db, { projectIds: [t.project.id], role: 'admin' });
  adminToken = await createSession(db, admin.id, t.project.id);
  co2 = await createSensor(db, t.site.id, t.zone.id);
  const [product] = await db
    .insert(s.products)
    .values({ id: newObjectId(), name: 'V1', friendlyModelName: 'Vape sensor', type: 'sensor' })
    .returning();
  const [device] = await db
    .insert(s.devices)
    .values({
      id: newObjectId(),
      projectId: t.project.id,
      siteId: t.site.id,
      productId: product!.id,
      name: 'Restroom sensor',
      serialNumber: 'VS-0001',
      onboardingToken: newSecretToken(),
    })
    .returning();
  vape = await createSensor(db, t.site.id, t.zone.id, {
    type: null,
    kind: 'Bool',
    measurementName: 'Vape',
    deviceId: device!.id,
    channel: 'vape',
  });
  await createEventRule(db);
  const created = await createKey({ name: 'Gateway', siteId: t.site.id });
  siteKey = createIngestKeyResponse.parse(created.json()).results.key;
});

function createKey(body: object, token = adminToken) {
  return t.app.inject({
    method: 'POST',
    url: '/api/ingestKeys',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
}
const ingest = (body: unknown, key: string | null = siteKey) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ingest',
    headers: key ? { 'x-ingest-key': key } : {},
    payload: body as object,
  });

describe('POST /api/ingest', () => {
  it('stores the good items, merges duplicates and gives each bad item its reason', async () => {
    const now = Date.now();
    const res = await ingest({
      readings: [
        { point: co2.point.uuid, ts: now - 60_000, value: 700 },
        { point: co2.point.uuid, ts: now - 60_000, value: 710 },
        { point: co2.point.uuid, ts: new Date(now - 120_000).toISOString(), value: 690 },
        { point: '00000000-0000-4000-8000-000000000000', ts: now, value: 1 },
        { point: co2.point.uuid, ts: now, value: 'NaN' },
        { point: co2.point.uuid, ts: now + 10 * 60_000, value: 700 },
        { point: co2.point.uuid, ts: now - 500 * 86_400_000, value: 700 },
        { point: co2.point.uuid, ts: now, value: true },
        { point: co2.point.uuid, ts: now },
      ],
      events: [
        { serial: 'VS-0001', channel: 'vape', ts: now - 30_000, event: 'vape' },
        { serial: 'VS-0001', channel: 'vape', ts: now, event: 'sneeze' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = ingestResponse.parse(res.json());
    expect(body.stored).toBe(3);
    expect(body.duplicates).toBe(1);
    expect(body.rejected.map((r) => [r.list, r.index, r.reason.split(':')[0]])).toEqual([
      ['readings', 3, 'unknown point'],
      ['readings', 4, 'value is not a finite number'],
      ['readings', 5, 'timestamp more than 60 seconds in the future'],
      ['readings', 6, 'timestamp older than the retention window (400 days)'],
      ['readings', 7, 'wrong kind'],
      ['readings', 8, 'invalid item'],
      ['events', 1, 'unknown event type sneeze'],
    ]);
    // Latest values and alerts follow within the live-state worker's interval.
    await vi.waitFor(
      async () => {
        const [latest] = await t.rows(
          z.object({ cur_val: z.number() }),
          `SELECT cur_val FROM measurements WHERE id = $1`,
          [co2.measurementId],
        );
        expect(latest!.cur_val).toBe(710);
        const [alert] = await t.rows(
          z.object({ is_active: z.boolean() }),
          `SELECT is_active FROM alerts WHERE measurement_id = $1`,
          [vape.measurementId],
        );
        expect(alert).toEqual({ is_active: true });
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('accepts a reading 59 s ahead and refuses one 61 s ahead, which leaves the latest value', async () => {
    const sensor = await createSensor(t.db, t.site.id, t.zone.id);
    const now = Date.now();
    const res = await ingest({
      readings: [
        { point: sensor.point.uuid, ts: now + 59_000, value: 800 },
        { point: sensor.point.uuid, ts: now + 61_000, value: 999 },
      ],
    });
    expect(ingestResponse.parse(res.json())).toEqual({
      stored: 1,
      duplicates: 0,
      rejected: [
        { list: 'readings', index: 1, reason: 'timestamp more than 60 seconds in the future' },
      ],
    });
    await vi.waitFor(
      async () => {
        const [latest] = await t.rows(
          z.object({ cur_val: z.number() }),
          `SELECT cur_val FROM measurements WHERE id = $1`,
          [sensor.measurementId],
        );
        expect(latest!.cur_val).toBe(800);
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it("refuses readings outside their point type's possible range, item by item", async () => {
    const sensor = await createSensor(t.db, t.site.id, t.zone.id);
    const untyped = await createSensor(t.db, t.site.id, t.zone.id, { type: null });
    const ts = Date.now() - 60_000;
    const res = await ingest({
      readings: [
        { point: sensor.point.uuid, ts, value: 40_000 },
        { point: sensor.point.uuid, ts: ts - 1000, value: 40_001 },
        { point: sensor.point.uuid, ts: ts - 2000, value: -1 },
        { point: sensor.point.uuid, ts: ts - 3000, value: 1e308 },
        { point: untyped.point.uuid, ts, value: 1e9 },
        { point: untyped.point.uuid, ts: ts - 1000, value: 1.7e308 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const co2Range = 'value outside the possible range of this point (0 to 40000)';
    const anyRange = 'value outside the possible range of this point (-1000000000 to 1000000000)';
    expect(ingestResponse.parse(res.json())).toEqual({
      stored: 2,
      duplicates: 0,
      rejected: [
        { list: 'readings', index: 1, reason: co2Range },
        { list: 'readings', index: 2, reason: co2Range },
        { list: 'readings', index: 3, reason: co2Range },
        { list: 'readings', index: 5, reason: anyRange },
      ],
    });
  });

  it('knows a possible range for every numeric point type of the catalogue', () => {
    const numeric = pointTypeCatalogue.filter((p) => (p.kind ?? 'Number') === 'Number');
    expect(numeric.map((p) => p.type).filter((type) => !(type in readingRanges))).toEqual([]);
  });

  it('keeps an event out of the series of the point it names, and still opens its alert', async () => {
    const sensor = await createSensor(t.db, t.site.id, t.zone.id);
    const ts = Date.now() - 30_000;
    const res = await ingest({
      readings: [{ point: sensor.point.uuid, ts: ts - 60_000, value: 650 }],
      events: [{ point: sensor.point.uuid, ts, event: 'vape' }],
    });
    expect(ingestResponse.parse(res.json())).toEqual({ stored: 2, duplicates: 0, rejected: [] });
    expect(
      ingestResponse.parse(
        (await ingest({ events: [{ point: sensor.point.uuid, ts, event: 'vape' }] })).json(),
      ),
    ).toEqual({ stored: 0, duplicates: 1, rejected: [] });
    await vi.waitFor(
      async () => {
        const [alert] = await t.rows(
          z.object({ is_active: z.boolean() }),
          `SELECT is_active FROM alerts WHERE measurement_id = $1`,
          [sensor.measurementId],
        );
        expect(alert).toEqual({ is_active: true });
      },
      { timeout: 5000, interval: 100 },
    );
    // The CO2 series holds only the CO2 reading: no value of 1 in readings, rollups or latest value.
    const series = await t.rows(
      z.object({ value: z.number() }),
      `SELECT value FROM readings WHERE series_id = $1`,
      [sensor.point.seriesId],
    );
    expect(series).toEqual([{ value: 650 }]);
    const rollups = await t.rows(
      z.object({ min: z.number(), count: z.number() }),
      `SELECT min, count FROM reading_rollups WHERE series_id = $1`,
      [sensor.point.seriesId],
    );
    expect(rollups).toEqual([{ min: 650, count: 1 }]);
    const [latest] = await t.rows(
      z.object({ cur_val: z.number() }),
      `SELECT cur_val FROM measurements WHERE id = $1`,
      [sensor.measurementId],
    );
    expect(latest!.cur_val).toBe(650);
  });

  it('stores a re-sent batch once', async () => {
    const batch = { readings: [{ point: co2.point.uuid, ts: '2026-11-01T00:00:00Z', value: 800 }] };
    expect(ingestResponse.parse((await ingest(batch)).json())).toMatchObject({
      stored: 1,
      duplicates: 0,
    });
    expect(ingestResponse.parse((await ingest(batch)).json())).toMatchObject({
      stored: 0,
      duplicates: 1,
    });
  });

  it('bounds the batch size and the body size with 413', async () => {
    const many = Array.from({ length: INGEST_MAX_ITEMS + 1 }, () => ({
      point: co2.point.uuid,
      ts: 0,
      value: 1,
    }));
    expect((await ingest({ readings: many })).statusCode).toBe(413);
    const huge = { readings: [{ point: 'x'.repeat(2 * 1024 * 1024), ts: 0, value: 1 }] };
    expect((await ingest(huge)).statusCode).toBe(413);
  });

  it('refuses a missing, unknown or revoked key, and points outside the key scope', async () => {
    const batch = { readings: [{ point: co2.point.uuid, ts: Date.now(), value: 600 }] };
    expect((await ingest(batch, null)).statusCode).toBe(401);
    expect((await ingest(batch, 'abk_not-a-key')).statusCode).toBe(401);
    const created = createIngestKeyResponse.parse(
      (await createKey({ name: 'Vape sensor', deviceId: vape.point.deviceId! })).json(),
    ).results;
    const deviceScoped = ingestResponse.parse((await ingest(batch, created.key)).json());
    expect(deviceScoped.rejected).toEqual([
      { list: 'readings', index: 0, reason: 'unknown point' },
    ]);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/ingestKeys/${created.objectId}/revoke`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(z.object({ results: ingestKeyDto }).parse(revoke.json()).results.revokedAt).toEqual(
      expect.any(String),
    );
    expect((await ingest(batch, created.key)).statusCode).toBe(401);
  });
});

describe('ingest keys', () => {
  it('stores only the hash and lists keys without it', async () => {
    const stored = await t.rows(
      z.object({ key_hash: z.string() }),
      `SELECT key_hash FROM ingest_keys`,
    );
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.key_hash))).toBe(true);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/ingestKeys',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(siteKey);
  });

  it('lets only admins of the project manage keys', async () => {
    expect((await createKey({ name: 'x', siteId: t.site.id }, t.memberToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/ingestKeys' })).statusCode).toBe(401);
    const outsiderAdmin = await createUser(t.db, { role: 'admin', projectIds: [] });
    const otherProject = (
      await t.rows(z.object({ id: z.string() }), `SELECT id FROM projects WHERE name = 'Other'`)
    )[0]!.id;
    await t.db.insert(s.memberships).values({ userId: outsiderAdmin.id, projectId: otherProject });
    const token = await createSession(t.db, outsiderAdmin.id, otherProject);
    expect((await createKey({ name: 'x', siteId: t.site.id }, token)).statusCode).toBe(404);
    expect((await createKey({ name: 'x' })).statusCode).toBe(400);
  });
});
