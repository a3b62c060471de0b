// The chaos test of `npm run cluster` (issue 20 item 6), `npm run test:cluster [-- --no-build]
// [--streams N] [--rate R]`; not part of `npm test` (it takes about three minutes). It starts the
// cluster (3 API processes, one day of demo history) and, under a steady load through nginx —
// R readings a second over HTTP and R over MQTT (10 each by default), a point write every 2 s,
// GET /api/health every 100 ms and N browser tabs (50) each following a site's live stream — breaks
// it three times, each followed by STEADY_MS of the same load:
//   1. kill -9 of the API process api-2 (the cluster starts it again, as a service manager would);
//   2. a restart of the PostgreSQL primary (pg_ctl restart -m fast: every session is cut);
//   3. a restart of Mosquitto (SIGTERM; the cluster starts it again).
// Then, the load stopped, it checks that
//   - every acknowledged reading (HTTP 2xx saying stored; MQTT result saying stored) is in the
//     primary's readings table;
//   - every point write was answered a job, and each job completed with exactly one audit row;
//   - every tab's stream is open again, resumed with Last-Event-ID, and shows its sensor's value
//     as the primary has it (the last reading sent to that sensor);
//   - nginx answered everything: a 5xx (or no answer) only within a fault's window, from the fault
//     until FAULT_GRACE_MS after the broken service is back.
// It prints a report per phase and exits 1 when a check fails, keeping the services' logs.
import net from 'node:net';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { signInDemoAccount } from '../../apps/server/test/fixtures/demo-sign-in';
import { signalGroup } from '../process-group.mjs';
import {
  ingestOverHttp,
  mqttDevice,
  openTab,
  pollHealth,
  readingSource,
  writePoint,
} from './chaos-traffic.mjs';
import { startCluster } from './start-cluster.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    streams: { type: 'string', default: '50' },
    rate: { type: 'string', default: '10' },
  },
});
const STREAMS = Number(values.streams);
/** Readings a second over HTTP, and as many over MQTT. */
const RATE = Number(values.rate);
/** Sites the readings and the tabs are spread over (one sensor each). */
const SITES = 5;
const WRITE_EVERY_MS = 2_000;
/** Between one tab opening and the next. */
const TAB_OPENING_MS = 20;
/** The load before the first fault, and after each fault is over. */
const STEADY_MS = 15_000;
/** How long after the broken service is back a 5xx (or no answer) still counts as the fault's. */
const FAULT_GRACE_MS = 5_000;
/** The longest the drain waits for late results, jobs and the streams' last values. */
const DRAIN_MS = 60_000;
const ADMIN = 'admin@example.com';

const started = Date.now();
const seconds = (ms) => (ms / 1000).toFixed(1);
const log = (line) => console.log(`[chaos ${seconds(Date.now() - started).padStart(5)} s] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` (may be async) holds; false when `timeoutMs` passed first. */
async function waitFor(condition, timeoutMs, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) {
      return true;
    }
    await sleep(everyMs);
  }
  return false;
}

