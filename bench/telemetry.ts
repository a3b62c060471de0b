/**
 * Telemetry benchmarks (issue 4): ingest throughput through POST /api/ingest as a ratio to raw
 * COPY into the same table in the same run; and p50/p95 of latest, trend, heat map and report,
 * each next to the SQL it wraps (and, for heat map and report, the same numbers from raw rows).
 * Runs on in-memory PGlite, and on PostgreSQL too when BENCH_DATABASE_URL names an empty database.
 */
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/connect';
import { benchLatestAndTrend } from './telemetry-endpoints';
import { MINUTE, setUp } from './telemetry-fixture';
import { benchIngest } from './telemetry-ingest';
import { benchRollupQueries } from './telemetry-rollups';

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
      out.push(...(await benchLatestAndTrend(f)));
      out.push(...(await benchRollupQueries(f, 5 * MINUTE, '5-minute')));
      out.push(...(await benchRollupQueries(f, MINUTE, '1-minute')));
    }
    await f.app.close();
    await handle.close();
  }
  return out.join('\n');
}
