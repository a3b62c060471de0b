// Smoke check of `npm run cluster` (issue 20; not part of `npm test`, it takes a minute):
//   node scripts/cluster/smoke.mjs [--api N] [--no-build]
// Starts the cluster (3 API processes, 2 days of demo history) and checks, through nginx:
// /api/health; signing in; a live stream opened and its first bytes unbuffered; 20 readings
// published over MQTT each stored exactly once (each message taken by one process of the shared
// subscription, and sent again without a second row), one of them pushed to the stream whatever
// process ingested it; a heat map read (the replica's route); report CSV downloads whose tickets
// were issued by another process (nginx spreads requests round robin); a signed-in browser's /
// from the app with home's files named; and a hashed asset served by nginx, compressed, with the
// immutable header. Prints each check, stops the cluster, exits 1 on failure.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';
import pg from 'pg';
import { startCluster } from './start-cluster.mjs';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
  },
});
const READINGS = 20;
const DEMO = { username: 'admin@example.com', password: 'airboard-demo' };

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const pass = (line) => console.log(`✓ ${line} (${seconds()} s)`);
function check(condition, message) {
  if (!condition) {
    throw new Error(message);
  }
}

async function json(url, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.json();
  check(
    response.ok,
    `${init.method ?? 'GET'} ${url}: HTTP ${response.status} ${JSON.stringify(body)}`,
  );
  return body;
}

/** The demo admin's session, signed in through nginx as the web app does. */
async function signIn(url) {
  const { projects } = await json(`${url}/users/projectsWithAuth`, {
    method: 'POST',
    body: JSON.stringify(DEMO),
  });
  const project = projects.find((p) => p.name === 'Demo Portfolio') ?? projects[0];
  const { token } = await json(`${url}/users/login`, {
    method: 'POST',
    body: JSON.stringify({ ...DEMO, project: project.objectId }),
  });
  return token;
}

/**
 * A CO2 point of a demo site with its series, read from the primary: the readings sent (400 ppm
 * and up) are within its range. (Ids are random, so "the first point" would be any kind.)
 */
async function demoPoint(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT p.uuid, p.series_id, p.site_id, p.measurement_id FROM points p
         JOIN measurements m ON m.id = p.measurement_id
         JOIN sites s ON s.id = p.site_id JOIN projects pr ON pr.id = s.project_id
        WHERE pr.name = 'Demo Portfolio' AND p.kind = 'Number' AND m.type = 'co2'
        ORDER BY p.id LIMIT 1`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** Rows per timestamp of a series among `times`, read from the primary. */
async function storedTimes(databaseUrl, seriesId, times) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT ts, count(*)::int AS n FROM readings
        WHERE series_id = $1 AND ts = ANY($2::timestamptz[]) GROUP BY ts`,
      [seriesId, times.map((t) => new Date(t))],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** The live stream of a site through nginx: the text received so far, and a way to close it. */
async function openStream(url, token, siteId) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/stream?topics=site:${siteId}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  check(response.ok, `GET /api/stream: HTTP ${response.status}`);
  const stream = { text: '', close: () => controller.abort() };
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        stream.text += decoder.decode(chunk, { stream: true });
      }
    } catch {
      // Closed by the check.
    }
  })();
  return stream;
}

