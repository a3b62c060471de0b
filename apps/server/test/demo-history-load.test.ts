/**
 * The demo history loading behind a first start (issue 18): newest day first, a day per
 * transaction with the count of days in, so a load stopped (Ctrl-C) or cut off inside a day goes
 * on at the next start and ends with the data of a load in one go; a second loader of the same
 * database stops; /api/health says how far it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../src/db/connect';
import { describeHistoryProgress } from '../src/db/seed/demo-history-load';
import { readDemoSettings, type DemoSettings } from '../src/db/seed/demo-settings';
import { loadDemoData, loadDemoFoundation } from '../src/db/seed/load-demo';
import { historyCalendar, loadHistory } from '../src/db/seed/load/history';
import { startTestApp } from './fixtures/test-app';
import { createTestDatabase, type TestDatabase } from './fixtures/test-database';

const now = new Date('2026-11-20T15:02:00Z');
const DAYS = 2;

/** What a loaded history holds, order-free: enough to tell two loads apart. */
async function historyOf(database: TestDatabase) {
  const [row] = await database.rows(
    z.object({
      readings: z.number(),
      reading_sum: z.number(),
      rollups: z.number(),
      rollup_sum: z.number(),
      alerts: z.array(z.string()),
      valued: z.number(),
    }),
    `SELECT (SELECT count(*)::int FROM readings) AS readings,
            (SELECT coalesce(round(sum(value)::numeric, 3), 0)::float8 FROM readings) AS reading_sum,
            (SELECT count(*)::int FROM reading_rollups) AS rollups,
            (SELECT coalesce(round(sum(sum)::numeric, 3), 0)::float8 FROM reading_rollups) AS rollup_sum,
            (SELECT coalesce(array_agg(m.name || ' ' || a.started_at || ' ' || a.is_active ORDER BY m.name, a.started_at), '{}')
               FROM alerts a JOIN measurements m ON m.id = a.measurement_id) AS alerts,
            (SELECT count(*)::int FROM measurements WHERE cur_val IS NOT NULL) AS valued`,
  );
  return row!;
}

async function settingsOf(handle: DatabaseHandle): Promise<DemoSettings> {
  const settings = await readDemoSettings(handle.db);
  expect(settings).not.toBeNull();
  return settings!;
}

/** A load that stops once `steps` more steps are in, as a server's shutdown stops it. */
async function loadStepsThenStop(handle: DatabaseHandle, steps: number) {
  const stop = new AbortController();
  let told = 0;
  const stored = await loadHistory(handle, await settingsOf(handle), {
    signal: stop.signal,
    // Told once before the first step, then after each.
    onProgress: () => ++told > steps && stop.abort(),
  });
  expect(stored).toBeNull();
}

let reference: TestDatabase;
let resumed: TestDatabase;

beforeAll(async () => {
  [reference, resumed] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await loadDemoData(reference.handle, { days: DAYS, now });
  await loadDemoFoundation(resumed.handle, { days: DAYS, now });
});
afterAll(async () => {
  await Promise.all([reference?.drop(), resumed?.drop()]);
});

