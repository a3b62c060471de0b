/**
 * Telemetry benchmarks (issue 4): ingest throughput through POST /api/ingest as a ratio to raw
 * COPY into the same table in the same run; and p50/p95 of latest, trend, heat map and report,
 * each next to the SQL it wraps (and, for heat map and report, the same numbers from raw rows).
 * Runs on in-memory PGlite, and on PostgreSQL too when BENCH_DATABASE_URL names an empty database.
 */
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app';
import { sessionForToken } from '../apps/server/src/plugins/auth';
import { siteForMember } from '../apps/server/src/plugins/access';
import { openDatabase, type DatabaseHandle, type SqlRunner } from '../apps/server/src/db/connect';
import { newObjectId } from '../apps/server/src/db/ids';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import * as s from '../apps/server/src/db/schema/index';
import {
  createProject,
  createSession,
  createSite,
  createUser,
} from '../apps/server/test/fixtures/factories';
import {
  createCo2Catalogue,
  createSiteIngestKey,
  createZone,
} from '../apps/server/test/fixtures/telemetry';
import { drainLiveState } from '../apps/server/src/telemetry/live-state';
import { startMosquitto } from '../apps/server/test/fixtures/mosquitto';
import {
  MQTT_INGEST_TOPIC,
  MQTT_RESULTS_PREFIX,
} from '../apps/server/src/modules/ingest/ingest.mqtt';
import { zoneMeansSql } from '../apps/server/src/modules/heatmap/heatmap.service';
import { REPORT_ROLLUP_SQL } from '../apps/server/src/modules/reports/reports.service';
import {
  hourlyTrendSql,
  LATEST_SQL,
  TREND_TARGET_SQL,
} from '../apps/server/src/modules/trends/trends.service';

const MINUTE = 60_000;
const DAY = 86_400_000;
const END = Date.parse('2026-11-20T00:00:00Z');

