/** The alert engine on live readings: duration, clearing, overrides, events, counts, notifications. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { newObjectId } from '../db/ids';
import * as s from '../db/schema/index';
import { createUser } from '../../test/fixtures/factories';
import { useTelemetryDatabase } from '../../test/fixtures/hooks';
import { createEventRule, createSensor, createZone } from '../../test/fixtures/telemetry';
import { ingestReadings, type ReadingInput } from './ingest';
import type { NewEvent } from './alert-engine';
import { drainLiveState } from './live-state';

const t = useTelemetryDatabase();
const t0 = Date.parse('2026-11-01T10:00:00Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000);

async function state(measurementId: string) {
  const [m] = await t.rows(
    z.object({ is_alerting: z.boolean(), zone: z.number(), site: z.number() }),
    `SELECT m.is_alerting, z.active_alerts_count AS zone, s.active_alerts_count AS site
       FROM measurements m JOIN zones z ON z.id = m.zone_id JOIN sites s ON s.id = m.site_id
      WHERE m.id = $1`,
    [measurementId],
  );
  const alerts = await t.rows(
    z.object({ is_active: z.boolean(), started_at: z.date(), cleared_at: z.date().nullable() }),
    `SELECT is_active, started_at, cleared_at FROM alerts WHERE measurement_id = $1 ORDER BY started_at`,
    [measurementId],
  );
  return { ...m!, alerts };
}

/** Ingests and brings the live state (where the engine runs) up to date, as the worker would. */
async function ingest(readings: ReadingInput[], events: NewEvent[] = []) {
  await ingestReadings(t.handle, readings, events);
  await drainLiveState(t.handle);
}

const minutes = (from: number, to: number, value: number, seriesId: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ seriesId, ts: at(from + i), value }));

describe('value rules', () => {
  it('opens only once the condition has held for the minimum duration, then clears', async () => {
    const { db } = t;
    // Texts go to verified numbers only.
    const member = (email: boolean, sms: boolean, phone: string | null, verified = true) =>
      createUser(db, { projectIds: [t.project.id] }).then(async (user) => {
        await db
          .update(s.users)
          .set({
            notifications: { email, sms },
            phone,
            phoneVerifiedAt: phone && verified ? new Date() : null,
          })
          .where(eq(s.users.id, user.id));
        return user;
      });
    const mailed = await member(true, false, null);
    const texted = await member(false, true, '+12015550100');
    await member(false, false, '+12015550101');
    await member(false, true, '+12015550102', false);
    const { measurementId, point } = await createSensor(db, t.site.id, t.zone.id);
    await ingest(minutes(0, 14, 1600, point.seriesId));
    expect((await state(measurementId)).alerts).toEqual([]);

    await ingest(minutes(15, 15, 1600, point.seriesId));
    let now = await state(measurementId);
    expect(now.alerts).toEqual([{ is_active: true, started_at: at(15), cleared_at: null }]);
    expect(now).toMatchObject({ is_alerting: true, zone: 1, site: 1 });
    // One notification job per member who gets notifications (two here; one does not).
    const jobs = await t.rows(
      z.object({ kind: z.string(), user_id: z.string() }),
      `SELECT kind, payload->>'userId' AS user_id FROM jobs ORDER BY user_id`,
    );
    expect(jobs).toEqual(
      [mailed.id, texted.id].sort().map((id) => ({ kind: 'alert-notification', user_id: id })),
    );

    // Still holding: nothing changes, no second alert.
    await ingest(minutes(16, 20, 1700, point.seriesId));
    expect((await state(measurementId)).alerts).toHaveLength(1);

    await ingest(minutes(21, 22, 900, point.seriesId));
    now = await state(measurementId);
    expect(now.alerts).toEqual([{ is_active: false, started_at: at(15), cleared_at: at(21) }]);
    expect(now).toMatchObject({ is_alerting: false, zone: 0, site: 0 });
  });

  it('does not open when the condition breaks just before the duration', async () => {
    const { db } = t;
    const { measurementId, point } = await createSensor(db, t.site.id, t.zone.id);
    await ingest([
      ...minutes(0, 13, 1600, point.seriesId),
      { seriesId: point.seriesId, ts: at(14), value: 1500 },
      ...minutes(15, 20, 1600, point.seriesId),
    ]);
    expect((await state(measurementId)).alerts).toEqual([]);
  });

  it('records a whole episode that arrives in one batch, and a new one after it', async () => {
    const { db } = t;
    const { measurementId, point } = await createSensor(db, t.site.id, t.zone.id);
    await ingest([
      ...minutes(0, 20, 1600, point.seriesId),
      ...minutes(21, 25, 800, point.seriesId),
    ]);
    expect((await state(measurementId)).alerts).toEqual([
      { is_active: false, started_at: at(15), cleared_at: at(21) },
    ]);
    await ingest(minutes(26, 45, 1800, point.seriesId));
    const now = await state(measurementId);
    expect(now.alerts.map((a) => a.is_active)).toEqual([false, true]);
    expect(now.alerts[1]!.started_at).toEqual(at(41));
  });

  it("uses the measurement's own rules instead of the point type's", async () => {
    const { db } = t;
    const { measurementId, point } = await createSensor(db, t.site.id, t.zone.id);
    await db.insert(s.alertConfigs).values({
      id: newObjectId(),
      measurementId,
      alertType: 'critical',
      condition: 'above',
      threshold: 1200,
      minDurationSeconds: 0,
      message: 'Above 1200',
    });
    await ingest(minutes(0, 0, 1300, point.seriesId));
    const [alert] = await t.rows(
      z.object({ message: z.string() }),
      `SELECT c.message FROM alerts a JOIN alert_configs c ON c.id = a.alert_config_id
        WHERE a.measurement_id = $1 AND a.is_active`,
      [measurementId],
    );
    expect(alert).toEqual({ message: 'Above 1200' });
  });

  it('records an episode once when refreshes run at the same time', async () => {
    const { db } = t;
    const { measurementId, point } = await createSensor(db, t.site.id, t.zone.id);
    await ingestReadings(t.handle, minutes(0, 20, 1600, point.seriesId));
    await ingestReadings(t.handle, minutes(21, 22, 700, point.seriesId));
    await Promise.all([1, 2, 3].map(() => drainLiveState(t.handle)));
    const now = await state(measurementId);
    expect(now.alerts).toEqual([{ is_active: false, started_at: at(15), cleared_at: at(21) }]);
    expect(now).toMatchObject({ is_alerting: false });
  });

  it('finds an equals condition on a reading inside a batch, not only at its ends', async () => {
    const { db } = t;
    const { measurementId, point } = await createSensor(db, t.site.id, t.zone.id, {
      type: null,
      measurementName: 'Fan status',
    });
    await db.insert(s.alertConfigs).values({
      id: newObjectId(),
      measurementId,
      alertType: 'warning',
      condition: 'equals',
      threshold: 2,
      minDurationSeconds: 0,
      message: 'Fan in fault state',
    });
    await ingest([1, 2, 3].map((value, i) => ({ seriesId: point.seriesId, ts: at(i), value })));
    const now = await state(measurementId);
    expect(now.alerts).toEqual([{ is_active: false, started_at: at(1), cleared_at: at(2) }]);
  });
});

