/**
 * Issue 20's live push bench, on the built server (`npm run build` first) with a fresh one-day
 * demo, the simulator off, once on PGlite and once on PostgreSQL (a throwaway cluster with
 * pg_stat_statements, which counts every statement the server sends; PGlite has no such count).
 * - Idle: for IDLE_SECONDS with no stream open, then with 200 streams open and nothing ingested,
 *   the statements per second the database runs (the live-state refresh runs either way).
 * - Ingest: readings over HTTP at INGEST_PER_SECOND, round robin over CO2 sensors in zones of the
 *   demo sites (every site, and PAGES zones at least), with 0 streams, with 1 stream (the
 *   baseline), with 200 streams (site topics spread over those sites), then with PAGES Chromium
 *   tabs on the sensors' zone pages too: time from the ingest request sent to the `latest` event
 *   read on each stream following the site, and to the value painted in the tabs, and statements
 *   per reading.
 * Each sensor's values only grow, so a reading counts as delivered when its value or a later one
 * arrives (the live-state refresh runs every second: two readings of a series in one second are
 * one change). Every clock is this machine's (Date.now, performance.timeOrigin in the tabs).
 * The spec's polling (site values every 10 minutes) is the "before": a poller sees a value after
 * half an interval on average.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  createIngestKeyResponse,
  latestEvent,
  type Measurement,
  type ProjectHome,
} from '@airboard/shared/api';
import { signInDemoAccount } from '../apps/server/test/fixtures/demo-sign-in';
import {
  freePort,
  spawnServer,
  untilDemoHistoryLoaded,
  untilListening,
  type ServerProcess,
} from '../apps/server/test/fixtures/server-process';
import { createSseParser } from '../apps/web/src/lib/live-stream/sse-parser';
import { launchBrowser } from '../e2e/support/chromium';
import { createCluster, type PostgresCluster } from '../scripts/postgres-cluster.mjs';
import { apiCaller } from './api-call';
import { loadAverage } from './demo-pages';
import { percentiles } from './timing';

const STREAMS = 200;
const PAGES = Number(process.env.BENCH_LIVE_PAGES ?? 5);
const INGEST_PER_SECOND = 10;
const INGEST_SECONDS = Number(process.env.BENCH_LIVE_INGEST_SECONDS ?? 30);
const IDLE_SECONDS = Number(process.env.BENCH_LIVE_IDLE_SECONDS ?? 30);
/** Time for the last readings to reach everyone, and for a phase's work to end, before the next. */
const SETTLE_MS = 3_000;
/** The spec's polling of a site's values (every 10 minutes). */
const SPEC_POLL_MS = 10 * 60_000;
/** Values the bench ingests end in .37: the tabs look for those. */
const VALUE_BASE = 1000.37;

interface Sensor {
  siteId: string;
  zoneId: string;
  measurementId: string;
  point: string;
  key: string;
}

interface Reading {
  sensor: Sensor;
  value: number;
  sentAt: number;
}

/** The values one reader saw of each measurement, in order, with when. */
type Arrivals = Map<string, { value: number; at: number }[]>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** p50/p95/max and how many readings never arrived, as a table cell. */
function describe(ms: number[], missed: number): string {
  if (ms.length === 0) {
    return `none arrived (${missed} missed)`;
  }
  const { p50, p95 } = percentiles(ms);
  const max = Math.max(...ms);
  return `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms${missed ? ` (${missed} missed)` : ''}`;
}

/** Each reading's delay to the first arrival of its value or a later one, per reader that follows its site. */
function delays(
  readings: Reading[],
  readers: { follows: (r: Reading) => boolean; arrivals: Arrivals }[],
) {
  const ms: number[] = [];
  let missed = 0;
  for (const reading of readings) {
    for (const reader of readers.filter((r) => r.follows(reading))) {
      const seen = reader.arrivals
        .get(reading.sensor.measurementId)
        ?.find((a) => a.value >= reading.value - 1e-6);
      if (seen) {
        ms.push(seen.at - reading.sentAt);
      } else {
        missed += 1;
      }
    }
  }
  return { ms, missed };
}