function percentiles(ms: number[]): { p50: number; p95: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

async function timeIt(
  runs: number,
  fn: () => Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  await fn(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return percentiles(ms);
}

const fmt = (p: { p50: number; p95: number }) =>
  `p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms`;

interface Fixture {
  app: FastifyInstance;
  handle: DatabaseHandle;
  token: string;
  siteId: string;
  projectId: string;
}

async function setUp(handle: DatabaseHandle): Promise<Fixture> {
  await migrateDatabase(handle);
  const { db } = handle;
  // The CO2 type with its warning rule, so the alert engine has a rule to apply as in production.
  await createCo2Catalogue(db);
  const project = await createProject(db);
  const site = await createSite(db, project.id);
  const user = await createUser(db, { projectIds: [project.id] });
  const app = await buildApp({ database: handle, logger: false });
  await app.ready();
  return {
    app,
    handle,
    token: await createSession(db, user.id, project.id),
    siteId: site.id,
    projectId: project.id,
  };
}

/** Zones with one CO2 measurement and point each, in the fixture's site or the given one. */
async function sensors(f: Fixture, count: number, siteId = f.siteId) {
  const out: { measurementId: string; uuid: string; seriesId: number; zoneId: string }[] = [];
  for (let i = 0; i < count; i++) {
    const zone = await createZone(f.handle.db, siteId, `Zone ${String(i).padStart(3, '0')}`);
    const measurementId = newObjectId();
    await f.handle.db.insert(s.measurements).values({
      id: measurementId,
      siteId,
      zoneId: zone.id,
      name: 'CO2',
      type: 'co2',
      pointType: 'cO2Sensor',
      scoreType: 'scoreAQ',
      unit: 'ppm',
      curVal: 700,
      curValTs: new Date(END),
      curScore: 80,
      curScoreTs: new Date(END),
    });
    const [p] = await f.handle.db
      .insert(s.points)
      .values({
        id: newObjectId(),
        siteId,
        zoneId: zone.id,
        measurementId,
        name: 'CO2',
        type: 'cO2Sensor',
      })
      .returning();
    out.push({ measurementId, uuid: p!.uuid, seriesId: p!.seriesId, zoneId: zone.id });
  }
  return out;
}

/** History written directly (readings by COPY/unnest, rollups by one GROUP BY). */
async function history(f: Fixture, seriesIds: number[], days: number, stepMs: number) {
  for (const id of seriesIds) {
    const rows: (string | number)[][] = [];
    for (let t = END - days * DAY; t < END; t += stepMs) {
      rows.push([id, new Date(t).toISOString(), 600 + ((t / stepMs + id * 7) % 400)]);
    }
    await f.handle.bulkInsert(
      'readings',
      ['series_id', 'ts', 'value'],
      ['int', 'timestamptz', 'float8'],
      rows,
    );
  }
  await f.handle.transaction((q) =>
    q(
      `INSERT INTO reading_rollups_hourly (series_id, hour, min, max, sum, count)
       SELECT series_id, date_trunc('hour', ts, 'UTC'), min(value), max(value), sum(value), count(*)
         FROM readings WHERE series_id = ANY($1::int[]) GROUP BY 1, 2`,
      [seriesIds],
    ),
  );
}

async function benchIngest(f: Fixture, label: string): Promise<string[]> {
  const [sensor] = await sensors(f, 1);
  const key = await createSiteIngestKey(
    f.handle.db,
    { projectId: f.projectId, id: f.siteId },
    'bench',
  );
  const total = 50_000;
  const batch = 1000;
  const start = Date.now() - 30 * DAY;
  let t = performance.now();
  for (let offset = 0; offset < total; offset += batch) {
    const readings = Array.from({ length: batch }, (_, i) => ({
      point: sensor!.uuid,
      ts: start + (offset + i) * 1000,
      value: 600 + ((offset + i) % 500),
    }));
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/ingest',
      headers: { 'x-ingest-key': key },
      payload: { readings },
    });
    if (res.statusCode !== 200) {
      throw new Error(res.body);
    }
  }
  const ingestRate = total / ((performance.now() - t) / 1000);
  // Latest values, scores and alerts follow from the live-state queue (decision 007): the rate
  // until they have caught up is the one a site sees end to end.
  await drainLiveState(f.handle);
  const liveRate = total / ((performance.now() - t) / 1000);
  const [other] = await sensors(f, 1);
  const rows = Array.from({ length: total }, (_, i) => [
    other!.seriesId,
    new Date(start + i * 1000).toISOString(),
    600 + (i % 500),
  ]);
  t = performance.now();
  for (let offset = 0; offset < total; offset += batch) {
    await f.handle.bulkInsert(
      'readings',
      ['series_id', 'ts', 'value'],
      ['int', 'timestamptz', 'float8'],
      rows.slice(offset, offset + batch),
    );
  }
  const copyRate = total / ((performance.now() - t) / 1000);
  // The baseline rows have no rollups; they must not skew the query benchmarks that follow.
  await f.handle.transaction((q) =>
    q(`DELETE FROM readings WHERE series_id = $1`, [other!.seriesId]),
  );
  const mqttRate =
    f.handle.kind === 'pglite' ? await benchMqtt(f, key, sensor!.uuid, total, batch) : null;
  const perRaw = (rate: number) =>
    `${Math.round(rate).toLocaleString('en-US')} readings/s (${(rate / copyRate).toFixed(2)}× raw)`;
  return [
    `| ingest, ${label}: POST /api/ingest, batches of ${batch}, acknowledged | ${perRaw(ingestRate)} |`,
    `| ingest, ${label}: the same, until latest values, scores and alerts caught up | ${perRaw(liveRate)} |`,
    ...(mqttRate === null
      ? []
      : [
          `| ingest, ${label}: MQTT through Mosquitto, batches of ${batch}, ${MQTT_IN_FLIGHT} in flight, live state caught up | ${perRaw(mqttRate)} |`,
        ]),
    `| raw ${f.handle.kind === 'pglite' ? 'COPY' : 'unnest INSERT'} into readings, same batches, ${label} | ${Math.round(copyRate).toLocaleString('en-US')} readings/s |`,
  ];
}