describe('graded rules and zone counts', () => {
  /** A CO2 sensor with its own Warning above 1000 and Critical above 1500 ppm, at once. */
  async function gradedSensor(zoneId?: string) {
    const { db } = t;
    // A zone of its own: the counts are the zone's alone.
    const zone = zoneId ?? (await createZone(db, t.site.id, 'Graded')).id;
    const sensor = await createSensor(db, t.site.id, zone);
    const graded = (alertType: 'warning' | 'critical', threshold: number) => ({
      id: newObjectId(),
      measurementId: sensor.measurementId,
      alertType,
      condition: 'above' as const,
      threshold,
      minDurationSeconds: 0,
      message: `${alertType} above ${threshold}`,
    });
    await db.insert(s.alertConfigs).values([graded('warning', 1000), graded('critical', 1500)]);
    return sensor;
  }

  const episodes = (measurementId: string) =>
    t.rows(
      z.object({
        message: z.string(),
        is_active: z.boolean(),
        started_at: z.date(),
        cleared_at: z.date().nullable(),
        cleared_reason: z.string().nullable(),
      }),
      `SELECT c.message, a.is_active, a.started_at, a.cleared_at, a.cleared_reason
         FROM alerts a JOIN alert_configs c ON c.id = a.alert_config_id
        WHERE a.measurement_id = $1 ORDER BY a.started_at, c.alert_type`,
      [measurementId],
    );

  const expected = [
    {
      message: 'warning above 1000',
      is_active: false,
      started_at: at(0),
      cleared_at: at(5),
      cleared_reason: 'superseded',
    },
    {
      message: 'critical above 1500',
      is_active: false,
      started_at: at(5),
      cleared_at: at(10),
      cleared_reason: null,
    },
    {
      message: 'warning above 1000',
      is_active: false,
      started_at: at(10),
      cleared_at: at(15),
      cleared_reason: null,
    },
  ];
  const story = (seriesId: number) => [
    ...minutes(0, 4, 1200, seriesId),
    ...minutes(5, 9, 1600, seriesId),
    ...minutes(10, 14, 1200, seriesId),
    ...minutes(15, 15, 800, seriesId),
  ];

  it('keeps one alert open as a measurement rises through Warning to Critical and back', async () => {
    const { measurementId, point } = await gradedSensor();
    const readings = story(point.seriesId);
    await ingest(readings.slice(0, 5));
    await ingest(readings.slice(5, 10));
    const during = await state(measurementId);
    expect(during.alerts.filter((a) => a.is_active)).toHaveLength(1);
    expect(during.zone).toBe(1);
    await ingest(readings.slice(10, 15));
    expect((await state(measurementId)).alerts.filter((a) => a.is_active)).toHaveLength(1);
    await ingest(readings.slice(15));
    expect(await episodes(measurementId)).toEqual(expected);
    expect((await state(measurementId)).zone).toBe(0);
  });

  it('finds the same episodes when the whole story arrives in one batch', async () => {
    const { measurementId, point } = await gradedSensor();
    await ingest(story(point.seriesId));
    expect(await episodes(measurementId)).toEqual(expected);
  });

  it("counts a sub-zone's open alerts on every zone above it", async () => {
    const { db } = t;
    const zone = (name: string, parentId: string | null) =>
      db
        .insert(s.zones)
        .values({ id: newObjectId(), siteId: t.site.id, name, parentId })
        .returning()
        .then(([row]) => row!);
    const floor = await zone('Second Floor Classrooms', null);
    const wing = await zone('East Wing', floor.id);
    const room = await zone('Room 201', wing.id);
    const { point } = await gradedSensor(room.id);
    await ingest(minutes(0, 0, 1200, point.seriesId));
    const counts = () =>
      t.rows(
        z.object({ name: z.string(), active_alerts_count: z.number() }),
        `SELECT name, active_alerts_count FROM zones WHERE id = ANY($1::text[]) ORDER BY name`,
        [[floor.id, wing.id, room.id]],
      );
    expect(await counts()).toEqual([
      { name: 'East Wing', active_alerts_count: 1 },
      { name: 'Room 201', active_alerts_count: 1 },
      { name: 'Second Floor Classrooms', active_alerts_count: 1 },
    ]);
    await ingest(minutes(1, 1, 700, point.seriesId));
    expect((await counts()).map((c) => c.active_alerts_count)).toEqual([0, 0, 0]);
  });
});