async function until(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    check(Date.now() < deadline, `${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Publishes one message per reading (QoS 1, each asking for its result) and gathers the results
 * the API processes publish back: one per message when each message reached one process.
 */
async function publishReadings(mqttUrl, key, readings, round) {
  const client = await mqtt.connectAsync(mqttUrl, { clientId: `airboard-smoke-${round}` });
  const results = new Map();
  client.on('message', (topic, payload) => {
    const id = topic.split('/').at(-1);
    if (id.startsWith(`smoke-${round}-`)) {
      results.set(id, [...(results.get(id) ?? []), JSON.parse(payload.toString())]);
    }
  });
  try {
    await client.subscribeAsync('airboard/v1/results/#', { qos: 1 });
    await Promise.all(
      readings.map((reading, i) =>
        client.publishAsync(
          'airboard/v1/ingest',
          JSON.stringify({ key, requestId: `smoke-${round}-${i}`, readings: [reading] }),
          { qos: 1 },
        ),
      ),
    );
    await until(() => results.size === readings.length, 15_000, 'a result for every message');
    // A message taken by two processes would answer twice: give a second answer time to come.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return [...results.values()];
  } finally {
    await client.endAsync();
  }
}

let cluster;
let stream;
let failed = false;
try {
  cluster = await startCluster({
    apiCount: Number(values.api),
    port: 0,
    demoDays: 2,
    build: !values['no-build'],
  });
  const { url } = cluster;
  pass(
    `cluster up at ${url}: ${values.api} API processes, PostgreSQL primary and replica, Mosquitto, nginx`,
  );

  const health = await json(`${url}/api/health`);
  check(health.status === 'ok', `health: ${JSON.stringify(health)}`);
  pass(`GET /api/health through nginx: ${JSON.stringify(health)}`);

  const token = await signIn(url);
  pass('signed in through nginx as the demo admin (POST /users/projectsWithAuth, /users/login)');

  const point = await demoPoint(cluster.databaseUrl);
  const { results: created } = await json(`${url}/api/ingestKeys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Smoke check', siteId: point.site_id }),
  });

  stream = await openStream(url, token, point.site_id);
  await until(
    () => stream.text.includes('retry:'),
    3_000,
    'the stream’s first bytes through nginx',
  );
  pass('live stream opened through nginx; its first bytes arrived unbuffered');

  // Off the simulator's minute grid, so none of its readings can be counted as ours.
  const base = Math.floor(Date.now() / 60_000) * 60_000 - 30 * 60_000 + 123;
  const times = Array.from({ length: READINGS }, (_, i) => base + i * 1_000);
  const readings = times.map((ts, i) => ({ point: point.uuid, ts, value: 400 + i }));
  const answers = await publishReadings(cluster.mqttUrl, created.key, readings, 1);
  check(
    answers.every((a) => a.length === 1 && a[0].stored === 1),
    `each message taken once and stored: ${JSON.stringify(answers)}`,
  );
  const again = await publishReadings(cluster.mqttUrl, created.key, readings, 2);
  check(
    again.every((a) => a.length === 1 && a[0].stored === 0 && a[0].duplicates === 1),
    `each message sent again answered as a duplicate: ${JSON.stringify(again)}`,
  );
  const stored = await storedTimes(cluster.databaseUrl, point.series_id, times);
  check(
    stored.length === READINGS && stored.every((row) => row.n === 1),
    `${READINGS} readings stored once each: ${JSON.stringify(stored)}`,
  );
  pass(
    `${READINGS} readings published over MQTT: each message answered by one process, each reading ` +
      'stored exactly once, the same 20 sent again stored nothing',
  );
  const broker = cluster.services.find((s) => s.name === 'mosquitto');
  const ingestClients = new Set(
    fs.readFileSync(broker.logFile, 'utf8').match(/airboard-ingest-[\w.-]+/g) ?? [],
  );
  check(
    ingestClients.size === Number(values.api),
    `one MQTT client per API process: ${[...ingestClients].join(', ')}`,
  );
  pass(`the broker saw one ingest client per API process: ${[...ingestClients].join(', ')}`);

  await until(() => stream.text.includes('event: latest'), 5_000, 'a pushed latest event');
  pass('the readings reached the live stream through nginx (whichever process ingested them)');

  const heatmap = await fetch(`${url}/api/sites/${point.site_id}/heatmap/alerts?timePeriod=today`, {
    headers: { authorization: `Bearer ${token}` },
  });
  check(heatmap.ok, `heat map: HTTP ${heatmap.status}`);
  pass(
    'heat map read through nginx (a route that reads the replica while it is within its lag bound)',
  );

  // Round robin puts a ticket's POST and its download on different processes: each download
  // works only because the ticket is in the database, not in the issuing process's memory.
  const downloads = [];
  for (let i = 0; i < 2 * Number(values.api); i++) {
    const { results } = await json(`${url}/api/sites/reports/${point.site_id}/csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({
        startTime: new Date(Date.now() - 86_400_000).toISOString(),
        endTime: new Date().toISOString(),
        measurementIds: [point.measurement_id],
        format: 'long',
        raw: false,
      }),
    });
    const csv = await fetch(`${url}${results.url}`);
    const text = await csv.text();
    downloads.push(csv.status);
    check(csv.ok && text.includes('interval start'), `CSV download ${i + 1}: HTTP ${csv.status}`);
  }
  pass(
    `${downloads.length} report CSVs downloaded through nginx with tickets (${downloads.join(', ')})`,
  );

  const preloads = (html) => (html.match(/rel="modulepreload"/g) ?? []).length;
  const signedInIndex = await fetch(`${url}/`, { headers: { cookie: 'airboard_signed_in=1' } });
  const signedInHtml = await signedInIndex.text();
  const plainHtml = await (await fetch(`${url}/`)).text();
  check(
    signedInIndex.ok && preloads(signedInHtml) > preloads(plainHtml),
    `a signed-in browser's / names home's files: ${preloads(signedInHtml)} preloads, ${preloads(plainHtml)} without the hint`,
  );
  pass(
    `a signed-in browser's / comes from the app with home's files named (${preloads(signedInHtml)} preloads, ${preloads(plainHtml)} from nginx without the hint)`,
  );

  const index = await fetch(`${url}/`);
  const html = await index.text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  check(asset, 'index.html names a script under /assets/');
  check(index.headers.get('cache-control') === 'no-cache', 'index.html is revalidated');
  check(index.headers.get('content-security-policy'), 'index.html carries the app’s CSP');
  const file = await fetch(`${url}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await file.arrayBuffer();
  const cacheControl = file.headers.get('cache-control');
  check(
    file.ok && cacheControl === 'public, max-age=31536000, immutable',
    `${asset}: HTTP ${file.status}, cache-control ${cacheControl}`,
  );
  check(file.headers.get('server') === 'nginx', `${asset} served by nginx`);
  pass(
    `${asset} served by nginx: cache-control "${cacheControl}", content-encoding ` +
      `${file.headers.get('content-encoding')}; index.html no-cache with the app's CSP`,
  );
} catch (error) {
  failed = true;
  console.error(`✗ ${error.message} (${seconds()} s)`);
} finally {
  stream?.close();
  await cluster?.stop();
  console.log(`cluster stopped (${seconds()} s)`);
}
process.exit(failed ? 1 : 0);
