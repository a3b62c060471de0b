/**
 * Ingest throughput: POST /api/ingest (acknowledged, and until the live state caught up) and MQTT
 * through Mosquitto, each as a ratio to raw COPY (or unnest INSERT) into the same table.
 */
import { eq } from 'drizzle-orm';
import mqtt from 'mqtt';
import { newObjectId, newPublicId } from '../apps/server/src/db/ids';
import * as s from '../apps/server/src/db/schema/index';
import { drainLiveState } from '../apps/server/src/telemetry/live-state';
import { buildApp } from '../apps/server/src/app';
import {
  MQTT_INGEST_TOPIC,
  MQTT_RESULTS_PREFIX,
} from '../apps/server/src/modules/ingest/ingest.mqtt';
import { startMosquitto } from '../apps/server/test/fixtures/mosquitto';
import { createSiteIngestKey } from '../apps/server/test/fixtures/telemetry';
import { DAY, sensors, type Fixture } from './telemetry-fixture';

export async function benchIngest(f: Fixture, label: string): Promise<string[]> {
  const [sensor] = await sensors(f, 1);
  // The point is a device's, and every reading reports its RSSI, as a real sensor's do: ingestion
  // then notes the device's contact too (issue 16), and that is part of what is measured.
  await onDevice(f, sensor!.uuid);
  const key = await createSiteIngestKey(
    f.handle.db,
    { projectId: f.projectId, id: f.siteId },
    'bench',
  );
  const total = 50_000;
  const batch = 1000;
  await warmUp(f, key);
  const start = Date.now() - 30 * DAY;
  let t = performance.now();
  for (let offset = 0; offset < total; offset += batch) {
    const readings = Array.from({ length: batch }, (_, i) => ({
      point: sensor!.uuid,
      ts: start + (offset + i) * 1000,
      value: 600 + ((offset + i) % 500),
      rssi: -60 - (i % 20),
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

/**
 * Runs both paths a while on other series first, and deletes what they wrote: the embedded
 * database's thread is a new V8 isolate, so PGlite's WebAssembly is compiled and tiered up again
 * in it, and the first batches after a database opens measure that rather than ingestion (a long
 * running server is past it).
 */
async function warmUp(f: Fixture, key: string) {
  const [ingested, copied] = await sensors(f, 2);
  const start = Date.now() - 40 * DAY;
  for (let b = 0; b < 20; b++) {
    const readings = Array.from({ length: 1000 }, (_, i) => ({
      point: ingested!.uuid,
      ts: start + (b * 1000 + i) * 1000,
      value: 600 + i,
    }));
    await f.app.inject({
      method: 'POST',
      url: '/api/ingest',
      headers: { 'x-ingest-key': key },
      payload: { readings },
    });
    await f.handle.bulkInsert(
      'readings',
      ['series_id', 'ts', 'value'],
      ['int', 'timestamptz', 'float8'],
      readings.map((r) => [copied!.seriesId, new Date(r.ts).toISOString(), r.value]),
    );
  }
  await drainLiveState(f.handle);
  await f.handle.transaction(async (q) => {
    await q(`DELETE FROM readings WHERE series_id = ANY($1::int[])`, [
      [ingested!.seriesId, copied!.seriesId],
    ]);
    await q(`DELETE FROM reading_rollups WHERE series_id = $1`, [ingested!.seriesId]);
  });
}

/** Makes the point a device's (a product and a device of the fixture's site). */
async function onDevice(f: Fixture, uuid: string) {
  const productId = newObjectId();
  const deviceId = newObjectId();
  await f.handle.db
    .insert(s.products)
    .values({ id: productId, name: 'bench', friendlyModelName: 'Bench', type: 'sensor' });
  await f.handle.db.insert(s.devices).values({
    id: deviceId,
    projectId: f.projectId,
    siteId: f.siteId,
    productId,
    name: 'Bench sensor',
    serialNumber: `BENCH-${deviceId}`,
    onboardingToken: newPublicId(),
  });
  await f.handle.db.update(s.points).set({ deviceId }).where(eq(s.points.uuid, uuid));
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
          rssi: -60 - (i % 20),
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
