/** MQTT ingestion end to end through a real Mosquitto broker on a loopback port. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import mqtt from 'mqtt';
import { newObjectId } from '../../db/ids';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import { startMosquitto, type Broker } from '../../../test/fixtures/mosquitto';
import { createSensor, createSiteIngestKey, type Sensor } from '../../../test/fixtures/telemetry';
import { DeviceContacts } from '../../telemetry/device-contacts';
import {
  defaultMqttClientId,
  MQTT_INGEST_TOPIC,
  MQTT_RESULTS_PREFIX,
  startMqttIngest,
} from './ingest.mqtt';

let broker: Broker;
beforeAll(async () => {
  broker = await startMosquitto();
});
afterAll(async () => {
  await broker?.stop();
});

// Started after the broker (hooks run in order) and closed before it stops.
const t = useTelemetryApp(() => ({ ready: true, config: { MQTT_URL: broker.url } }));
let sensor: Sensor;
let key: string;

beforeAll(async () => {
  sensor = await createSensor(t.db, t.site.id, t.zone.id);
  key = await createSiteIngestKey(t.db, t.site, 'MQTT gateway');
});

/**
 * Publishes a batch and waits for its result; re-publishes while the server is still subscribing
 * (a re-sent batch is stored once, so repeating it is safe).
 */
async function send(payload: object, requestId: string): Promise<unknown> {
  const device = await mqtt.connectAsync(broker.url, { clientId: `device-${newObjectId()}` });
  await device.subscribeAsync(`${MQTT_RESULTS_PREFIX}${requestId}`, { qos: 1 });
  const result = new Promise<unknown>((resolve) =>
    device.once('message', (_topic, body) => resolve(JSON.parse(body.toString()))),
  );
  const body = JSON.stringify({ ...payload, requestId });
  await device.publishAsync(MQTT_INGEST_TOPIC, body, { qos: 1 });
  const timer = setInterval(
    () => void device.publishAsync(MQTT_INGEST_TOPIC, body, { qos: 1 }),
    1000,
  );
  try {
    return await result;
  } finally {
    clearInterval(timer);
    await device.endAsync();
  }
}

describe('MQTT ingestion', () => {
  it('stores a published batch and answers per-item results on the results topic', async () => {
    const ts = Date.now() - 60_000;
    const result = await send(
      {
        key,
        readings: [
          { point: sensor.point.uuid, ts, value: 750 },
          { point: 'unknown', ts, value: 1 },
        ],
      },
      'batch-1',
    );
    expect(result).toMatchObject({
      rejected: [{ list: 'readings', index: 1, reason: 'unknown point' }],
    });
    // The latest value follows within the live-state worker's interval.
    await vi.waitFor(
      async () => {
        const [m] = await t.rows(
          z.object({ cur_val: z.number() }),
          `SELECT cur_val FROM measurements WHERE id = $1`,
          [sensor.measurementId],
        );
        expect(m!.cur_val).toBe(750);
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('answers a bad key on the results topic', async () => {
    const result = await send(
      { key: 'wrong', readings: [{ point: sensor.point.uuid, ts: Date.now(), value: 1 }] },
      'batch-2',
    );
    expect(result).toEqual({ errorMessage: 'Unknown or revoked ingest key' });
  });
});

describe('MQTT ingestion by several server processes', () => {
  it('gives each process its own client id, stable across restarts', () => {
    expect(defaultMqttClientId(3001, 'api-1')).toBe('airboard-ingest-api-1-3001');
    expect(defaultMqttClientId(3001, 'api-1')).toBe(defaultMqttClientId(3001, 'api-1'));
    expect(defaultMqttClientId(3002, 'api-1')).not.toBe(defaultMqttClientId(3001, 'api-1'));
    expect(defaultMqttClientId(3001, 'api-2')).not.toBe(defaultMqttClientId(3001, 'api-1'));
  });

  it('hands each message to one process through the shared subscription', async () => {
    // A second process beside the app's own, on the same broker and database.
    const second = startMqttIngest({
      url: broker.url,
      database: t.handle,
      log: t.app.log,
      keptDays: 30,
      contacts: new DeviceContacts(),
      clientId: defaultMqttClientId(39_999, 'second-process'),
    });
    try {
      await second.ready;
      const device = await mqtt.connectAsync(broker.url, { clientId: `device-${newObjectId()}` });
      const results: string[] = [];
      device.on('message', (topic) => topic.includes('/shared-') && results.push(topic));
      await device.subscribeAsync(`${MQTT_RESULTS_PREFIX}#`, { qos: 1 });
      const count = 20;
      const ts = Date.now() - 120_000;
      for (let i = 0; i < count; i += 1) {
        const body = {
          key,
          readings: [{ point: sensor.point.uuid, ts: ts + i * 1000, value: 500 + i }],
          requestId: `shared-${i}`,
        };
        await device.publishAsync(MQTT_INGEST_TOPIC, JSON.stringify(body), { qos: 1 });
      }
      // Every message answered — and, after a pause for any second answer, answered once: with
      // two plain subscriptions each process would ingest and answer every message.
      await vi.waitFor(() => expect(results).toHaveLength(count), { timeout: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await device.endAsync();
      expect(new Set(results).size).toBe(count);
      expect(results).toHaveLength(count);
      const [stored] = await t.rows(
        z.object({ n: z.coerce.number() }),
        `SELECT count(*) AS n FROM readings r JOIN points p ON p.series_id = r.series_id
          WHERE p.uuid = $1 AND r.ts >= $2 AND r.ts < $3`,
        [sensor.point.uuid, new Date(ts), new Date(ts + count * 1000)],
      );
      expect(stored!.n).toBe(count);
    } finally {
      await second.stop();
    }
  });
});

describe('MQTT ingestion across a broker restart', () => {
  it('subscribes again when the broker brings back its session without the shared subscription', async () => {
    // Mosquitto 2.0 restores a persistent session's plain subscriptions but not its $share ones;
    // the client, told its session is present, would not subscribe again and hear nothing more.
    const restarting = await startMosquitto({ persistent: true });
    const ingest = startMqttIngest({
      url: restarting.url,
      database: t.handle,
      log: t.app.log,
      keptDays: 30,
      contacts: new DeviceContacts(),
      clientId: defaultMqttClientId(39_998, 'restart-test'),
    });
    try {
      await ingest.ready;
      await restarting.restart();
      const device = await mqtt.connectAsync(restarting.url, {
        clientId: `device-${newObjectId()}`,
      });
      const answered = new Promise<unknown>((resolve) =>
        device.once('message', (_topic, body) => resolve(JSON.parse(body.toString()))),
      );
      await device.subscribeAsync(`${MQTT_RESULTS_PREFIX}after-restart`, { qos: 1 });
      const ts = Date.now() - 60_000;
      const body = JSON.stringify({
        key,
        readings: [{ point: sensor.point.uuid, ts, value: 777 }],
        requestId: 'after-restart',
      });
      // Published again until answered: the server reconnects every 2 s after the restart.
      const timer = setInterval(
        () => void device.publishAsync(MQTT_INGEST_TOPIC, body, { qos: 1 }),
        500,
      );
      try {
        await expect(
          Promise.race([
            answered,
            new Promise((_, reject) =>
              setTimeout(() => reject(new Error('no answer after the restart')), 10_000),
            ),
          ]),
        ).resolves.toMatchObject({ rejected: [] });
      } finally {
        clearInterval(timer);
        await device.endAsync();
      }
    } finally {
      await ingest.stop();
      await restarting.stop();
    }
  });
});