const MQTT_IN_FLIGHT = 4;

/** The same batches published to airboard/v1/ingest through Mosquitto, results awaited. */
async function benchMqtt(f: Fixture, key: string, uuid: string, total: number, batch: number) {
  const broker = await startMosquitto();
  const app = await buildApp({
    database: f.handle,
    logger: false,
    config: { MQTT_URL: broker.url },
  });
  await app.ready();
  const device = await mqtt.connectAsync(broker.url, { clientId: 'bench-device' });
  await device.subscribeAsync(`${MQTT_RESULTS_PREFIX}#`, { qos: 1 });
  const waiting = new Map<string, () => void>();
  device.on('message', (topic) => waiting.get(topic.slice(MQTT_RESULTS_PREFIX.length))?.());
  const send = (requestId: string, readings: object[]) =>
    new Promise<void>((resolve) => {
      const body = JSON.stringify({ key, requestId, readings });
      void device.publishAsync(MQTT_INGEST_TOPIC, body, { qos: 1 });
      // The server may still be subscribing on the first batch.
      const retry = setInterval(
        () => void device.publishAsync(MQTT_INGEST_TOPIC, body, { qos: 1 }),
        1000,
      );
      waiting.set(requestId, () => {
        clearInterval(retry);
        resolve();
      });
    });
  await send('warm-up', []);
  const start = Date.now() - 20 * DAY;
  const t = performance.now();
  // Devices publish without waiting for each result: up to IN_FLIGHT batches are queued at the
  // broker while the server ingests one message at a time, so this measures throughput, not
  // one round trip per batch.
  let next = 0;
  const worker = async () => {
    for (let offset = next; offset < total; offset = next) {
      next += batch;
      await send(
        `b${offset}`,
        Array.from({ length: batch }, (_, i) => ({
          point: uuid,
          ts: start + (offset + i) * 1000,
          value: 600 + (i % 300),
        })),
      );
    }
  };
  await Promise.all(Array.from({ length: MQTT_IN_FLIGHT }, worker));
  await drainLiveState(f.handle);
  const rate = total / ((performance.now() - t) / 1000);
  await device.endAsync();
  await app.close();
  await broker.stop();
  return rate;
}

/** Calls the app as the fixture's user; any answer but 200 stops the bench. */
async function call(
  f: Fixture,
  request: { method?: 'GET' | 'POST'; url: string; payload?: object },
): Promise<void> {
  const res = await f.app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: { authorization: `Bearer ${f.token}` },
    ...(request.payload ? { payload: request.payload } : {}),
  });
  if (res.statusCode !== 200) {
    throw new Error(`${request.url}: ${res.body}`);
  }
}