/** A stream read the way the web app reads it (fetch and the app's SSE parser). */
async function openStream(baseUrl: string, token: string, siteIds: string[]) {
  const controller = new AbortController();
  const res = await fetch(
    `${baseUrl}/api/stream?topics=${siteIds.map((id) => `site:${id}`).join(',')}`,
    {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    },
  );
  if (!res.ok || !res.body) {
    throw new Error(`stream: ${res.status} ${await res.text()}`);
  }
  const arrivals: Arrivals = new Map();
  const parser = createSseParser();
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  void (async () => {
    try {
      for (;;) {
        const { done, value: chunk } = await reader.read();
        if (done) {
          return;
        }
        const at = Date.now();
        for (const message of parser.push(decoder.decode(chunk, { stream: true }))) {
          if (message.kind === 'event' && message.event === 'latest') {
            for (const m of latestEvent.parse(JSON.parse(message.data)).measurements) {
              if (m.curVal !== null) {
                const list = arrivals.get(m.objectId) ?? [];
                list.push({ value: m.curVal, at });
                arrivals.set(m.objectId, list);
              }
            }
          }
        }
      }
    } catch {
      // Aborted when the bench closes it.
    }
  })();
  return {
    follows: (r: Reading) => siteIds.includes(r.sensor.siteId),
    arrivals,
    close: () => controller.abort(),
  };
}

/**
 * Notes in the tab, as epoch ms, when each bench value (….37) first shows: after the frame that
 * paints the change (requestAnimationFrame, then the task after it).
 */
