/**
 * Demo-data load time on PGlite (the bar: 60 days in under 60 s on 2 cores), next to a
 * baseline: COPY of the same number of bare readings into an empty, key-only table in the same
 * kind of database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../apps/server/src/db/connect';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { loadDemoTimed } from '../apps/server/src/db/seed/seed-database';

export async function benchDemoLoad(days: number): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-bench-'));
  try {
    const handle = await openDatabase({ dataDir: path.join(dir, 'demo') });
    await migrateDatabase(handle);
    const { summary, seconds } = await loadDemoTimed(handle, days, () => undefined);
    await handle.close();

    const baseline = new PGlite(path.join(dir, 'baseline'));
    await baseline.exec(
      'CREATE TABLE readings (series_id int, ts timestamptz, value float8, PRIMARY KEY (series_id, ts))',
    );
    const rows = summary.readings;
    const started = performance.now();
    const batch = 250_000;
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    for (let offset = 0; offset < rows; offset += batch) {
      const lines: string[] = [];
      for (let i = offset; i < Math.min(rows, offset + batch); i++) {
        lines.push(
          `${i % 250},${new Date(t0 + Math.floor(i / 250) * 300_000).toISOString()},${(i % 997) / 3}`,
        );
      }
      await baseline.query(`COPY readings FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob: new Blob([lines.join('\n')]),
      });
    }
    const copySeconds = (performance.now() - started) / 1000;
    await baseline.close();
    return [
      `demo load, ${days} days, PGlite: ${seconds.toFixed(1)} s for ${rows.toLocaleString('en-US')} readings ` +
        `(+ ${summary.rollups.toLocaleString('en-US')} rollups, ${summary.alerts} alerts)`,
      `baseline, raw COPY of ${rows.toLocaleString('en-US')} readings into a bare table: ${copySeconds.toFixed(1)} s`,
      `ratio demo load / raw COPY: ${(seconds / copySeconds).toFixed(2)}×`,
    ].join('\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