describe('events', () => {
  it('opens an alert of the event type, cleared by a reading of 0', async () => {
    const { db } = t;
    await createEventRule(db);
    const { measurementId, point } = await createSensor(db, t.site.id, t.zone.id, {
      type: null,
      kind: 'Bool',
      measurementName: 'Vape detector',
    });
    await ingest([], [{ seriesId: point.seriesId, ts: at(3), eventType: 'vape' }]);
    let now = await state(measurementId);
    expect(now.alerts).toEqual([{ is_active: true, started_at: at(3), cleared_at: null }]);
    expect(now.is_alerting).toBe(true);
    await ingest([{ seriesId: point.seriesId, ts: at(4), value: 1 }]);
    expect((await state(measurementId)).alerts).toEqual([
      { is_active: true, started_at: at(3), cleared_at: null },
    ]);
    await ingest([{ seriesId: point.seriesId, ts: at(5), value: 0 }]);
    now = await state(measurementId);
    expect(now.alerts).toEqual([{ is_active: false, started_at: at(3), cleared_at: at(5) }]);
  });

  it('clears an event whose clearing reading arrives in the same refresh', async () => {
    const { db } = t;
    const { measurementId, point } = await createSensor(db, t.site.id, t.zone.id, {
      type: null,
      kind: 'Bool',
      measurementName: 'Vape detector 2',
    });
    await ingest(
      [{ seriesId: point.seriesId, ts: at(7), value: 0 }],
      [{ seriesId: point.seriesId, ts: at(6), eventType: 'vape' }],
    );
    const now = await state(measurementId);
    expect(now.alerts).toEqual([{ is_active: false, started_at: at(6), cleared_at: at(7) }]);
    expect(now.is_alerting).toBe(false);
  });
});

describe('the last-boundary lookup', () => {
  it('reads alerts through the (alert_config_id, measurement_id, started_at) index', async () => {
    const indexes = await t.rows(
      z.object({ indexdef: z.string() }),
      `SELECT indexdef FROM pg_indexes WHERE tablename = 'alerts'`,
    );
    expect(indexes.map((i) => i.indexdef)).toContainEqual(
      expect.stringMatching(/\(alert_config_id, measurement_id, started_at\)$/),
    );
  });
});
