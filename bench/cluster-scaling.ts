/**
 * Issue 20's scale-out: `npm run bench cluster-scaling` (about 4 minutes; run `npm run build`
 * first). For 1, 2 and 3 API processes behind nginx (scripts/cluster/start-cluster.mjs, no
 * build, 1 day of demo history), each on a fresh cluster once its demo history is loaded:
 * (a) ingest throughput: POST /api/ingest batches through nginx at increasing concurrency,
 *     readings stored per second (the best level is the figure);
 * (b) a read mix through nginx at fixed concurrency (a site's latest values, its zones with
 *     measurements, a 24-hour trend of its measurements): p50 and p95, and reads per second.
 * The baseline is 1 process in the same run: the table gives each figure as a ratio to it, and
 * per core (this machine's cores are shared by PostgreSQL, its replica, nginx and the N processes).
 */
import os from 'node:os';
import pg from 'pg';
import { signInDemoAccount } from '../apps/server/test/fixtures/demo-sign-in';
import { startCluster, type Cluster } from '../scripts/cluster/start-cluster.mjs';
import { loadAverage } from './demo-pages';
import { percentiles } from './timing';

const PROCESSES = (process.env.BENCH_CLUSTER_PROCESSES ?? '1,2,3').split(',').map(Number);
const CONCURRENCY = [1, 4, 16];
const INGEST_MS_PER_LEVEL = 7_000;
const READ_MS = 20_000;
const READ_CONCURRENCY = 8;
const BATCH = 100;
const SITES = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Site {
  siteId: string;
  key: string;
  /** Each numeric point, and a value inside its range to send. */
  points: { point: string; value: number }[];
  measurementIds: string[];
}

interface Run {
  processes: number;
  ingest: {
    concurrency: number;
    perSecond: number;
    errors: number;
    batch: { p50: number; p95: number };
  }[];
  read: { p50: number; p95: number; perSecond: number; errors: number; shedP50: number };
  load: string;
}

