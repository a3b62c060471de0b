// The traffic of the chaos test (chaos.mjs): what a district sends and watches while the cluster
// is broken on purpose, each piece keeping what it sent and what it was answered, with when:
// - readings over HTTP (POST /api/ingest through nginx) and over MQTT (one message each, asking
//   for its result), each with a timestamp and a value of its own, so the database can be asked
//   for every one afterwards and a pushed value tells which reading it was;
// - point writes (POST /api/points/{uuid}/runFunction), sent again with the same Idempotency-Key
//   after a failed answer, as the key's contract says a client does;
// - GET /api/health through nginx every 100 ms;
// - browser tabs: the web app's own live-stream client (createLiveStream, so a drop is retried
//   with its back-off and Last-Event-ID), a site's measurements fetched when the tab opens and
//   again on `reset`, as the site screens do.
// Every HTTP answer (or its absence: status 0) is handed to `record(what, status)`.
import mqtt from 'mqtt';
import { IDEMPOTENCY_KEY_HEADER } from '@airboard/shared/api';
import { createLiveStream } from '../../apps/web/src/lib/live-stream/live-stream-client';

/** The ingest and result topics of apps/server/src/modules/ingest/ingest.mqtt.ts. */
const MQTT_INGEST_TOPIC = 'airboard/v1/ingest';
const MQTT_RESULTS_PREFIX = 'airboard/v1/results/';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Notes an ingest answer (HTTP body or MQTT result) of one reading: acknowledged when it says the
 * reading is stored (now, or as a duplicate of itself sent before); refused with the reason.
 */
function noteAnswer(reading, body) {
  if (body?.stored + body?.duplicates === 1) {
    reading.ackedAt ??= Date.now();
  } else {
    reading.refused = body?.rejected?.[0]?.reason ?? body?.errorMessage ?? JSON.stringify(body);
  }
}

/**
 * Readings round robin over the sensors (CO2), numbered from 1: timestamps strictly increasing
 * (unique per series whichever way they are sent) and values unique (400.125 ppm and a quarter
 * more for each; exact in binary), so a value seen on a stream names its reading.
 */
export function readingSource(sensors) {
  let seq = 0;
  let lastTs = 0;
  return () => {
    seq += 1;
    const ts = Math.max(Date.now(), lastTs + 1);
    lastTs = ts;
    return { seq, ts, value: 400.125 + seq / 4, sensor: sensors[seq % sensors.length] };
  };
}

const itemOf = ({ sensor, ts, value }) => ({ point: sensor.point, ts, value });

/** Sends one reading through nginx; it is acknowledged when answered 2xx as stored. */
export async function ingestOverHttp(url, reading, record) {
  reading.via = 'http';
  reading.sentAt = Date.now();
  try {
    const response = await fetch(`${url}/api/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ingest-key': reading.sensor.key },
      body: JSON.stringify({ readings: [itemOf(reading)] }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.json().catch(() => null);
    record('ingest', response.status);
    reading.status = response.status;
    if (response.ok) {
      noteAnswer(reading, body);
    }
  } catch {
    record('ingest', 0);
  }
}

/**
 * A device's MQTT connection: `publish(reading)` sends one message (QoS 1) asking for its result;
 * the reading is acknowledged when its result says it is stored (the broker's PUBACK alone is
 * noted as `brokerAckedAt`: the broker has it, no API process has committed it yet).
 */
export async function mqttDevice(mqttUrl, runId) {
  const client = await mqtt.connectAsync(mqttUrl, {
    clientId: `airboard-chaos-${runId}`,
    reconnectPeriod: 500,
  });
  const waiting = new Map();
  client.on('message', (topic, payload) => {
    const reading = waiting.get(topic.slice(MQTT_RESULTS_PREFIX.length));
    if (!reading) {
      return;
    }
    let body;
    try {
      body = JSON.parse(payload.toString());
    } catch {
      return;
    }
    reading.results = (reading.results ?? 0) + 1;
    noteAnswer(reading, body);
  });
  await client.subscribeAsync(`${MQTT_RESULTS_PREFIX}#`, { qos: 1 });
  return {
    publish(reading) {
      const requestId = `chaos-${runId}-${reading.seq}`;
      reading.via = 'mqtt';
      reading.sentAt = Date.now();
      waiting.set(requestId, reading);
      const body = { key: reading.sensor.key, requestId, readings: [itemOf(reading)] };
      client.publish(MQTT_INGEST_TOPIC, JSON.stringify(body), { qos: 1 }, (error) => {
        if (!error) {
          reading.brokerAckedAt = Date.now();
        }
      });
    },
    close: () => client.endAsync(true),
  };
}

/**
 * Writes `value` to a point as the demo admin: sent again (same Idempotency-Key) after an answer
 * of 5xx or none, up to 10 times a second apart. Resolves with the write: its key, the job's id
 * once answered, and how many times it was sent.
 */
export async function writePoint({ url, token, point, key, value, record }) {
  const write = { key, value, sentAt: Date.now(), sends: 0, jobId: undefined, refused: undefined };
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (attempt > 0) {
      await sleep(1_000);
    }
    write.sends += 1;
    try {
      const response = await fetch(`${url}/api/points/${point}/runFunction`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          [IDEMPOTENCY_KEY_HEADER]: key,
        },
        body: JSON.stringify({ function: 'numWrite', arguments: { curVal: value } }),
        signal: AbortSignal.timeout(30_000),
      });
      record('write', response.status);
      const body = await response.json().catch(() => null);
      if (response.ok) {
        write.jobId = body.results.jobId;
        return write;
      }
      if (response.status < 500) {
        write.refused = `HTTP ${response.status} ${JSON.stringify(body)}`;
        return write;
      }
    } catch {
      record('write', 0);
    }
  }
  return write;
}

