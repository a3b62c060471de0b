/**
 * GET /api/stream over real HTTP: topics checked as their read routes check them, a reading
 * ingested reaching the streams of its site (and zone) and no other, a point write's job pushed
 * as its runner settles it (never read while it runs), kiosks followed by public id without a
 * session, the heartbeat, resuming with Last-Event-ID, no reads while nothing changes, a clean
 * close, and — on PostgreSQL — a reading ingested through one server process pushed by another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  alertsEvent,
  jobEvent,
  kioskEvent,
  latestEvent,
  runFunctionResponse,
  zoneScores,
} from '@airboard/shared/api';
import { STREAM_TOPICS_MAX } from '@airboard/shared/rules';
import { buildApp } from '../../app';
import type { BasValue } from '../../bas/connector';
import { SimulatedBuildingSystem } from '../../bas/simulated-system';
import { openDatabase } from '../../db/connect';
import { drainLiveState } from '../../telemetry/live-state';
import { createKioskScreens } from '../kiosks/kiosk-screens';
import { createSite } from '../../../test/fixtures/factories';
import { createKioskRow } from '../../../test/fixtures/kiosks';
import {
  listenOnLoopback,
  openStream,
  type OpenedStream,
  type StreamEvent,
} from '../../../test/fixtures/event-stream';
import { useTestApp } from '../../../test/fixtures/hooks';
import { usingPostgres } from '../../../test/fixtures/test-database';
import {
  createSensor,
  createSiteIngestKey,
  createTelemetryWorld,
  createZone,
} from '../../../test/fixtures/telemetry';
import type { Database } from '../../db/connect';

let reads = 0;
let jobReads = 0;
let kioskReads = 0;
const HEARTBEAT_MS = 200;
const KIOSK_CHECK_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A building system whose writes wait while the test holds them (a write that takes a while). */
class HeldBuildingSystem extends SimulatedBuildingSystem {
  held: Promise<void> = Promise.resolve();
  override async writePoint(ref: string, value: BasValue): Promise<void> {
    await this.held;
    return super.writePoint(ref, value);
  }
}
// A write confirmed after a moment, so a stream opened after queueing it sees it finish.
const buildingSystem = new HeldBuildingSystem({ writeDelayMs: 400 });
const kioskScreens = createKioskScreens();

async function createStreamWorld(db: Database) {
  const world = await createTelemetryWorld(db);
  const co2 = await createSensor(db, world.site.id, world.zone.id);
  const otherZone = await createZone(db, world.site.id, 'Room 102');
  const otherZoneCo2 = await createSensor(db, world.site.id, otherZone.id);
  const setpoint = await createSensor(db, world.site.id, world.zone.id, {
    type: null,
    measurementName: 'Setpoint',
    functions: ['numWrite'],
    range: { min: 60, max: 80 },
    basRef: 'ahu-1/setpoint',
  });
  const secondSite = await createSite(db, world.project.id);
  const place = { projectId: world.project.id, siteId: world.site.id };
  return {
    ...world,
    co2,
    otherZone,
    otherZoneCo2,
    setpoint,
    secondSite,
    ingestKey: await createSiteIngestKey(db, world.site),
    kiosk: await createKioskRow(db, place, {
      zoneId: world.zone.id,
      measurementIds: [co2.measurementId],
    }),
    revokedKiosk: await createKioskRow(db, place, { revokedAt: new Date() }),
  };
}

const t = useTestApp(
  {
    buildingSystem,
    kioskScreens,
    liveStream: {
      heartbeatMs: HEARTBEAT_MS,
      kioskCheckMs: KIOSK_CHECK_MS,
      onRead: (what) => {
        reads++;
        jobReads += what === 'job' ? 1 : 0;
        kioskReads += what === 'kiosk' ? 1 : 0;
      },
    },
  },
  createStreamWorld,
);
let base = '';
const opened: OpenedStream[] = [];

beforeAll(async () => {
  base = await listenOnLoopback(t.app);
});
afterAll(() => opened.forEach((s) => s.close()));

const open = async (topics: string, token: string | null = t.memberToken, lastId?: string) => {
  const stream = await openStream(base, topics, token, lastId);
  opened.push(stream);
  return stream;
};