async function benchQueries(f: Fixture): Promise<string[]> {
  const get = (url: string) => call(f, { url });
  const sql = (text: string, params: unknown[]) => f.handle.transaction((q) => q(text, params));
  const lines: string[] = [];
  // What every site endpoint runs before its data query, through the same functions: the
  // session lookup and the site with the caller's membership.
  const accessStatements = async () => {
    const auth = await sessionForToken(f.handle.db, f.token);
    await siteForMember(f.handle.db, auth!, f.siteId);
  };

  // Latest for a 500-measurement site.
  const many = await sensors(f, 500);
  const ids = many.map((m) => m.measurementId);
  const latest = await timeIt(50, () =>
    get(`/api/site/${f.siteId}/latest?measurementIds=${encodeURIComponent(JSON.stringify(ids))}`),
  );
  const latestSql = await timeIt(50, () => sql(LATEST_SQL, [f.siteId, ids]));
  const latestAll = await timeIt(50, async () => {
    await accessStatements();
    await sql(LATEST_SQL, [f.siteId, ids]);
  });
  lines.push(
    `| latest, 500 measurements | ${fmt(latest)} | data query ${fmt(latestSql)}; with the session and access statements ${fmt(latestAll)} |`,
  );

  // Trend over 60 days of 1-minute data.
  const trendSensor = many[0]!;
  await history(f, [trendSensor.seriesId], 60, MINUTE);
  const trend = await timeIt(30, () =>
    get(
      `/api/trendData?siteId=${f.siteId}&pointId=${trendSensor.measurementId}&startTime=${END - 60 * DAY}&endTime=${END}`,
    ),
  );
  const trendSql = await timeIt(30, () =>
    sql(hourlyTrendSql('value'), [
      trendSensor.seriesId,
      new Date(END - 60 * DAY).toISOString(),
      new Date(END).toISOString(),
    ]),
  );
  const trendAll = await timeIt(30, async () => {
    await accessStatements();
    // The point lookup and the hours, in one transaction as the endpoint runs them.
    await f.handle.transaction(async (q) => {
      await q(TREND_TARGET_SQL, [f.siteId, trendSensor.measurementId, true]);
      await q(hourlyTrendSql('value'), [
        trendSensor.seriesId,
        new Date(END - 60 * DAY).toISOString(),
        new Date(END).toISOString(),
      ]);
    });
  });
  lines.push(
    `| trend, 60 days of 1-minute data (hourly min/max) | ${fmt(trend)} | data query ${fmt(trendSql)}; with the session, access and point statements ${fmt(trendAll)} |`,
  );

  lines.push(...(await benchRollupQueries(f, 5 * MINUTE, '5-minute')));
  lines.push(...(await benchRollupQueries(f, MINUTE, '1-minute')));
  return lines;
}

/**
 * Heat map (100 zones × 30 days) and report (50 measurements × 60 days) on a site of their own
 * with readings every `stepMs`: each endpoint next to the rollup SQL it runs, and that SQL next
 * to the same aggregation over the raw readings, whose numbers must be identical.
 */
