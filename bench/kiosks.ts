/**
 * Issue 15's kiosk bench: 200 lobby screens polling one public kiosk, on a copy of the 60-day
 * demo data, with the app in-process (its SQL statements counted at the embedded database).
 * - Burst: all 200 ask at once (a building's screens waking together), ten times, each time with
 *   the kiosk's kept answer expired: latency p50/p95 and statements per burst.
 * - Steady: for one minute each screen polls once a minute at its own moment, as screens do:
 *   database reads and statements in that minute.
 * Baseline, in the same run on the same data: the same app with the kept answers switched off
 * (every poll reads the database), as the server would be without decision 019's 5 s window.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/connect';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { PgliteThread } from '../apps/server/src/db/pglite-thread';
import { KioskHeartbeats } from '../apps/server/src/modules/kiosks/kiosk-heartbeats';
import {
  createKioskScreens,
  type KioskScreens,
} from '../apps/server/src/modules/kiosks/kiosk-screens';
import { PublicKioskCache } from '../apps/server/src/modules/kiosks/public-kiosk-cache';
import { createKioskRow } from '../apps/server/test/fixtures/kiosks';
import { demoDataDir, pgliteDirOf } from './demo-data-dir';

const SCREENS = 200;
const BURSTS = 10;
const MINUTE_MS = 60_000;

/** Statements sent to the embedded database, inside transactions or not. */
const statements = { count: 0 };

/** Counts every statement PGlite's thread runs (a bench may patch what a product must not). */
function countStatements(): void {
  const proto = PgliteThread.prototype;
  // The originals are called below with the instance as `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { query, exec, transaction } = proto;
  proto.query = function <T>(this: PgliteThread, ...args: Parameters<typeof query>) {
    statements.count += 1;
    return query.apply(this, args) as ReturnType<typeof query<T>>;
  };
  proto.exec = function (this: PgliteThread, ...args: Parameters<typeof exec>) {
    statements.count += 1;
    return exec.apply(this, args);
  };
  proto.transaction = function <T>(
    this: PgliteThread,
    fn: Parameters<typeof transaction<T>>[0],
  ): Promise<T> {
    return transaction.call(this, (tx) =>
      fn({
        query: (...args) => {
          statements.count += 1;
          return tx.query(...args);
        },
        exec: (text) => {
          statements.count += 1;
          return tx.exec(text);
        },
        copy: (text, csv) => {
          statements.count += 1;
          return tx.copy(text, csv);
        },
      }),
    ) as Promise<T>;
  };
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

/** A screen's poll: how long it took, and whether the server refused it (503: overloaded). */
async function poll(url: string): Promise<{ ms: number; refused: boolean }> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok && res.status !== 503) {
    throw new Error(`${url}: ${res.status}`);
  }
  return { ms: performance.now() - started, refused: res.status === 503 };
}

interface Figures {
  p50: number;
  p95: number;
  /** Polls of the bursts the server refused (503 with Retry-After: its queue was full). */
  refused: number;
  statementsPerBurst: number;
  readsPerMinute: number;
  statementsPerMinute: number;
}

async function measure(
  handle: Awaited<ReturnType<typeof openDatabase>>,
  screens: KioskScreens,
  publicId: string,
): Promise<Figures> {
  const app = await buildApp({ database: handle, logger: false, kioskScreens: screens });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}/api/kiosk/${publicId}/measurements`;
  try {
    await poll(url); // warm-up
    const polls: { ms: number; refused: boolean }[] = [];
    let burstStatements = 0;
    for (let i = 0; i < BURSTS; i++) {
      screens.answers.forget(publicId); // the 5 s window has passed since the last burst
      const before = statements.count;
      polls.push(...(await Promise.all(Array.from({ length: SCREENS }, () => poll(url)))));
      burstStatements += statements.count - before;
    }
    const latencies = polls.filter((p) => !p.refused).map((p) => p.ms);

    // One minute of screens polling once a minute each, at their own moments.
    const readsBefore = screens.answers.reads;
    const before = statements.count;
    await Promise.all(
      Array.from({ length: SCREENS }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i / SCREENS) * MINUTE_MS));
        await poll(url);
      }),
    );
    return {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      refused: polls.filter((p) => p.refused).length,
      statementsPerBurst: burstStatements / BURSTS,
      readsPerMinute: screens.answers.reads - readsBefore,
      statementsPerMinute: statements.count - before,
    };
  } finally {
    await app.close();
  }
}

export async function benchKiosks(): Promise<string> {
  const source = await demoDataDir();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-bench-kiosks-'));
  fs.cpSync(source, dataDir, { recursive: true });
  countStatements();
  const handle = await openDatabase({ dataDir: pgliteDirOf(dataDir) });
  try {
    // A data folder loaded before kiosks existed gets the schema here, and the plain kiosk a
    // fresh demo load makes: the busiest demo site's, its six first scored measurements.
    await migrateDatabase(handle);
    const plainKiosk = () =>
      handle.transaction((q) =>
        q(
          z.object({ uuid: z.string(), name: z.string() }),
          `SELECT uuid, name FROM kiosks WHERE type = 'plain' AND revoked_at IS NULL
           ORDER BY created_at LIMIT 1`,
          [],
        ),
      );
    if ((await plainKiosk()).length === 0) {
      const [site] = await handle.transaction((q) =>
        q(
          z.object({ id: z.string(), project_id: z.string(), name: z.string() }),
          `SELECT s.id, s.project_id, s.name FROM sites s
           ORDER BY (SELECT count(*) FROM measurements m WHERE m.site_id = s.id) DESC LIMIT 1`,
          [],
        ),
      );
      await createKioskRow(
        handle.db,
        { projectId: site!.project_id, siteId: site!.id },
        { name: `${site!.name} Lobby` },
      );
    }
    const [kiosk] = await plainKiosk();
    if (!kiosk) {
      throw new Error('no plain kiosk in the bench data');
    }
    const cached = await measure(handle, createKioskScreens(), kiosk.uuid);
    const uncached = await measure(
      handle,
      { answers: new PublicKioskCache(0), heartbeats: new KioskHeartbeats() },
      kiosk.uuid,
    );
    const row = (what: string, f: Figures) =>
      `| ${what} | p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms | ${f.refused} of ${SCREENS * BURSTS} | ${f.statementsPerBurst.toFixed(0)} | ${f.readsPerMinute} | ${f.statementsPerMinute} |`;
    return [
      `## Kiosks (issue 15): ${SCREENS} screens polling '${kiosk.name}'`,
      '',
      `| server | ${SCREENS} at once (${BURSTS} bursts), answered | refused (503) | statements per burst | reads in a minute of polls | statements in that minute |`,
      '|---|---|---|---|---|---|',
      row('answers kept 5 s (decision 019)', cached),
      row('baseline: every poll reads', uncached),
      '',
      `p95 ratio ${(cached.p95 / uncached.p95).toFixed(2)}×, statements per minute ratio ${(cached.statementsPerMinute / uncached.statementsPerMinute).toFixed(3)}×`,
    ].join('\n');
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