/** Ingests the value now, or at each of `times` (epoch ms), through POST /api/ingest. */
const ingest = async (pointUuid: string, value: number, times = [Date.now()]) => {
  const res = await fetch(`${base}/api/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ingest-key': t.ingestKey },
    body: JSON.stringify({ readings: times.map((ts) => ({ point: pointUuid, ts, value })) }),
  });
  expect(res.status).toBe(200);
};

/** Queues a write of the setpoint as an admin; the job's id. */
const queueWrite = async (curVal: number) => {
  const res = await fetch(`${base}/api/points/${t.setpoint.point.uuid}/runFunction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t.adminToken}` },
    body: JSON.stringify({ function: 'numWrite', arguments: { curVal } }),
  });
  return runFunctionResponse.parse(await res.json()).results.jobId;
};

/** A `latest` event naming the measurement with the value. */
const latestWith = (measurementId: string, value: number) => (e: StreamEvent) =>
  e.event === 'latest' &&
  latestEvent
    .parse(e.data)
    .measurements.some((m) => m.objectId === measurementId && m.curVal === value);

describe('GET /api/stream', () => {
  it('refuses a caller without a session with 401', async () => {
    expect((await open(`site:${t.site.id}`, null)).status).toBe(401);
  });

  it('refuses no topics, too many, or what is not a topic with 400', async () => {
    const tooMany = Array.from({ length: STREAM_TOPICS_MAX + 1 }, (_, i) => `site:s${i}`);
    for (const topics of ['', ',', tooMany.join(','), `room:${t.site.id}`, 'site:']) {
      expect((await open(topics)).status, topics).toBe(400);
    }
  });

  it("hides another project's site, zone and job behind a 404", async () => {
    const jobId = await queueWrite(61);
    for (const topic of [`site:${t.site.id}`, `zone:${t.zone.id}`, `job:${jobId}`]) {
      expect((await open(topic, t.outsiderToken)).status, topic).toBe(404);
      // One foreign topic among readable ones refuses the whole stream.
      expect((await open(`site:${t.secondSite.id},${topic}`, t.outsiderToken)).status).toBe(404);
    }
    expect((await open('site:unknown')).status).toBe(404);
  });

  it('pushes a reading ingested to the streams of its site and zone, and to no other', async () => {
    const site = await open(`site:${t.site.id}`);
    const zone = await open(`zone:${t.otherZone.id}`);
    const elsewhere = await open(`site:${t.secondSite.id}`);
    expect(site.status).toBe(200);
    expect(site.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(site.headers.get('cache-control')).toContain('no-cache');
    expect(site.headers.get('x-accel-buffering')).toBe('no');

    await ingest(t.co2.point.uuid, 812);
    const pushed = await site.next(latestWith(t.co2.measurementId, 812));
    expect(pushed.id).toMatch(/^.+-\d+$/);
    const data = latestEvent.parse(pushed.data);
    expect(data.siteId).toBe(t.site.id);
    expect(data.measurements.find((m) => m.objectId === t.co2.measurementId)).toMatchObject({
      zoneId: t.zone.id,
      curVal: 812,
    });
    expect(data.zones.map((z) => z.objectId)).toEqual([t.zone.id]);
    // The zone's and the site's scores of every type, as GET /api/zones and the site answer them.
    const [stored] = await t.rows(
      z.object({ zone: zoneScores, site: zoneScores }),
      `SELECT z.scores AS zone, s.scores AS site FROM zones z JOIN sites s ON s.id = z.site_id
        WHERE z.id = $1`,
      [t.zone.id],
    );
    expect(data.zones[0]!.scores).toEqual(stored!.zone);
    expect(data.siteScores).toEqual(stored!.site);

    // The other zone's stream gets only its zone's measurements.
    await ingest(t.otherZoneCo2.point.uuid, 640);
    await zone.next(latestWith(t.otherZoneCo2.measurementId, 640));
    await site.next(latestWith(t.otherZoneCo2.measurementId, 640));
    const zoneIds = zone.events.flatMap((e) =>
      e.event === 'latest' ? latestEvent.parse(e.data).measurements.map((m) => m.zoneId) : [],
    );
    expect(new Set(zoneIds)).toEqual(new Set([t.otherZone.id]));
    expect(elsewhere.events.filter((e) => e.event === 'latest')).toEqual([]);
  });

  it('says when alerts of the site open or clear', async () => {
    const stream = await open(`zone:${t.otherZone.id}`);
    // Above the CO2 warning rule's 1,500 ppm for 20 minutes, before the reading of now (640):
    // the alert opens and clears.
    const start = Date.now() - 30 * 60_000;
    await ingest(
      t.otherZoneCo2.point.uuid,
      1700,
      Array.from({ length: 20 }, (_, i) => start + i * 60_000),
    );
    const alerts = await stream.next((e) => e.event === 'alerts');
    expect(alertsEvent.parse(alerts.data)).toEqual({ siteId: t.site.id, projectId: t.project.id });
  });

  it('sends a point write’s job as it completes', async () => {
    const jobId = await queueWrite(72);
    const stream = await open(`job:${jobId},site:${t.site.id}`, t.adminToken);
    // Its state now first, then its completion (the write takes 400 ms).
    expect(jobEvent.parse((await stream.next((e) => e.event === 'job')).data).objectId).toBe(jobId);
    const done = await stream.next(
      (e) => e.event === 'job' && jobEvent.parse(e.data).status === 'completed',
    );
    expect(jobEvent.parse(done.data)).toMatchObject({
      objectId: jobId,
      status: 'completed',
      errorMessage: null,
      arguments: { curVal: 72 },
    });
    await stream.next(latestWith(t.setpoint.measurementId, 72));
  });

  it('pushes a job as its runner settles it, reading it not once while it runs', async () => {
    let release = () => undefined as void;
    buildingSystem.held = new Promise((resolve) => (release = resolve));
    const jobId = await queueWrite(66);
    const stream = await open(`job:${jobId}`, t.adminToken);
    expect(jobEvent.parse((await stream.next((e) => e.event === 'job')).data).status).not.toBe(
      'completed',
    );
    // Once more after it opened (it may have settled unheard meanwhile), then nothing while the
    // write is held: no re-reading every second.
    await sleep(500);
    const before = jobReads;
    await sleep(1_500);
    expect(jobReads).toBe(before);

    release();
    const done = await stream.next(
      (e) => e.event === 'job' && jobEvent.parse(e.data).status === 'completed',
    );
    expect(jobEvent.parse(done.data)).toMatchObject({ objectId: jobId, arguments: { curVal: 66 } });
    // Read once: on the runner's announcement.
    expect(jobReads).toBe(before + 1);
  });

  it('says it is alive with a heartbeat, and reads nothing while nothing changes', async () => {
    const stream = await open(`site:${t.site.id},zone:${t.zone.id}`);
    const idle = Array.from({ length: 20 }, () => open(`site:${t.secondSite.id}`));
    await Promise.all(idle);
    const before = reads;
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3.5));
    expect(stream.comments).toBeGreaterThanOrEqual(3);
    expect(reads).toBe(before);
  });

  it('resumes from Last-Event-ID with what it missed; an unknown id gets reset', async () => {
    const first = await open(`site:${t.site.id}`);
    // Another stream of the site proves each event was sent.
    const witness = await open(`site:${t.site.id}`);
    await ingest(t.co2.point.uuid, 901);
    await first.next(latestWith(t.co2.measurementId, 901));
    const resumeFrom = first.lastId!;
    first.close();

    await ingest(t.co2.point.uuid, 902);
    await witness.next(latestWith(t.co2.measurementId, 902));

    const resumed = await open(`site:${t.site.id}`, t.memberToken, resumeFrom);
    await resumed.next(latestWith(t.co2.measurementId, 902), 1_000);
    await ingest(t.co2.point.uuid, 903);
    await resumed.next(latestWith(t.co2.measurementId, 903));
    expect(resumed.events.some((e) => e.event === 'reset')).toBe(false);

    for (const id of ['another-process-1', 'nonsense', `${resumeFrom}999999`]) {
      const reset = await open(`site:${t.site.id}`, t.memberToken, id);
      expect((await reset.next(() => true)).event).toBe('reset');
    }
  });

  it('ends its streams when the server closes', async () => {
    const app = await buildApp({ database: t.handle, logger: false });
    const appBase = await listenOnLoopback(app);
    const stream = await openStream(appBase, `site:${t.site.id}`, t.memberToken);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await app.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('GET /api/stream for a kiosk', () => {
  /** A `kiosk` event of the kiosk whose first value is the one given. */
  const kioskWith = (publicId: string, value: number) => (e: StreamEvent) =>
    e.event === 'kiosk' &&
    kioskEvent.parse(e.data).kioskId === publicId &&
    kioskEvent.parse(e.data).content.results[0]?.curVal === value;

  /** When a screen last showed the kiosk: noted in memory, or flushed already. */
  const seenAt = async (kioskId: string) => {
    const [row] = await t.rows(
      z.object({ at: z.date().nullable() }),
      `SELECT last_seen_at AS at FROM kiosks WHERE id = $1`,
      [kioskId],
    );
    return kioskScreens.heartbeats.unflushed(kioskId) ?? row?.at?.getTime() ?? null;
  };

  it('opens by the public id without a session, with the values now, then as they change', async () => {
    await ingest(t.co2.point.uuid, 700);
    const stream = await open(`kiosk:${t.kiosk.uuid}`, null);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'kiosk');
    // The reading's live state may land just after the stream opened (decision 007): the content
    // that follows it then carries the value.
    const first = kioskEvent.parse((await stream.next(kioskWith(t.kiosk.uuid, 700))).data);
    // What GET /api/kiosk/{id}/measurements answers: no object id.
    const answer = await t.app.inject({ url: `/api/kiosk/${t.kiosk.uuid}/measurements` });
    expect(first.content.results).toEqual(answer.json<typeof first.content>().results);
    expect(JSON.stringify(first)).not.toContain(t.co2.measurementId);
    expect(await seenAt(t.kiosk.id)).not.toBeNull();

    await ingest(t.co2.point.uuid, 845);
    await stream.next(kioskWith(t.kiosk.uuid, 845));
    // Another zone's reading changes nothing the kiosk shows: no event (a site stream proves
    // it was pushed, and its flush is over before the next one's).
    const site = await open(`site:${t.site.id}`);
    const kioskEvents = () => stream.events.filter((e) => e.event === 'kiosk').length;
    const before = kioskEvents();
    await ingest(t.otherZoneCo2.point.uuid, 612);
    await site.next(latestWith(t.otherZoneCo2.measurementId, 612));
    await ingest(t.co2.point.uuid, 846);
    await stream.next(kioskWith(t.kiosk.uuid, 846));
    expect(kioskEvents()).toBe(before + 1);
    expect(stream.events.some((e) => e.event === 'latest' || e.event === 'alerts')).toBe(false);
  });

  it('reads a kiosk at most once a second while its zone changes faster, ending on the last value', async () => {
    const stream = await open(`kiosk:${t.kiosk.uuid}`, null);
    await stream.next((e) => e.event === 'kiosk');
    const before = kioskReads;
    const started = Date.now();
    // A change every 300 ms, each refreshed at once (as several server processes would).
    for (const value of [901, 902, 903, 904, 905]) {
      await ingest(t.co2.point.uuid, value);
      await drainLiveState(t.handle);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await stream.next(kioskWith(t.kiosk.uuid, 905));
    const seconds = (Date.now() - started) / 1000;
    expect(kioskReads - before).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(kioskReads - before).toBeLessThan(5);
  });

  it('answers an unknown, malformed or revoked kiosk with the 404 of its public call', async () => {
    for (const id of ['unknown0000000000000000', 'not a kiosk!', t.revokedKiosk.uuid]) {
      expect((await t.app.inject({ url: `/api/kiosk/${encodeURIComponent(id)}` })).statusCode).toBe(
        404,
      );
      expect((await open(`kiosk:${id}`, null)).status, id).toBe(404);
      expect((await open(`kiosk:${t.kiosk.uuid},kiosk:${id}`, null)).status, id).toBe(404);
    }
  });

  it('opens nothing else with a kiosk: its own site needs a session, another project’s a 404', async () => {
    expect((await open(`kiosk:${t.kiosk.uuid},site:${t.site.id}`, null)).status).toBe(401);
    expect((await open(`kiosk:${t.kiosk.uuid},zone:${t.zone.id}`, null)).status).toBe(401);
    const outsider = await open(`kiosk:${t.kiosk.uuid},site:${t.site.id}`, t.outsiderToken);
    expect(outsider.status).toBe(404);
    // A signed-in screen may follow a kiosk beside its own topics.
    expect((await open(`kiosk:${t.kiosk.uuid},site:${t.secondSite.id}`)).status).toBe(200);
  });

  it('ends the stream of a kiosk revoked while it is shown', async () => {
    const kiosk = await createKioskRow(t.db, { projectId: t.project.id, siteId: t.site.id });
    const stream = await open(`kiosk:${kiosk.uuid}`, null);
    expect(stream.status).toBe(200);
    await t.rows(
      z.object({ id: z.string() }),
      `UPDATE kiosks SET revoked_at = now() WHERE id = $1 RETURNING id`,
      [kiosk.id],
    );
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(KIOSK_CHECK_MS * 5);
    expect((await open(`kiosk:${kiosk.uuid}`, null)).status).toBe(404);
  });
});

describe.runIf(usingPostgres)('on PostgreSQL', () => {
  it('listens again after its LISTEN connection drops: streams get reset, then changes', async () => {
    const stream = await open(`site:${t.site.id}`);
    const listeners = await t.rows(
      z.object({ pid: z.number() }),
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    expect(listeners).toHaveLength(1);
    await t.rows(z.object({ ok: z.boolean() }), `SELECT pg_terminate_backend($1) AS ok`, [
      listeners[0]!.pid,
    ]);
    await stream.next((e) => e.event === 'reset', 5_000);
    await ingest(t.co2.point.uuid, 777);
    await stream.next(latestWith(t.co2.measurementId, 777));
  });

  it('pushes a reading ingested through one server process from another', async () => {
    // A second process on the same database: its own pool and LISTEN connection.
    const handle = await openDatabase({ databaseUrl: t.database.url });
    const second = await buildApp({ database: handle, logger: false });
    try {
      const secondBase = await listenOnLoopback(second);
      const stream = await openStream(secondBase, `zone:${t.zone.id}`, t.memberToken);
      expect(stream.status).toBe(200);
      await ingest(t.co2.point.uuid, 1234);
      await stream.next(latestWith(t.co2.measurementId, 1234));
      stream.close();
    } finally {
      await second.close();
      await handle.close();
    }
  });
});