async function benchRollupQueries(f: Fixture, stepMs: number, rate: string): Promise<string[]> {
  const get = (url: string) => call(f, { url });
  const inNewYork = <T>(work: (q: SqlRunner) => Promise<T>) =>
    f.handle.transaction(async (q) => {
      await q(`SELECT set_config('TimeZone', 'America/New_York', true)`);
      return work(q);
    });
  const sql = (text: string, params: unknown[]) => inNewYork((q) => q(text, params));
  // The same statement with its rows, compared column by column (parsing is not timed).
  const rowsOf = (text: string, params: unknown[]) =>
    inNewYork((q) => q(z.record(z.string(), z.unknown()), text, params));
  const site = await createSite(f.handle.db, f.projectId, { name: `Bench ${rate}` });
  const zones = await sensors(f, 100, site.id);
  const reportSeries = zones.slice(0, 50);
  await history(
    f,
    reportSeries.map((z) => z.seriesId),
    60,
    stepMs,
  );
  await history(
    f,
    zones.slice(50).map((z) => z.seriesId),
    30,
    stepMs,
  );
  const lines: string[] = [];
  const compare = async (
    label: string,
    endpoint: () => Promise<unknown>,
    runs: number,
    wrappedSql: string,
    rollupSql: string,
    rawSql: string,
    params: unknown[],
  ) => {
    const api = await timeIt(runs, endpoint);
    const wrapped = await timeIt(runs, () => sql(wrappedSql, params));
    const rollup =
      rollupSql === wrappedSql ? wrapped : await timeIt(runs, () => sql(rollupSql, params));
    const raw = await timeIt(3, () => sql(rawSql, params));
    const key = (r: Record<string, unknown>) => `${String(r.series_id)}|${String(r.period)}`;
    const a = new Map((await rowsOf(rollupSql, params)).map((r) => [key(r), r]));
    const b = await rowsOf(rawSql, params);
    const same =
      a.size === b.length &&
      b.every((r) => {
        const x = a.get(key(r));
        return (
          x !== undefined &&
          Object.keys(r).every((k) =>
            k === 'period' || k === 'series_id'
              ? true
              : Math.abs(Number(x[k]) - Number(r[k])) < 1e-6,
          )
        );
      });
    lines.push(
      `| ${label}, ${rate} data | ${fmt(api)} | ${fmt(wrapped)}; value aggregates from rollups ${fmt(rollup)}, same from raw rows ${fmt(raw)}: ${(raw.p50 / rollup.p50).toFixed(0)}× slower, numbers ${same ? 'identical' : 'DIFFER'} |`,
    );
  };

  const from = new Date(END - 30 * DAY).toISOString();
  const to = new Date(END).toISOString();
  await compare(
    'heat map, 100 zones × 30 days',
    () =>
      get(
        `/api/sites/${site.id}/heatmap/alerts?type=measurements&measurementType=co2&timePeriod=custom&startDate=2026-10-21&endDate=2026-11-19&timezone=America/New_York`,
      ),
    20,
    zoneMeansSql('day'),
    zoneMeansSql('day'),
    `SELECT r.series_id, date_trunc('day', r.ts) AS period, sum(r.value) AS sum, count(*)::int AS count
       FROM readings r
      WHERE r.series_id = ANY($1::int[]) AND r.ts >= $2 AND r.ts < $3 GROUP BY 1, 2`,
    [zones.map((z) => z.seriesId), from, to],
  );

  const reportFrom = new Date(END - 60 * DAY).toISOString();
  const reportTo = new Date(END - 1).toISOString();
  await compare(
    'report, 50 measurements × 60 days',
    () =>
      call(f, {
        method: 'POST',
        url: `/api/sites/reports/${site.id}?startTime=${reportFrom}&endTime=${reportTo}`,
        payload: { measurementIds: reportSeries.map((z) => z.measurementId) },
      }),
    10,
    REPORT_ROLLUP_SQL,
    `SELECT r.series_id, date_trunc('day', r.hour) AS period, min(r.min) AS min, max(r.max) AS max,
            sum(r.sum) AS sum, sum(r.count)::int AS count
       FROM reading_rollups_hourly r
      WHERE r.series_id = ANY($1::int[]) AND r.hour >= $2 AND r.hour <= $3 GROUP BY 1, 2`,
    `SELECT r.series_id, date_trunc('day', r.ts) AS period, min(r.value) AS min, max(r.value) AS max,
            sum(r.value) AS sum, count(*)::int AS count
       FROM readings r
      WHERE r.series_id = ANY($1::int[]) AND r.ts >= $2 AND r.ts <= $3 GROUP BY 1, 2`,
    [reportSeries.map((z) => z.seriesId), reportFrom, reportTo],
  );
  return lines;
}

export async function benchTelemetry(): Promise<string> {
  const out = ['| what | figure | raw SQL it wraps |', '|---|---|---|'];
  const targets: { label: string; open: () => Promise<DatabaseHandle> }[] = [
    { label: 'PGlite', open: () => openDatabase({}) },
  ];
  if (process.env.BENCH_DATABASE_URL) {
    targets.push({
      label: 'PostgreSQL',
      open: () => openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL }),
    });
  }
  for (const target of targets) {
    const handle = await target.open();
    const f = await setUp(handle);
    out.push(...(await benchIngest(f, target.label)).map((l) => l.replace(/ \|$/, ' | |')));
    if (target.label === 'PGlite' && process.env.BENCH_QUERIES !== 'off') {
      out.push(...(await benchQueries(f)));
    }
    await f.app.close();
    await handle.close();
  }
  return out.join('\n');
}
