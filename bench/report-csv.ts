/**
 * Issue 17's CSV export bench: a site of 50 CO2 measurements with 60 days of 5-minute readings
 * (864,000), loaded in bulk as the telemetry benches load history, then downloaded as a report CSV
 * the way the app does it: POST …/csv for a ticket, GET the ticket's URL. The app listens on a
 * loopback socket and the file is read as it streams (app.inject would gather the whole body
 * first), so the first byte's time is real. Per export: time to the first byte and to the first
 * data row (goal: first byte < 2 s), total time, rows/s, bytes, and the peak rise of the process's
 * resident memory (the embedded database's thread included) and JS heap over the export, sampled
 * every 50 ms. Baseline in the same run: the same readings read in one SELECT, without CSV.
 */
import http from 'node:http';
import { z } from 'zod';
import { openDatabase } from '../apps/server/src/db/connect';
import { DAY, END, MINUTE, history, sensors, setUp } from './telemetry-fixture';

const MEASUREMENTS = 50;
const DAYS = 60;
const STEP_MS = 5 * MINUTE;
const SAMPLE_MS = 50;
const MiB = 2 ** 20;

interface Export {
  label: string;
  format: 'long' | 'wide';
  raw: boolean;
  interval?: 'hour' | 'day';
  /** Fewer days than loaded: half the file, to show memory does not follow the file's size. */
  days?: number;
}

interface Figures {
  firstByteMs: number;
  firstRowMs: number;
  totalMs: number;
  rows: number;
  bytes: number;
  rssRise: number;
  heapRise: number;
}

/** The process's peak resident memory and JS heap above their level when `work` started. */
async function peakMemoryOf<T>(work: () => Promise<T>) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  try {
    const result = await work();
    sample();
    return { result, rssRise: rss - before.rss, heapRise: heap - before.heapUsed };
  } finally {
    clearInterval(timer);
  }
}

/** Downloads a URL as it streams, keeping only counts: first byte, first data row, rows, bytes. */
function download(url: string) {
  return new Promise<Omit<Figures, 'rssRise' | 'heapRise'>>((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    let firstRowMs = 0;
    let bytes = 0;
    let lines = 0;
    http
      .get(url, (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`${url} answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.on('data', (chunk: Buffer) => {
          const now = performance.now() - started;
          if (bytes === 0) {
            firstByteMs = now;
          }
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
            lines += 1;
          }
          // The header record, then a first record of data.
          if (firstRowMs === 0 && lines >= 2) {
            firstRowMs = now;
          }
        });
        res.on('end', () =>
          resolve({
            firstByteMs,
            firstRowMs,
            totalMs: performance.now() - started,
            rows: lines - 1,
            bytes,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function benchReportCsv(): Promise<string> {
  const handle = await openDatabase({});
  const f = await setUp(handle);
  try {
    const loadStart = performance.now();
    const points = await sensors(f, MEASUREMENTS);
    await history(
      f,
      points.map((p) => p.seriesId),
      DAYS,
      STEP_MS,
    );
    await handle.transaction((q) => q('ANALYZE'));
    const loadMs = performance.now() - loadStart;

    await f.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(f.app.server.address() as { port: number }).port}`;
    const range = {
      startTime: new Date(END - DAYS * DAY).toISOString(),
      endTime: new Date(END).toISOString(),
    };
    const measurementIds = points.map((p) => p.measurementId);
    const exportCsv = async (e: Export) => {
      const res = await fetch(`${origin}/api/sites/reports/${f.siteId}/csv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${f.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          ...range,
          ...(e.days ? { startTime: new Date(END - e.days * DAY).toISOString() } : {}),
          measurementIds,
          format: e.format,
          raw: e.raw,
          ...(e.interval ? { interval: e.interval } : {}),
        }),
      });
      if (!res.ok) {
        throw new Error(`ticket for ${e.label}: ${res.status} ${await res.text()}`);
      }
      const { results } = (await res.json()) as { results: { url: string } };
      const { result, rssRise, heapRise } = await peakMemoryOf(() =>
        download(`${origin}${results.url}`),
      );
      return { ...result, rssRise, heapRise };
    };

    const exports: Export[] = [
      { label: 'raw readings, long (a row per reading)', format: 'long', raw: true },
      {
        label: `raw readings, long, last ${DAYS / 2} days`,
        format: 'long',
        raw: true,
        days: DAYS / 2,
      },
      { label: 'raw readings, wide (a row per instant)', format: 'wide', raw: true },
      { label: 'daily intervals, long (default for 60 days)', format: 'long', raw: false },
      { label: 'hourly intervals, long', format: 'long', raw: false, interval: 'hour' },
      { label: 'hourly intervals, wide', format: 'wide', raw: false, interval: 'hour' },
    ];
    await exportCsv(exports[2]!); // warm-up: routes, statements, the zone's offsets
    const rows: string[] = [];
    for (const e of exports) {
      const x = await exportCsv(e);
      rows.push(
        `| ${e.label} | **${x.firstByteMs.toFixed(0)} ms** | ${x.firstRowMs.toFixed(0)} ms | ${(x.totalMs / 1000).toFixed(2)} s | ${x.rows.toLocaleString('en-US')} | ${Math.round(x.rows / (x.totalMs / 1000)).toLocaleString('en-US')} | ${(x.bytes / MiB).toFixed(1)} MiB | ${(x.rssRise / MiB).toFixed(0)} MiB | ${(x.heapRise / MiB).toFixed(0)} MiB |`,
      );
    }

    // Baseline: the same readings in one statement, no paging and no CSV.
    const seriesIds = points.map((p) => p.seriesId);
    const started = performance.now();
    const baseline = await peakMemoryOf(() =>
      handle.transaction((q) =>
        q(
          z.object({ series_id: z.number(), ts: z.date(), value: z.number() }),
          `SELECT series_id, ts, value FROM readings
            WHERE series_id = ANY($1::int[]) AND ts >= $2 AND ts < $3 ORDER BY series_id, ts`,
          [seriesIds, range.startTime, range.endTime],
        ),
      ),
    );
    const baselineMs = performance.now() - started;
    rows.push(
      `| baseline: one SELECT of the readings, rows kept, no CSV | – | – | ${(baselineMs / 1000).toFixed(2)} s | ${baseline.result.length.toLocaleString('en-US')} | ${Math.round(baseline.result.length / (baselineMs / 1000)).toLocaleString('en-US')} | – | ${(baseline.rssRise / MiB).toFixed(0)} MiB | ${(baseline.heapRise / MiB).toFixed(0)} MiB |`,
    );

    return [
      `## Report CSV: ${MEASUREMENTS} measurements × ${DAYS} days of ${STEP_MS / MINUTE}-minute readings (PGlite; loaded in ${(loadMs / 1000).toFixed(1)} s)`,
      '',
      '| export | first byte | first data row | total | rows | rows/s | file | peak RSS rise | peak heap rise |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  } finally {
    await f.app.close();
    await handle.close();
  }
}