const PAINT_HOOK = `
  window.__painted = {};
  const pattern = /\\b\\d{4}\\.37\\b/g;
  const note = (text) => {
    for (const value of (text || '').match(pattern) || []) {
      if (!(value in window.__painted)) {
        window.__painted[value] = 0;
        requestAnimationFrame(() => setTimeout(() => {
          window.__painted[value] = performance.timeOrigin + performance.now();
        }));
      }
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') note(record.target.data);
      for (const node of record.addedNodes) note(node.textContent);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

async function openZonePage(
  browser: Browser,
  baseUrl: string,
  token: string,
  projectId: string,
  sensor: Sensor,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.addInitScript(`localStorage.setItem('airboard.token', ${JSON.stringify(token)})`);
  await context.addInitScript(PAINT_HOOK);
  const page = await context.newPage();
  const opened = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/stream' && r.status() === 200,
    { timeout: 60_000 },
  );
  await page.goto(`/projects/${projectId}/sites/${sensor.siteId}/zones/${sensor.zoneId}`);
  await opened;
  return page;
}

async function paintedArrivals(page: Page, sensor: Sensor): Promise<Arrivals> {
  const painted = await page.evaluate<Record<string, number>>('window.__painted');
  const list = Object.entries(painted)
    .filter(([, at]) => at > 0)
    .map(([value, at]) => ({ value: Number(value), at }))
    .sort((a, b) => a.at - b.at);
  return new Map([[sensor.measurementId, list]]);
}

/**
 * CO2 sensors in zones of the admin's sites, each in a zone of its own, taken from every site in
 * turn until each site has one and there are PAGES (the tabs' zones); an ingest key per site.
 */
async function demoSensors(baseUrl: string, token: string): Promise<Sensor[]> {
  const call = apiCaller(baseUrl, token);
  const { sites } = await call<ProjectHome>('/api?slim=true');
  const perSite: Sensor[][] = [];
  for (const site of sites) {
    const { results } = await call<{ results: Measurement[] }>(
      `/api/measurements?siteId=${site.objectId}`,
    );
    const inZones = results.filter(
      (m) => m.type === 'co2' && m.zone !== null && m.childPoints.length > 0,
    );
    // One a zone: each tab watches one sensor.
    const co2 = inZones.filter(
      (m, i) => inZones.findIndex((other) => other.zone!.objectId === m.zone!.objectId) === i,
    );
    if (co2.length > 0) {
      const { results: ingestKey } = createIngestKeyResponse.parse(
        await call('/api/ingestKeys', { name: 'Live stream bench', siteId: site.objectId }),
      );
      perSite.push(
        co2.map((m) => ({
          siteId: site.objectId,
          zoneId: m.zone!.objectId,
          measurementId: m.objectId,
          point: m.childPoints[0]!.uuid,
          key: ingestKey.key,
        })),
      );
    }
  }
  const sensors: Sensor[] = [];
  for (let round = 0; sensors.length < Math.max(PAGES, perSite.length); round++) {
    const taken = perSite.flatMap((list) => list.slice(round, round + 1));
    if (taken.length === 0) {
      break;
    }
    sensors.push(...taken);
  }
  if (sensors.length === 0) {
    throw new Error('no CO2 sensor in a zone in the demo');
  }
  return sensors.slice(0, Math.max(PAGES, perSite.length));
}

/** Statements run so far (PostgreSQL's pg_stat_statements; the bench's own look excluded). */
function statementCounter(cluster: PostgresCluster): () => number {
  return () => {
    const result = spawnSync(
      'psql',
      [
        cluster.url,
        '-Atc',
        "SELECT coalesce(sum(calls), 0) FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%'",
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) {
      throw new Error(`psql: ${result.stderr}`);
    }
    return Number(result.stdout.trim());
  };
}

/** A throwaway PostgreSQL that counts statements (the extension needs a restart to load). */
async function countingPostgres(): Promise<PostgresCluster> {
  const cluster = await createCluster();
  const psql = (sql: string) =>
    spawnSync('psql', [cluster.url, '-qAtc', sql], { stdio: 'inherit' });
  psql("ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'");
  cluster.stop();
  cluster.start();
  psql('CREATE EXTENSION pg_stat_statements');
  return cluster;
}

interface Figures {
  database: string;
  idleNoStreams: number | null;
  idleStreams: number | null;
  /** Statements per reading with 0 streams, 1 stream, STREAMS streams, and with the tabs too. */
  perReading: (number | null)[];
  /** What was ingested into and watched. */
  setup: string;
  oneStream: string;
  streams: string;
  painted: string;
  load: string;
}

async function measure(database: 'PGlite' | 'PostgreSQL'): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-bench-live-'));
  const cluster = database === 'PostgreSQL' ? await countingPostgres() : null;
  const statements = cluster ? statementCounter(cluster) : null;
  // The tabs load a copy of the built web app: another session's rebuild mid-run changes nothing.
  const webDist = path.join(dataDir, 'web');
  fs.cpSync(path.resolve(import.meta.dirname, '../apps/web/dist'), webDist, { recursive: true });
  const port = await freePort();
  const server: ServerProcess = spawnServer({
    port,
    dataDir,
    built: true,
    env: {
      AIRBOARD_DEMO_DATA: 'on',
      AIRBOARD_DEMO_DAYS: '1',
      AIRBOARD_WEB_DIST: webDist,
      ...(cluster ? { DATABASE_URL: cluster.url } : {}),
    },
  });
  let browser: Browser | null = null;
  const streams: Awaited<ReturnType<typeof openStream>>[] = [];
  try {
    await untilListening(server);
    await untilDemoHistoryLoaded(server);
    const baseUrl = `http://127.0.0.1:${port}`;
    const { token, projectId } = await signInDemoAccount(baseUrl, 'admin@example.com');
    const sensors = await demoSensors(baseUrl, token);
    const siteIds = [...new Set(sensors.map((s) => s.siteId))];
    let sequence = 0;

    /** Readings at INGEST_PER_SECOND for `seconds`, each sent at its moment. */
    const ingest = async (seconds: number): Promise<Reading[]> => {
      const count = INGEST_PER_SECOND * seconds;
      const started = Date.now();
      const sent = Array.from({ length: count }, async (_, i) => {
        await sleep(started + (i * 1000) / INGEST_PER_SECOND - Date.now());
        const sensor = sensors[i % sensors.length]!;
        const value = VALUE_BASE + sequence++;
        const sentAt = Date.now();
        const res = await fetch(`${baseUrl}/api/ingest`, {
          method: 'POST',
          headers: { 'x-ingest-key': sensor.key, 'content-type': 'application/json' },
          body: JSON.stringify({ readings: [{ point: sensor.point, ts: sentAt, value }] }),
        });
        if (!res.ok) {
          throw new Error(`ingest: ${res.status} ${await res.text()}`);
        }
        await res.arrayBuffer();
        return { sensor, value, sentAt };
      });
      const readings = await Promise.all(sent);
      await sleep(SETTLE_MS);
      return readings;
    };
    /** Statements per second over `seconds` of whatever runs meanwhile. */
    const statementsPerSecond = async (seconds: number) => {
      const before = statements?.() ?? 0;
      await sleep(seconds * 1000);
      return statements ? (statements() - before) / seconds : null;
    };
    /** A phase of ingest, and the statements per reading while it ran. */
    const ingestCounted = async () => {
      const before = statements?.() ?? 0;
      const readings = await ingest(INGEST_SECONDS);
      return {
        readings,
        perReading: statements ? (statements() - before) / readings.length : null,
      };
    };

    await sleep(SETTLE_MS);
    const idleNoStreams = await statementsPerSecond(IDLE_SECONDS);
    const none = await ingestCounted();

    // The baseline: one stream following every sensor's site.
    const single = await openStream(baseUrl, token, siteIds);
    const one = await ingestCounted();
    single.close();
    const oneDelays = delays(one.readings, [single]);

    for (let i = 0; i < STREAMS; i++) {
      streams.push(await openStream(baseUrl, token, [siteIds[i % siteIds.length]!]));
    }
    await sleep(SETTLE_MS);
    const load = [loadAverage()];
    const idleStreams = await statementsPerSecond(IDLE_SECONDS);
    const many = await ingestCounted();
    const streamDelays = delays(many.readings, streams);
    load.push(loadAverage());

    browser = await launchBrowser();
    const watched = sensors.slice(0, PAGES);
    const pages: Page[] = [];
    for (const sensor of watched) {
      pages.push(await openZonePage(browser, baseUrl, token, projectId, sensor));
    }
    await sleep(SETTLE_MS);
    const withTabs = await ingestCounted();
    load.push(loadAverage());
    const paintReaders = await Promise.all(
      pages.map(async (page, i) => ({
        follows: (r: Reading) => r.sensor === watched[i],
        arrivals: await paintedArrivals(page, watched[i]!),
      })),
    );
    const paintDelays = delays(withTabs.readings, paintReaders);
    return {
      database,
      idleNoStreams,
      idleStreams,
      perReading: [none, one, many, withTabs].map((phase) => phase.perReading),
      setup: `${sensors.length} CO2 sensors in ${siteIds.length} sites, ${pages.length} tabs`,
      oneStream: describe(oneDelays.ms, oneDelays.missed),
      streams: describe(streamDelays.ms, streamDelays.missed),
      painted: describe(paintDelays.ms, paintDelays.missed),
      load: load.join(' → '),
    };
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    streams.forEach((s) => s.close());
    await browser?.close();
    server.child.kill('SIGTERM');
    await new Promise((resolve) =>
      server.child.exitCode === null ? server.child.once('exit', resolve) : resolve(null),
    );
    cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchLiveStream(): Promise<string> {
  const runs: Figures[] = [];
  const only = process.env.BENCH_LIVE_DATABASE;
  for (const database of ['PGlite', 'PostgreSQL'] as const) {
    if (!only || only === database) {
      runs.push(await measure(database));
    }
  }
  const count = (n: number | null, digits = 1) => (n === null ? '—' : n.toFixed(digits));
  const lines = [
    `## Live push (issue 20): ${STREAMS} streams, ${INGEST_PER_SECOND} readings/s for ${INGEST_SECONDS} s into ${runs[0]?.setup}`,
    '',
    `| database | ingest → \`latest\` on 1 stream (baseline) | ingest → \`latest\` on ${STREAMS} streams | ingest → painted in the tabs (beside the ${STREAMS} streams) | load average (1, 5, 15 min) at the idle, streams and tabs phases |`,
    '|---|---|---|---|---|',
    ...runs.map(
      (r) => `| ${r.database} | ${r.oneStream} | ${r.streams} | ${r.painted} | ${r.load} |`,
    ),
    `| before: the spec's polling every ${SPEC_POLL_MS / 60_000} minutes | — | on average ${SPEC_POLL_MS / 2 / 1000} s, p95 ${(SPEC_POLL_MS * 0.95) / 1000} s | same | — |`,
    '',
    `| database | statements/s, idle, no stream (${IDLE_SECONDS} s) | statements/s, idle, ${STREAMS} streams | statements per reading: 0 streams | 1 stream | ${STREAMS} streams | ${STREAMS} streams + the tabs |`,
    '|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.database} | ${count(r.idleNoStreams)} | ${count(r.idleStreams)} | ${r.perReading.map((p) => count(p, 2)).join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}