/** Resolves once nginx answers healthy with the demo history loaded. */
async function demoHistoryLoaded(url: string) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${url}/api/health`).catch(() => null);
    const body = (await response?.json().catch(() => null)) as {
      status?: string;
      demoHistory?: unknown;
    } | null;
    if (body?.status === 'ok' && body.demoHistory === undefined) {
      return;
    }
    await sleep(1_000);
  }
  throw new Error('the demo history did not load within 5 minutes');
}

/** Up to SITES demo sites with their CO2 points and measurements, and an ingest key each. */
async function demoSites(cluster: Cluster, token: string): Promise<Site[]> {
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    // Every numeric point of a site, and its CO2 measurements for the reads.
    const { rows } = await db.query<{
      site_id: string;
      points: { point: string; value: number }[];
      measurements: string[] | null;
    }>(
      `SELECT p.site_id, json_agg(json_build_object('point', p.uuid, 'value',
                coalesce(((p.range->>'min')::float + (p.range->>'max')::float) / 2, 20))
                ORDER BY p.id) AS points,
              array_agg(DISTINCT m.id) FILTER (WHERE m.type = 'co2') AS measurements
         FROM points p
         JOIN measurements m ON m.id = p.measurement_id
         JOIN sites s ON s.id = p.site_id JOIN projects pr ON pr.id = s.project_id
        WHERE pr.name = 'Demo Portfolio' AND p.kind = 'Number'
        GROUP BY p.site_id ORDER BY p.site_id LIMIT $1`,
      [SITES],
    );
    const sites: Site[] = [];
    for (const row of rows) {
      const response = await fetch(`${cluster.url}/api/ingestKeys`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'Scale-out bench', siteId: row.site_id }),
      });
      const { results } = (await response.json()) as { results: { key: string } };
      sites.push({
        siteId: String(row.site_id),
        key: results.key,
        points: row.points,
        measurementIds: (row.measurements ?? []).map(String),
      });
    }
    return sites;
  } finally {
    await db.end();
  }
}

/**
 * Runs `workers` loops of `fn` for `ms`; counts what the calls that ended within that window
 * returned (a straggler still running at the end is waited for, not counted), and the longest call.
 */
async function drive(workers: number, ms: number, fn: (worker: number) => Promise<number>) {
  const until = performance.now() + ms;
  let total = 0;
  let errors = 0;
  let longest = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          const n = await fn(worker);
          total += performance.now() <= until ? n : 0;
        } catch {
          errors += 1;
        }
        longest = Math.max(longest, performance.now() - t);
      }
    }),
  );
  return { total, errors, seconds: ms / 1000, longest };
}

async function measure(processes: number): Promise<Run> {
  const errorCounts = new Map<string, number>();
  const noteError = (what: string, n = 1) =>
    errorCounts.set(what, (errorCounts.get(what) ?? 0) + n);
  const cluster = await startCluster({
    apiCount: processes,
    port: 0,
    demoDays: 1,
    build: false,
    log: () => undefined,
  });
  try {
    await demoHistoryLoaded(cluster.url);
    const { token } = await signInDemoAccount(cluster.url, 'admin@example.com', 'Demo Portfolio');
    const sites = await demoSites(cluster, token);
    // Reads first, on the cluster as the demo left it; then the ingest, whose after-work (rollups,
    // live state) would otherwise still run during the reads.
    const dayAgo = Date.now() - 86_400_000;
    const reads = sites.flatMap((site) => {
      const ids = encodeURIComponent(JSON.stringify(site.measurementIds.slice(0, 5)));
      return [
        `/api/site/${site.siteId}/latest?measurementIds=${ids}`,
        `/api/zones?siteId=${site.siteId}&withMeasurements=true`,
        `/api/site/${site.siteId}/trends?pointIds=${ids}&startTime=${dayAgo}&endTime=${Date.now()}`,
      ];
    });
    const ms: number[] = [];
    const shedMs: number[] = [];
    let readNo = 0;
    const read = async () => {
      const pathname = reads[readNo++ % reads.length]!;
      const t = performance.now();
      const response = await fetch(`${cluster.url}${pathname}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      if (!response.ok) {
        shedMs.push(performance.now() - t);
        noteError(
          `${pathname.split('?')[0]!.replace(/site\/\w+/, 'site/:id')} HTTP ${response.status}`,
        );
        throw new Error(`${pathname}: HTTP ${response.status}`);
      }
      ms.push(performance.now() - t);
      return 1;
    };
    await drive(4, 2_000, read); // warm-up
    ms.length = 0;
    shedMs.length = 0;
    const r = await drive(READ_CONCURRENCY, READ_MS, read);
    const readFigures = {
      ...percentiles(ms),
      perSecond: r.total / r.seconds,
      errors: r.errors,
      shedP50: shedMs.length ? percentiles(shedMs).p50 : 0,
    };

    // Timestamps strictly increasing from 10 minutes ago, 1 ms apart: unique per series and
    // never more than the ingest's 60 s ahead of now at these rates.
    let ts = Date.now() - 600_000;
    // Worker w of c sends the points w, w + c, w + 2c… of each site in turn: concurrent batches
    // never write the same series (as separate devices do), so they do not queue on its rows.
    const turns = new Map<number, number>();
    const batchMs: number[] = [];
    let duplicates = 0;
    let longest = 0;
    const ingestBatch = async (worker: number, workers: number) => {
      const turn = turns.get(worker) ?? 0;
      turns.set(worker, turn + 1);
      const site = sites[turn % sites.length]!;
      const own = site.points.filter((_, i) => i % workers === worker);
      const readings = Array.from({ length: BATCH }, (_, i) => ({
        point: own[i % own.length]!.point,
        ts: (ts += 1),
        value: own[i % own.length]!.value,
      }));
      const sent = performance.now();
      const response = await fetch(`${cluster.url}/api/ingest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ingest-key': site.key },
        body: JSON.stringify({ readings }),
      });
      const body = (await response.json()) as {
        stored?: number;
        duplicates?: number;
        rejected?: { reason: string }[];
      };
      if (!response.ok) {
        throw new Error(`ingest: HTTP ${response.status}`);
      }
      if (body.rejected?.length) {
        noteError(`ingest rejected: ${body.rejected[0]!.reason}`, body.rejected.length);
      }
      batchMs.push(performance.now() - sent);
      duplicates += body.duplicates ?? 0;
      return body.stored ?? 0;
    };
    await drive(2, 2_000, (w) => ingestBatch(w, 2)); // warm-up
    const ingest = [];
    for (const concurrency of CONCURRENCY) {
      batchMs.length = 0;
      const r = await drive(concurrency, INGEST_MS_PER_LEVEL, (w) => ingestBatch(w, concurrency));
      longest = Math.max(longest, r.longest);
      ingest.push({
        concurrency,
        perSecond: r.total / r.seconds,
        errors: r.errors,
        batch: percentiles(batchMs),
      });
    }

    console.log(
      `[cluster-scaling] ${processes}: errors ${JSON.stringify(Object.fromEntries(errorCounts))}; ` +
        `shed reads p50 ${readFigures.shedP50.toFixed(1)} ms; ingest batch p50/p95 ` +
        ingest.map((i) => `${i.batch.p50.toFixed(0)}/${i.batch.p95.toFixed(0)} ms`).join(', ') +
        `; duplicates ${duplicates}; longest ingest call ${longest.toFixed(0)} ms, read ${r.longest.toFixed(0)} ms`,
    );
    return {
      processes,
      ingest,
      read: readFigures,
      load: loadAverage(),
    };
  } finally {
    await cluster.stop();
  }
}

export async function benchClusterScaling(): Promise<string> {
  const runs: Run[] = [];
  for (const processes of PROCESSES) {
    runs.push(await measure(processes));
    console.log(`[cluster-scaling] ${processes} API process(es) measured`);
  }
  const cores = os.cpus().length;
  const best = (run: Run) => Math.max(...run.ingest.map((i) => i.perSecond));
  const base = runs[0]!;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  const lines = [
    `\n## Scale-out: 1, 2 and 3 API processes behind nginx (${cores} cores; batches of ${BATCH} readings; reads at concurrency ${READ_CONCURRENCY})`,
    '| API processes | ingest readings/s at concurrency ' +
      CONCURRENCY.join(' / ') +
      ' | best | vs 1 process | per core | reads p50 / p95 | reads/s | vs 1 process | errors (ingest, reads) | load average after |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const run of runs) {
    lines.push(
      `| ${run.processes} | ${run.ingest.map((i) => Math.round(i.perSecond)).join(' / ')} | ${Math.round(best(run))} | ${ratio(best(run), best(base))} | ${Math.round(best(run) / cores)} | ${run.read.p50.toFixed(1)} / ${run.read.p95.toFixed(1)} ms | ${Math.round(run.read.perSecond)} | ${ratio(run.read.perSecond, base.read.perSecond)} (p95 ${ratio(run.read.p95, base.read.p95)}) | ${run.ingest.reduce((n, i) => n + i.errors, 0)}, ${run.read.errors} | ${run.load} |`,
    );
  }
  return lines.join('\n');
}