/** GET /api/health through nginx every 100 ms until the returned function is called. */
export function pollHealth(url, record) {
  const timer = setInterval(() => {
    fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      async (response) => {
        await response.arrayBuffer().catch(() => undefined);
        record('health', response.status);
      },
      () => record('health', 0),
    );
  }, 100);
  return () => clearInterval(timer);
}

/** A measurement among a list and their children. */
function findMeasurement(list, id) {
  for (const m of list) {
    const found = m.objectId === id ? m : findMeasurement(m.childMeasurements ?? [], id);
    if (found) {
      return found;
    }
  }
  return undefined;
}

const alwaysVisible = { hidden: () => false, onChange: () => () => undefined };

/**
 * A tab following one sensor's site: its live stream (topic `site:<id>`) through nginx, the
 * zone's measurements fetched at once and again after each `reset`. It keeps every value of the
 * sensor's measurement it saw (`seen`: { at, value }), the one it shows (`value`), when its
 * stream went live and dropped, and each stream request (`opens`: { at, lastEventId }).
 */
export function openTab({ url, token, sensor, record }) {
  const tab = {
    sensor,
    seen: [],
    value: undefined,
    live: false,
    connected: [],
    dropped: [],
    resets: [],
    opens: [],
  };
  const see = (value) => {
    tab.value = value;
    tab.seen.push({ at: Date.now(), value });
  };
  const authorization = `Bearer ${token}`;
  const query = new URLSearchParams({
    siteId: sensor.siteId,
    zoneId: sensor.zoneId,
    accessFilter: 'true',
  });
  // TanStack Query's way: a failed fetch is tried again with a growing delay.
  const fetchMeasurements = async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      try {
        const response = await fetch(`${url}/api/measurements?${query}`, {
          headers: { authorization },
          signal: AbortSignal.timeout(30_000),
        });
        record('measurements', response.status);
        if (response.ok) {
          const { results } = await response.json();
          see(findMeasurement(results, sensor.measurementId)?.curVal ?? null);
          return;
        }
      } catch {
        record('measurements', 0);
      }
      await sleep(Math.min(1_000 * 2 ** attempt, 8_000));
    }
  };
  const stream = createLiveStream({
    token: () => token,
    url: `${url}/api/stream`,
    visibility: alwaysVisible,
    fetch: (input, init) => {
      tab.opens.push({ at: Date.now(), lastEventId: init?.headers?.['Last-Event-ID'] ?? null });
      return fetch(input, init).then(
        (response) => {
          record('stream', response.status);
          return response;
        },
        (error) => {
          // Aborted by the client itself (closing) is no answer missing.
          if (error?.name !== 'AbortError') {
            record('stream', 0);
          }
          throw error;
        },
      );
    },
    onEvent: (name, data) => {
      if (name === 'latest') {
        const m = data.measurements.find((x) => x.objectId === sensor.measurementId);
        if (m) {
          see(m.curVal);
        }
      } else if (name === 'reset') {
        tab.resets.push(Date.now());
        void fetchMeasurements();
      }
    },
  });
  stream.subscribe(() => {
    const { live } = stream.status();
    if (live !== tab.live) {
      tab.live = live;
      (live ? tab.connected : tab.dropped).push(Date.now());
    }
  });
  stream.setTopics([`site:${sensor.siteId}`]);
  void fetchMeasurements();
  tab.close = () => stream.close();
  return tab;
}