describe('the demo history load', () => {
  it('has the accounts and points before any history, and no readings', async () => {
    const settings = await settingsOf(resumed.handle);
    expect(settings.stepsLoaded).toBe(0);
    const history = await historyOf(resumed);
    expect(history.readings).toBe(0);
    const [points] = await resumed.rows(
      z.object({ n: z.number() }),
      `SELECT count(*)::int AS n FROM points`,
    );
    expect(points!.n).toBeGreaterThan(100);
  });

  it('loads the newest day first, with the latest values, then the alerts', async () => {
    await loadStepsThenStop(resumed.handle, 1);
    expect((await settingsOf(resumed.handle)).stepsLoaded).toBe(1);
    const [span] = await resumed.rows(
      z.object({ oldest: z.date(), newest: z.date() }),
      `SELECT min(ts) AS oldest, max(ts) AS newest FROM readings`,
    );
    const anchor = Date.parse('2026-11-20T15:00:00Z');
    expect(span!.newest.getTime()).toBe(anchor);
    expect(anchor - span!.oldest.getTime()).toBeLessThanOrEqual(86_400_000);
    const whole = await historyOf(reference);
    const newestDay = await historyOf(resumed);
    expect(newestDay.valued).toBe(whole.valued);
    expect(newestDay.alerts).toEqual([]);
    expect(newestDay.readings).toBeLessThan(whole.readings);

    await loadStepsThenStop(resumed.handle, 1);
    expect((await settingsOf(resumed.handle)).stepsLoaded).toBe(2);
    const withAlerts = await historyOf(resumed);
    expect(withAlerts.alerts).toEqual(whole.alerts);
    expect(withAlerts.readings).toBe(newestDay.readings);
  });

  it('leaves none of a step cut off inside its transaction, and goes on from the one before', async () => {
    const before = await historyOf(resumed);
    // The rollups of the next step fail after its readings went in (a crash, a full disk).
    const failing: DatabaseHandle = {
      ...resumed.handle,
      transaction: (fn) =>
        resumed.handle.transaction((query, bulkInsert) =>
          fn(query, async (table, ...rest) => {
            if (table === 'reading_rollups') {
              throw new Error('disk full');
            }
            await bulkInsert(table, ...rest);
          }),
        ),
    };
    await expect(loadHistory(failing, await settingsOf(resumed.handle))).rejects.toThrow(
      'disk full',
    );
    expect((await settingsOf(resumed.handle)).stepsLoaded).toBe(2);
    expect(await historyOf(resumed)).toEqual(before);
  });

  it('does not go on with a load an older version cut off past the steps both share', async () => {
    const settings = await settingsOf(resumed.handle);
    const older = { anchor: settings.anchor, days: settings.days, stepsLoaded: 3 };
    await expect(loadHistory(resumed.handle, older)).rejects.toThrow('older version');
    expect((await settingsOf(resumed.handle)).stepsLoaded).toBe(settings.stepsLoaded);
  });

  it('stops a second loader of the same history once the first has gone on', async () => {
    const settings = await settingsOf(resumed.handle);
    const [first, second] = await Promise.all([
      loadHistory(resumed.handle, settings),
      loadHistory(resumed.handle, settings),
    ]);
    expect([first, second].filter((stored) => stored === null)).toHaveLength(1);
  });

  it('tells a loader stopped before the newest day when the other has it in', async () => {
    // Servers started together on a fresh demo (issue 20): both run the live simulator once the
    // newest day is in, also the one whose load the other took over.
    const fresh = await createTestDatabase();
    try {
      await loadDemoFoundation(fresh.handle, { days: DAYS, now });
      const settings = await settingsOf(fresh.handle);
      const told = new Set<string>();
      const results = await Promise.all(
        ['first', 'second'].map((loader) =>
          loadHistory(fresh.handle, settings, { onNewestDay: () => told.add(loader) }),
        ),
      );
      expect(results.filter((stored) => stored === null)).toHaveLength(1);
      expect([...told].sort()).toEqual(['first', 'second']);
    } finally {
      await fresh.drop();
    }
  });

  it('ends with the same data as a load in one go, and marks the history whole', async () => {
    expect((await settingsOf(resumed.handle)).stepsLoaded).toBeUndefined();
    expect(await historyOf(resumed)).toEqual(await historyOf(reference));
  });

  it('loads the newest day, the alerts, the week before, then the older parts oldest first', () => {
    const anchor = Date.parse('2026-11-20T15:00:00Z');
    const calendar = historyCalendar(anchor, 15);
    const [newest, alerts, ...parts] = calendar.steps;
    expect([newest!.kind, alerts!.kind]).toEqual(['newest', 'alerts']);
    // 15:15 yesterday to 15:00, the anchor.
    expect(newest!.slots).toEqual([calendar.slotCount - 286, calendar.slotCount]);
    // A week of six-hour parts, each following the one before, up to the newest day; then the
    // older parts from the first slot on, each following the one before, up to that week.
    const week = parts.slice(0, 28);
    const older = parts.slice(28);
    const follow = (run: typeof parts, end: number) =>
      run.forEach((part, i) => expect(part.slots[1]).toBe(run[i + 1]?.slots[0] ?? end));
    follow(week, newest!.slots[0]);
    follow(older, week[0]!.slots[0]);
    expect(older[0]!.slots[0]).toBe(0);
    // Every slot in exactly one step, and no quarter hour split between two steps.
    const ranges = calendar.steps.map((step) => step.slots);
    expect(ranges.reduce((n, [first, end]) => n + end - first, 0)).toBe(calendar.slotCount);
    for (const [first] of ranges.filter(([f]) => f > 0)) {
      expect(calendar.slot(first) % (15 * 60_000)).toBe(0);
    }
    expect(calendar.fractionAfter(0)).toBe(0);
    expect(calendar.fractionAfter(calendar.steps.length)).toBe(1);
  });

  it('has a reading every 5 minutes over the newest week and every quarter hour before it', () => {
    const anchor = Date.parse('2026-11-20T15:00:00Z');
    const calendar = historyCalendar(anchor, 15);
    const gaps = (from: number, to: number) => {
      const times = Array.from({ length: calendar.slotCount }, (_, i) => i)
        .filter((i) => calendar.sampled(i))
        .map((i) => calendar.slot(i))
        .filter((t) => t > from && t <= to);
      return new Set(times.slice(1).map((t, i) => t - times[i]!));
    };
    const weekAgo = anchor - 7 * 86_400_000;
    expect(gaps(weekAgo, anchor)).toEqual(new Set([5 * 60_000]));
    expect(gaps(anchor - 15 * 86_400_000, weekAgo)).toEqual(new Set([15 * 60_000]));
    // Progress counts readings: an older part moves it a third as far as the newest week's.
    const moved = (n: number) => calendar.fractionAfter(n + 1) - calendar.fractionAfter(n);
    expect(moved(2 + 27) / moved(2 + 29)).toBeCloseTo(3, 5);
  });
});

describe('the terminal progress line', () => {
  it('says how far the load is and the time left at its pace', () => {
    expect(describeHistoryProgress(0.25, { fraction: 0.2, ms: 8_000 })).toBe(
      'demo history 25 % loaded, about 30 s left',
    );
    expect(describeHistoryProgress(1, { fraction: 1, ms: 50_000 })).toBe(
      'demo history 100 % loaded',
    );
  });
});

describe('GET /api/health while the demo history loads', () => {
  it('says how much of it is in', async () => {
    const t = await startTestApp({ demoHistory: { percent: () => 42 } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', demoHistory: { loadingPercent: 42 } });
    } finally {
      await t.close();
    }
  });

  it('says nothing of it once it is all in (or without a demo)', async () => {
    const t = await startTestApp({ demoHistory: { percent: () => null } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.json()).not.toHaveProperty('demoHistory');
    } finally {
      await t.close();
    }
  });
});