async function answers200(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

function acceptsConnections(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function postJson(url, token, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) {
    throw new Error(`POST ${url}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer;
}

/**
 * One CO2 sensor per demo site (up to SITES): a point alone on its zoned measurement, so the
 * measurement's value is the point's latest reading (the readings' values suit CO2 only).
 */
async function pickSensors(db) {
  const { rows } = await db.query(
    `SELECT DISTINCT ON (p.site_id) p.site_id, p.uuid, p.series_id, m.id AS measurement_id, m.zone_id
       FROM points p
       JOIN measurements m ON m.id = p.measurement_id
       JOIN sites s ON s.id = p.site_id JOIN projects pr ON pr.id = s.project_id
      WHERE pr.name = 'Demo Portfolio' AND p.kind = 'Number' AND m.type = 'co2'
        AND m.zone_id IS NOT NULL AND cardinality(m.writable_functions) = 0
        AND NOT EXISTS (SELECT 1 FROM points q WHERE q.measurement_id = m.id AND q.id <> p.id)
      ORDER BY p.site_id, p.id
      LIMIT $1`,
    [SITES],
  );
  return rows.map((row) => ({
    siteId: row.site_id,
    point: row.uuid,
    seriesId: row.series_id,
    measurementId: row.measurement_id,
    zoneId: row.zone_id,
  }));
}

/** A demo point the admin can write numbers to, with its range. */
async function pickWritablePoint(db) {
  const { rows } = await db.query(
    `SELECT p.uuid, p.range FROM points p
       JOIN sites s ON s.id = p.site_id JOIN projects pr ON pr.id = s.project_id
      WHERE pr.name = 'Demo Portfolio' AND p.kind = 'Number' AND 'numWrite' = ANY (p.functions)
      ORDER BY p.id LIMIT 1`,
  );
  const [point] = rows;
  const low = Math.ceil(point.range?.min ?? 60);
  const high = Math.floor(point.range?.max ?? 80);
  return { uuid: point.uuid, valueOf: (n) => low + (n % (high - low + 1)) };
}

/** Readings (by series and time) found in the primary: how many rows, and the value. */
async function storedReadings(db, readings) {
  const { rows } = await db.query(
    `SELECT r.series_id, (extract(epoch FROM r.ts) * 1000)::bigint AS ms, count(*)::int AS n,
            min(r.value) AS value
       FROM readings r
       JOIN unnest($1::int[], $2::timestamptz[]) AS mine(series_id, ts)
         ON r.series_id = mine.series_id AND r.ts = mine.ts
      GROUP BY 1, 2`,
    [readings.map((r) => r.sensor.seriesId), readings.map((r) => new Date(r.ts))],
  );
  return new Map(rows.map((row) => [`${row.series_id}@${row.ms}`, row]));
}

/** The point-write jobs of this run (by their Idempotency-Keys), with their audit rows. */
async function jobsOfRun(db, runId) {
  const { rows } = await db.query(
    `SELECT j.id, j.idempotency_key, j.status, j.attempts, j.error_message,
            (SELECT count(*)::int FROM audit_log a
              WHERE a.object_type = 'point' AND a.object_id = j.point_id
                AND a.action = 'point.write' AND a.details->>'jobId' = j.id) AS audit_rows
       FROM jobs j
      WHERE j.kind = 'point-write' AND j.idempotency_key LIKE $1`,
    [`chaos-${runId}-%`],
  );
  return rows;
}

/** The sensors' measurements' values in the primary, by measurement id. */
async function primaryValues(db, sensors) {
  const { rows } = await db.query(
    'SELECT id, cur_val, cur_val_ts FROM measurements WHERE id = ANY($1::text[])',
    [sensors.map((s) => s.measurementId)],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** "key×count, …" of a list, by `keyOf`. */
function tally(list, keyOf) {
  const counts = new Map();
  for (const item of list) {
    counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key}×${n}`).join(', ');
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

// ── The run ────────────────────────────────────────────────────────────────────────────────

const runId = `${process.pid}${Date.now() % 100_000}`;
/** Every HTTP answer through nginx (status 0: none), with when it came. */
const answers = [];
const record = (what, status) => answers.push({ at: Date.now(), what, status });
/** The phases: from when, and each fault's window ({ from, to }) once its service is back. */
const phases = [];
const beginPhase = (name) => {
  const phase = { name, startedAt: Date.now(), fault: null };
  phases.push(phase);
  log(`── ${name}`);
  return phase;
};
const phaseAt = (t) => phases.findLast((p) => p.startedAt <= t) ?? phases[0];
/** An answer nginx should not have given: a 5xx, or none at all. */
const isBad = (a) => a.status >= 500 || a.status === 0;
const inFaultWindow = (t) => phases.some((p) => p.fault && t >= p.fault.from && t <= p.fault.to);
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? '✓' : '✗'} ${message}`);
  if (!ok) {
    failures.push(message);
  }
};

let cluster;
let db;
let device;
let stopHealth = () => undefined;
const tabs = [];
const timers = [];
try {
  cluster = await startCluster({ apiCount: 3, port: 0, demoDays: 1, build: !values['no-build'] });
  const { url } = cluster;
  log(`cluster up at ${url}; waiting for its demo history…`);
  const loaded = await waitFor(async () => {
    const response = await fetch(`${url}/api/health`).catch(() => null);
    const body = await response?.json().catch(() => null);
    return body?.status === 'ok' && body.demoHistory === undefined;
  }, 300_000);
  if (!loaded) {
    throw new Error('the demo history did not load within 5 minutes');
  }
  const { token } = await signInDemoAccount(url, ADMIN, 'Demo Portfolio');
  // A pool: its connections are cut by the primary's restart, and replaced.
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  db.on('error', () => undefined);
  const sensors = await pickSensors(db);
  for (const sensor of sensors) {
    const { results } = await postJson(`${url}/api/ingestKeys`, token, {
      name: `Chaos test ${runId}`,
      siteId: sensor.siteId,
    });
    sensor.key = results.key;
  }
  const writable = await pickWritablePoint(db);
  log(`${sensors.length} sensors on ${sensors.length} sites; writes to point ${writable.uuid}`);

  beginPhase(`warm-up: ${STREAMS} tabs open, load starts`);
  // Tabs open over a second, as people do: 50 at the same instant (100 requests) overflow the
  // processes' database queues on 2 cores, and their load shedding answers 503 + Retry-After.
  for (let i = 0; i < STREAMS; i += 1) {
    tabs.push(openTab({ url, token, sensor: sensors[i % sensors.length], record }));
    await sleep(TAB_OPENING_MS);
  }
  stopHealth = pollHealth(url, record);
  const nextReading = readingSource(sensors);
  const readings = [];
  const writes = [];
  const inFlight = new Set();
  const track = (promise) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };
  device = await mqttDevice(cluster.mqttUrl, runId);
  let writeCount = 0;
  timers.push(
    setInterval(() => {
      const reading = nextReading();
      readings.push(reading);
      track(ingestOverHttp(url, reading, record));
    }, 1000 / RATE),
    setInterval(() => {
      const reading = nextReading();
      readings.push(reading);
      device.publish(reading);
    }, 1000 / RATE),
    setInterval(() => {
      writeCount += 1;
      const n = writeCount;
      track(
        writePoint({
          url,
          token,
          point: writable.uuid,
          key: `chaos-${runId}-${n}`,
          value: writable.valueOf(n),
          record,
        }).then((write) => writes.push(write)),
      );
    }, WRITE_EVERY_MS),
  );
  if (!(await waitFor(() => tabs.every((t) => t.live && t.value !== undefined), 30_000))) {
    throw new Error(`${tabs.filter((t) => !t.live).length} tabs' streams did not open in 30 s`);
  }
  await sleep(STEADY_MS);

  /** Runs a fault; its window ends FAULT_GRACE_MS after `recovered` resolves; then STEADY_MS. */
  const fault = async (name, breakIt, recovered) => {
    const phase = beginPhase(name);
    await breakIt();
    if (!(await waitFor(recovered, 120_000))) {
      throw new Error(`${name}: not back within 2 minutes`);
    }
    phase.fault = { from: phase.startedAt, to: Date.now() + FAULT_GRACE_MS };
    log(`back after ${seconds(Date.now() - phase.startedAt)} s`);
    await sleep(STEADY_MS);
  };

  const victim = cluster.services.find((s) => s.name === 'api-2');
  const victimGroup = victim.group();
  await fault(
    'kill -9 api-2',
    () => signalGroup(victimGroup, 'SIGKILL'),
    async () =>
      victim.group() !== victimGroup &&
      (await answers200(`http://127.0.0.1:${cluster.apiPorts[1]}/api/health`)),
  );
  await fault(
    'restart PostgreSQL primary',
    () => cluster.restartPrimary(),
    () => answers200(`${url}/api/health`),
  );
  const broker = cluster.services.find((s) => s.name === 'mosquitto');
  const brokerGroup = broker.group();
  await fault(
    'restart Mosquitto',
    () => signalGroup(brokerGroup, 'SIGTERM'),
    async () => broker.group() !== brokerGroup && (await acceptsConnections(cluster.mqttUrl)),
  );

  const drain = beginPhase('drain: load stopped');
  timers.forEach(clearInterval);
  await Promise.all([...inFlight]);
  const mqttReadings = readings.filter((r) => r.via === 'mqtt');
  await waitFor(() => mqttReadings.every((r) => r.ackedAt !== undefined), 20_000);
  const finalStates = new Set(['completed', 'failed']);
  await waitFor(
    async () => (await jobsOfRun(db, runId)).every((j) => finalStates.has(j.status)),
    DRAIN_MS,
    1_000,
  );
  let truth = new Map();
  const converged = await waitFor(
    async () => {
      truth = await primaryValues(db, sensors);
      return tabs.every((t) => t.live && t.value === truth.get(t.sensor.measurementId)?.cur_val);
    },
    DRAIN_MS,
    500,
  );
  // When the last tab came to show its final value (since the load stopped).
  drain.convergedMs = converged
    ? Math.max(
        0,
        ...tabs.map((t) => {
          const differs = t.seen.findLastIndex((seen) => seen.value !== t.value);
          return (t.seen[differs + 1]?.at ?? drain.startedAt) - drain.startedAt;
        }),
      )
    : undefined;
  stopHealth();
  await sleep(1_000); // the last health polls' answers
  const ended = Date.now();

  // ── What the database holds ──
  const stored = await storedReadings(db, readings);
  const storedOf = (r) => stored.get(`${r.sensor.seriesId}@${r.ts}`);
  const jobs = await jobsOfRun(db, runId);
  const byValue = new Map(readings.map((r) => [r.value, r]));

  // ── The report, phase by phase ──
  console.log(
    '\nphase                                   |   s | HTTP sent/acked/stored | MQTT sent/acked/stored (broker-acked) | 5xx or none | drops/reconnects/resets | converged (p50/max s)',
  );
  const faultPhases = phases.filter((p) => p.fault);
  phases.forEach((phase, i) => {
    const end = phases[i + 1]?.startedAt ?? ended;
    const within = (t) => t !== undefined && phaseAt(t) === phase && t < end;
    const sent = readings.filter((r) => within(r.sentAt));
    const counts = (via) => {
      const list = sent.filter((r) => r.via === via);
      const acked = list.filter((r) => r.ackedAt !== undefined).length;
      const inDb = list.filter((r) => storedOf(r)).length;
      const broker = list.filter((r) => r.brokerAckedAt !== undefined).length;
      return via === 'mqtt'
        ? `${list.length}/${acked}/${inDb} (${broker})`
        : `${list.length}/${acked}/${inDb}`;
    };
    const bad = answers.filter((a) => within(a.at) && isBad(a));
    const byWhat = tally(bad, (a) => `${a.what} ${a.status || 'none'}`);
    const drops = tabs.reduce((n, t) => n + t.dropped.filter(within).length, 0);
    const reconnects = tabs.reduce((n, t) => n + t.connected.slice(1).filter(within).length, 0);
    const resets = tabs.reduce((n, t) => n + t.resets.filter(within).length, 0);
    // Per tab: when it first showed a value of a reading sent since the phase began.
    const waits = tabs.map((t) => {
      const first = t.seen.find(
        (s) => s.at >= phase.startedAt && (byValue.get(s.value)?.sentAt ?? 0) >= phase.startedAt,
      );
      return first ? first.at - phase.startedAt : Number.POSITIVE_INFINITY;
    });
    waits.sort((a, b) => a - b);
    phase.convergedAll = waits.every(Number.isFinite);
    const convergence =
      phase === drain
        ? drain.convergedMs === undefined
          ? 'not within 60 s'
          : `${seconds(drain.convergedMs)} (the last values)`
        : `${seconds(percentile(waits, 0.5))}/${seconds(waits.at(-1))}`;
    console.log(
      [
        phase.name.padEnd(39),
        seconds(end - phase.startedAt).padStart(3),
        counts('http').padEnd(22),
        counts('mqtt').padEnd(37),
        (bad.length === 0 ? '0' : `${bad.length}: ${byWhat}`).padEnd(11),
        `${drops}/${reconnects}/${resets}`.padEnd(23),
        convergence,
      ].join(' | '),
    );
    phase.bad = bad;
  });
  for (const phase of faultPhases) {
    const late = phase.bad
      .filter((a) => a.at > phase.fault.to)
      .map((a) => `${a.what} ${a.status || 'none'} at +${seconds(a.at - phase.startedAt)} s`);
    const inWindow = phase.bad.filter((a) => a.at <= phase.fault.to);
    const spread = inWindow.length
      ? `, from +${seconds(inWindow[0].at - phase.startedAt)} to +${seconds(inWindow.at(-1).at - phase.startedAt)} s`
      : '';
    console.log(
      `  ${phase.name}: window ${seconds(phase.fault.to - phase.fault.from)} s; ${inWindow.length} within it${spread}${late.length ? `; after it: ${late.join(', ')}` : ''}`,
    );
  }

  // ── The checks ──
  console.log('');
  const refused = readings.filter((r) => r.refused !== undefined);
  check(
    refused.length === 0,
    `no reading refused (the test's own readings are valid): ${refused.length}` +
      `${refused.length ? ` (${tally(refused, (r) => r.refused)})` : ''}`,
  );
  const acked = readings.filter((r) => r.ackedAt !== undefined);
  const lost = acked.filter((r) => !storedOf(r));
  check(
    lost.length === 0,
    `no acknowledged reading lost: ${acked.length} of ${readings.length} acknowledged, ` +
      `${lost.length} of them missing${
        lost.length
          ? ` (${lost
              .slice(0, 5)
              .map((r) => `${r.via} #${r.seq}`)
              .join(', ')}…)`
          : ''
      }`,
  );
  const wrong = [...stored.values()].filter(
    (row) => row.n !== 1 || byValue.get(row.value)?.ts !== Number(row.ms),
  );
  check(wrong.length === 0, `each stored reading stored once with its value (${stored.size} rows)`);
  const brokerOnly = mqttReadings.filter((r) => r.brokerAckedAt !== undefined && !storedOf(r));
  console.log(
    `  (MQTT messages the broker acknowledged but no process stored: ${brokerOnly.length}` +
      `${
        brokerOnly.length
          ? ` — sent at ${brokerOnly
              .map(
                (r) =>
                  `${phaseAt(r.sentAt).name} +${seconds(r.sentAt - phaseAt(r.sentAt).startedAt)} s`,
              )
              .slice(0, 5)
              .join(', ')}`
          : ''
      })`,
  );

  const unanswered = writes.filter((w) => w.jobId === undefined);
  check(
    unanswered.length === 0,
    `every point write answered with a job (${writes.length} writes, ${writes.reduce((n, w) => n + w.sends, 0)} sends` +
      `${unanswered.length ? `; unanswered: ${unanswered.map((w) => w.refused ?? `${w.sends} sends`).join(', ')}` : ''})`,
  );
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  const answered = writes.filter((w) => w.jobId !== undefined);
  const notRunOnce = answered
    .map((w) => ({ w, job: jobById.get(w.jobId) }))
    .filter(({ job }) => !job || job.status !== 'completed' || job.audit_rows !== 1);
  const twice = jobs.filter((j) => j.audit_rows > 1);
  const sentAgain = writes.filter((w) => w.sends > 1).length;
  check(
    notRunOnce.length === 0 && twice.length === 0,
    `every job ran once: ${jobs.length} jobs for ${writes.length} writes (${sentAgain} sent again ` +
      `with the same key), each answered one completed with one audit row; attempts: ` +
      `${tally(jobs, (j) => j.attempts)}` +
      (notRunOnce.length + twice.length
        ? `; not so: ${[...notRunOnce.map(({ w, job }) => (job ? `${job.id} ${job.status}, ${job.audit_rows} audit rows ${job.error_message ?? ''}` : `${w.jobId} missing`)), ...twice.map((j) => `${j.id} ${j.audit_rows} audit rows`)].join('; ')}`
        : ''),
  );

  const dropped = tabs.filter((t) => t.dropped.length > 0);
  const notLive = tabs.filter((t) => !t.live);
  check(
    notLive.length === 0,
    `every stream open at the end: ${tabs.length - notLive.length} of ${tabs.length}; ` +
      `${dropped.length} dropped at least once, ${tabs.reduce((n, t) => n + t.connected.length - 1, 0)} reconnections`,
  );
  // A stream's first lines carry an id: every stream opened after one was live resumes from one.
  const reopenedBlind = tabs.flatMap((t) =>
    t.opens.filter((o) => o.lastEventId === null && t.connected[0] < o.at),
  );
  check(
    reopenedBlind.length === 0,
    `every stream reopened with Last-Event-ID (${tabs.reduce((n, t) => n + t.opens.length - 1, 0)} reopenings` +
      `${reopenedBlind.length ? `, ${reopenedBlind.length} without` : ''})`,
  );
  // The primary's value is the newest reading: the last one stored of those sent, unless the
  // demo simulator's minute came after it (its readings are on the minute).
  const lastStored = new Map(
    sensors.map((s) => [s.measurementId, readings.findLast((r) => r.sensor === s && storedOf(r))]),
  );
  const notNewest = sensors.filter((s) => {
    const { cur_val: value, cur_val_ts: ts } = truth.get(s.measurementId) ?? {};
    const last = lastStored.get(s.measurementId);
    return (
      !last || !ts || ts.getTime() < last.ts || (ts.getTime() === last.ts && value !== last.value)
    );
  });
  const lastOnes = sensors.filter(
    (s) => truth.get(s.measurementId)?.cur_val === lastStored.get(s.measurementId)?.value,
  ).length;
  check(
    notNewest.length === 0,
    `the primary's value of each sensor is its newest reading: the last one sent and stored for ` +
      `${lastOnes} of ${sensors.length}` +
      `${lastOnes < sensors.length ? ', a later minute of the simulator for the others' : ''}`,
  );
  const stale = tabs.filter((t) => t.value !== truth.get(t.sensor.measurementId)?.cur_val);
  check(
    stale.length === 0,
    `every stream converged: each tab shows its sensor's value as the primary has it` +
      `${drain.convergedMs === undefined ? '' : ` ${seconds(drain.convergedMs)} s after the load stopped`}` +
      `${
        stale.length
          ? `; ${stale.length} do not (${stale
              .slice(0, 3)
              .map((t) => `${t.value} ≠ ${truth.get(t.sensor.measurementId)?.cur_val}`)
              .join(', ')})`
          : ''
      }`,
  );
  for (const phase of faultPhases) {
    check(phase.convergedAll, `${phase.name}: every tab showed a reading sent after the fault`);
  }
  const bad = answers.filter(isBad);
  const outside = bad.filter((a) => !inFaultWindow(a.at));
  check(
    outside.length === 0,
    `nginx kept answering: ${answers.filter((a) => a.what === 'health').length} health polls, ` +
      `${answers.length} requests in all; ${bad.length - outside.length} 5xx or unanswered within ` +
      `the fault windows, ${outside.length} outside` +
      `${
        outside.length
          ? ` (${outside
              .slice(0, 5)
              .map(
                (a) =>
                  `${a.what} ${a.status || 'none'} in ${phaseAt(a.at).name} +${seconds(a.at - phaseAt(a.at).startedAt)} s`,
              )
              .join(', ')})`
          : ''
      }`,
  );
} catch (error) {
  failures.push(error.message);
  console.error(`✗ ${error.stack ?? error.message}`);
} finally {
  timers.forEach(clearInterval);
  stopHealth();
  tabs.forEach((t) => t.close());
  await device?.close().catch(() => undefined);
  await db?.end().catch(() => undefined);
  await cluster?.stop({ keepLogs: failures.length > 0 });
}
console.log(
  failures.length === 0
    ? `\nchaos test passed (${seconds(Date.now() - started)} s)`
    : `\nchaos test FAILED: ${failures.length} check(s) (${seconds(Date.now() - started)} s)`,
);
process.exit(failures.length === 0 ? 0 : 1);
