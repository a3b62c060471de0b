/**
 * Demo step "history": each series' readings from the signal model — every 5 minutes over the
 * newest week, every quarter hour before it — their quarter-hour rollups (folded here while
 * the readings are generated, as ingestion would fold them), and the alert episodes the readings
 * trip under the default rules — placed by the same alert rule, and superseded by more severe ones
 * in the same way, as the engine on live readings. A writable status that a schedule commands
 * (demo-schedules.ts) has a reading on every hour and at each change of its program, with the value
 * it held until then, so its trend shows the program over the whole history in about 25 readings a
 * day (a status changes a few times a day: 288 would only repeat it); another gets one reading:
 * its value now.
 *
 * A server's first start runs this in the background (issue 18), in steps (historyCalendar): the
 * newest day first, with the live state, then the alerts, so the home page and today's charts are
 * right after a few seconds. Then the week before it, so the week charts fill next, and then the
 * older parts from the oldest on. Each run of parts goes oldest first because a series' readings
 * added after its own latest ones keep the primary keys' pages full: newest first throughout left
 * them 60 % full (173 MB instead of 107 for 60 days of 5-minute readings), and older weeks
 * newest first left a part-empty page per series and week. A part is a short transaction (the
 * server's requests wait for the one running), with the count of steps in, in the demo settings
 * (demo-settings.ts), so a load cut off goes on from the last whole step; the last one is followed
 * by a checkpoint, which leaves the data folder without the load's write-ahead log. The points,
 * rules and anchor are read back from the database, so a later start resumes with the same data.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, isNotNull, isNull, like, ne, sql } from 'drizzle-orm';
import { scoreReading, type Thresholds } from '@airboard/shared/rules';
import { findAlertEpisodes } from '../../../telemetry/alerts/alert-rule';
import type { AlertChange } from '../../../telemetry/alerts/evaluate';
import { supersedeLesserAlerts } from '../../../telemetry/alerts/supersede';
import { recomputeLiveState } from '../../../telemetry/live-state';
import { ROLLUP_BUCKET_MS, rollupBucket } from '../../../telemetry/rollup-bucket';
import type { BulkInsert, BulkRow, Database, DatabaseHandle, SqlRunner } from '../../connect';
import { newObjectId } from '../../ids';
import * as s from '../../schema/index';
import { signalTemplates } from '../demo-catalogue';
import { buildDemoSeries, writableChanges, writableValueAt, type DemoSeries } from '../demo-series';
import {
  lockDemoSettings,
  markDemoHistory,
  readDemoSettings,
  type DemoSettings,
} from '../demo-settings';
import { pointTypeCatalogue } from '../point-type-catalogue';
import { sampleSignal, TIME } from '../signal-model';

export const HISTORY_STEP_MS = 5 * TIME.MINUTE;
/**
 * The newest week has a reading every 5 minutes: the periods "Today" and "This week" draw them
 * (longer ones draw hourly rollups). The weeks before it have one a quarter hour, as many
 * building systems log: 60 days then take 41 % of the readings of 5 minutes throughout, which
 * keeps the demo's data folder under 300 MB (issue 18).
 */
export const FINE_HISTORY_MS = 7 * TIME.DAY;

/**
 * The split of the history into steps that `stepsLoaded` counts, and what they hold: 2 since the
 * older weeks hold a reading a quarter hour, 3 since scheduled statuses have their program's
 * history. Every split begins with the newest day and the alerts; a load cut off later by an
 * older version cannot go on with this one's steps.
 */
export const HISTORY_PLAN = 3;
const STEPS_EVERY_PLAN_SHARES = 2;
/**
 * The history before the newest day loads in parts of six hours (about 15,000 readings each in the
 * newest week, 5,000 before it).
 */
const PART_MS = 6 * TIME.HOUR;
/** The week before the newest day loads first. */
const PARTS_PER_WEEK = (7 * TIME.DAY) / PART_MS;

export interface DemoHistory {
  readings: number;
  rollups: number;
  alerts: number;
  activeAlerts: number;
}

/** How far a load is: the share of the history's readings in (0 to 1). */
export interface HistoryProgress {
  fraction: number;
}

export interface HistoryLoadOptions {
  /** Told after each step (and once before the first, with what is in already). */
  onProgress?: (progress: HistoryProgress) => void;
  /**
   * Told once the newest day and the alerts are in: the live state is current, live readings may
   * follow (the live alert engine then finds the demo's open alerts).
   */
  onNewestDay?: () => void;
  /** Stops the load between steps (and while generating): the steps in stay in. */
  signal?: AbortSignal;
}

/**
 * Loads the history that the demo settings say is still missing (the steps of historyCalendar, in
 * order). Resolves with what it stored, or null when it was stopped or another server has taken
 * the load over.
 */
export async function loadHistory(
  handle: DatabaseHandle,
  settings: DemoSettings,
  options: HistoryLoadOptions = {},
): Promise<DemoHistory | null> {
  const stored: DemoHistory = { readings: 0, rollups: 0, alerts: 0, activeAlerts: 0 };
  if (settings.stepsLoaded === undefined) {
    options.onNewestDay?.();
    return stored;
  }
  if (
    settings.stepsLoaded > STEPS_EVERY_PLAN_SHARES &&
    (settings.historyPlan ?? 1) !== HISTORY_PLAN
  ) {
    throw new Error(
      'it was begun by an older version, which loads it in other steps: delete the data folder to load the demo again',
    );
  }
  const anchor = Date.parse(settings.anchor);
  const calendar = historyCalendar(anchor, settings.days);
  const { steps } = calendar;
  let done = settings.stepsLoaded;
  options.onProgress?.({ fraction: calendar.fractionAfter(done) });
  if (done > ALERTS_STEP) {
    options.onNewestDay?.();
  }
  const points = await storedDemoPoints(handle.db, calendar);
  // The series' values, generated below, then the scheduled statuses' readings.
  const values = [
    ...points.series.map(() => new Float64Array(calendar.slotCount).fill(Number.NaN)),
    ...points.statuses.map((status) => statusReadings(status.changes, calendar)),
  ];
  // Values are generated back from the anchor: the newest day's first, so its step does not wait
  // for the whole history's.
  let generatedFrom = calendar.slotCount;
  for (; done < steps.length; done++) {
    const step = steps[done]!;
    const neededFrom = step.kind === 'newest' ? step.slots[0] : 0;
    if (neededFrom < generatedFrom) {
      const range = [neededFrom, generatedFrom] as const;
      if (!(await generate(points.series, calendar, values, range, options.signal))) {
        return null;
      }
      generatedFrom = neededFrom;
    }
    if (options.signal?.aborted) {
      return null;
    }
    const rows = historyRows(points.logged, values, calendar, step.slots);
    const extras =
      step.kind === 'part' ? null : await stepExtras(handle.db, step, points, values, calendar);
    const taken = await handle.transaction(async (query, bulkInsert) => {
      // Another server on the same PostgreSQL got here first: it goes on, this one stops.
      const current = await lockDemoSettings(query);
      if (current?.stepsLoaded !== done) {
        return { by: current };
      }
      await bulkInsert('readings', READING_COLUMNS, READING_TYPES, rows.readings);
      await bulkInsert('reading_rollups', ROLLUP_COLUMNS, ROLLUP_TYPES, rows.rollups);
      if (extras) {
        await storeStepExtras(query, bulkInsert, extras, anchor);
      }
      const stepsLoaded = done + 1 < steps.length ? done + 1 : undefined;
      await markDemoHistory(query, {
        anchor: settings.anchor,
        days: settings.days,
        stepsLoaded,
        historyPlan: HISTORY_PLAN,
      });
      return null;
    });
    if (taken) {
      await newestDayElsewhere(handle, taken.by, options);
      return null;
    }
    stored.readings += rows.readings.length + (extras?.writableRows.length ?? 0);
    stored.rollups += rows.rollups.length + (extras?.writableRows.length ?? 0);
    if (extras && step.kind === 'alerts') {
      stored.alerts = extras.alerts.length;
      stored.activeAlerts = extras.alerts.filter((a) => a[5] === 'true').length;
      options.onNewestDay?.();
    }
    options.onProgress?.({ fraction: calendar.fractionAfter(done + 1) });
  }
  if (handle.kind === 'pglite') {
    // The embedded database checkpoints only when told (db/pglite-checkpoints.ts): now, rather
    // than leaving up to 16 MB of the load's log in the data folder.
    await handle.db.execute(sql`CHECKPOINT`);
  }
  return stored;
}

/** The alerts' step, after the newest day's (historyCalendar's order). */
const ALERTS_STEP = 1;

/** How often a server whose load another took over looks whether the newest day is in. */
const NEWEST_DAY_POLL_MS = 2_000;

/**
 * Another server took the load over (issue 20: several servers on one PostgreSQL): this one's
 * live readings may follow once that one has the newest day in — now, or when it gets there.
 */
async function newestDayElsewhere(
  handle: DatabaseHandle,
  settings: DemoSettings | null,
  { onNewestDay, signal }: HistoryLoadOptions,
): Promise<void> {
  let current = settings;
  const newestIn = (s: DemoSettings | null) =>
    s !== null && (s.stepsLoaded === undefined || s.stepsLoaded > ALERTS_STEP);
  // No settings: the demo is gone (the database emptied), and nothing will come.
  while (current !== null && !newestIn(current) && !signal?.aborted) {
    await new Promise((resolve) => setTimeout(resolve, NEWEST_DAY_POLL_MS));
    current = await readDemoSettings(handle.db);
  }
  if (newestIn(current)) {
    onNewestDay?.();
  }
}

/**
 * A step of the load, one transaction: the readings of the slots [first, end) and their rollups,
 * and for the first two what the live state needs.
 */
interface HistoryStep {
  kind: 'newest' | 'alerts' | 'part';
  slots: [number, number];
}

/**
 * The history's 5-minute slots in (start, anchor], which of them have a reading (all in the newest
 * week, a quarter hour's first before), and the steps that load them: the newest day (the
 * anchor's quarter hour and the day before it) with the writables and the live state; the alerts
 * of the whole history; the six-hour parts of the week before the newest day, oldest first; then
 * the older parts, oldest first. Every boundary is a quarter hour, so no rollup bucket is split
 * between two steps.
 */
export function historyCalendar(anchor: number, days: number) {
  const start = anchor - days * TIME.DAY;
  const slotCount = Math.round((anchor - start) / HISTORY_STEP_MS);
  const slot = (i: number) => start + (i + 1) * HISTORY_STEP_MS;
  /** Whether slot i has a reading: every slot in the newest week, a quarter hour's first before. */
  const sampled = (i: number) =>
    slot(i) > anchor - FINE_HISTORY_MS || slot(i) % ROLLUP_BUCKET_MS === 0;
  /** The first slot at or after instant t (t on the quarter-hour grid). */
  const slotAt = (t: number) =>
    Math.min(slotCount, Math.max(0, Math.round((t - start) / HISTORY_STEP_MS) - 1));
  const newestEnd = rollupBucket(anchor) + ROLLUP_BUCKET_MS;
  const newestStart = newestEnd - TIME.DAY;
  const partCount = Math.max(0, Math.ceil((newestStart - rollupBucket(slot(0))) / PART_MS));
  const part = (p: number): HistoryStep => ({
    kind: 'part',
    slots: [slotAt(newestStart - (p + 1) * PART_MS), slotAt(newestStart - p * PART_MS)],
  });
  const steps: HistoryStep[] = [
    { kind: 'newest', slots: [slotAt(newestStart), slotCount] },
    { kind: 'alerts', slots: [0, 0] },
  ];
  const lastWeek = Math.min(partCount, PARTS_PER_WEEK);
  for (let p = lastWeek - 1; p >= 0; p--) {
    steps.push(part(p));
  }
  for (let p = partCount - 1; p >= lastWeek; p--) {
    steps.push(part(p));
  }
  // Progress counts readings: a part of the older weeks has a third of a recent part's.
  const readingsBefore = [0];
  for (let i = 0; i < slotCount; i++) {
    readingsBefore.push(readingsBefore[i]! + (sampled(i) ? 1 : 0));
  }
  const readingsIn = ([first, end]: [number, number]) =>
    readingsBefore[end]! - readingsBefore[first]!;
  const readingsAfter = steps.map((_, n) =>
    steps.slice(0, n).reduce((sum, step) => sum + readingsIn(step.slots), 0),
  );
  return {
    anchor,
    start,
    slotCount,
    slot,
    sampled,
    slotIso: Array.from({ length: slotCount }, (_, i) => new Date(slot(i)).toISOString()),
    steps,
    /** The share of the readings in once `done` steps are. */
    fractionAfter: (done: number) =>
      done >= steps.length ? 1 : readingsAfter[done]! / Math.max(1, readingsBefore[slotCount]!),
  };
}
type HistoryCalendar = ReturnType<typeof historyCalendar>;

/** A time series the history writes readings to, and its thresholds for the rollups. */
interface LoggedSeries {
  seriesId: number;
  thresholds: Thresholds | null;
}

/** A demo series as stored: the point its readings go to, and its thresholds for the rollups. */
interface StoredSeries extends LoggedSeries {
  demo: DemoSeries;
  measurementId: string;
  siteId: string;
  zoneId: string | null;
}

/**
 * The demo's series and writables at the calendar's anchor, matched to their stored points by
 * `basRef`: the series, the statuses a schedule commands with their program's changes over the
 * history, the other writables with their value now, and every series that gets readings (the
 * series first, as the values arrays).
 */
async function storedDemoPoints(db: Database, calendar: HistoryCalendar) {
  const { anchor, start } = calendar;
  const rows = await db
    .select({
      basRef: s.points.basRef,
      seriesId: s.points.seriesId,
      measurementId: s.points.measurementId,
      siteId: s.points.siteId,
      zoneId: s.points.zoneId,
    })
    .from(s.points)
    .where(and(like(s.points.basRef, 'demo:%'), isNotNull(s.points.measurementId)));
  const byRef = new Map(rows.map((r) => [r.basRef, { ...r, measurementId: r.measurementId! }]));
  const thresholdsByType = new Map(pointTypeCatalogue.map((p) => [p.type, p.threshold ?? null]));
  const { series, writables } = buildDemoSeries(anchor);
  const stored = series.flatMap((demo): StoredSeries[] => {
    const point = byRef.get(demo.basRef);
    const pointType = signalTemplates[demo.signal].pointType;
    return point ? [{ ...point, demo, thresholds: thresholdsByType.get(pointType) ?? null }] : [];
  });
  const statuses: (LoggedSeries & { changes: { at: number; value: number }[] })[] = [];
  const others: { seriesId: number; value: number }[] = [];
  for (const w of writables) {
    const point = byRef.get(w.basRef);
    const changes = point ? writableChanges(w, start, anchor) : null;
    if (point && changes) {
      statuses.push({ seriesId: point.seriesId, thresholds: null, changes });
    } else if (point) {
      others.push({ seriesId: point.seriesId, value: writableValueAt(w, anchor) });
    }
  }
  const logged: LoggedSeries[] = [...stored, ...statuses];
  return { series: stored, statuses, writables: others, logged };
}

/**
 * A scheduled status's readings on the history's slots (NaN: none): the value in force on every
 * hour, at each change and on the slot before it (the value held until then, so its line steps
 * instead of sloping between two hours), and at the anchor.
 */
export function statusReadings(
  changes: readonly { at: number; value: number }[],
  calendar: HistoryCalendar,
): Float64Array {
  const { slotCount, slot, start } = calendar;
  const read = new Uint8Array(slotCount);
  read[slotCount - 1] = 1;
  for (const change of changes.slice(1)) {
    // The first slot at or after the change, and the one before it.
    const i = Math.ceil((change.at - start) / HISTORY_STEP_MS) - 1;
    for (const j of [i - 1, i]) {
      if (j >= 0 && j < slotCount) {
        read[j] = 1;
      }
    }
  }
  const values = new Float64Array(slotCount).fill(Number.NaN);
  let k = 0;
  for (let i = 0; i < slotCount; i++) {
    const t = slot(i);
    while (changes[k + 1] && changes[k + 1]!.at <= t) {
      k++;
    }
    if (read[i] || t % TIME.HOUR === 0) {
      values[i] = changes[k]!.value;
    }
  }
  return values;
}

/**
 * Fills every series' values of the slots [first, end) that have a reading (NaN where the model
 * has none), a series at a time with a turn of the event loop between: the server answers requests
 * meanwhile. False when stopped.
 */
async function generate(
  series: StoredSeries[],
  calendar: HistoryCalendar,
  values: Float64Array[],
  [first, end]: readonly [number, number],
  signal: AbortSignal | undefined,
): Promise<boolean> {
  for (const [k, { demo }] of series.entries()) {
    if (signal?.aborted) {
      return false;
    }
    const v = values[k]!;
    for (let i = first; i < end; i++) {
      if (calendar.sampled(i)) {
        v[i] = sampleSignal(demo.spec, calendar.slot(i)) ?? Number.NaN;
      }
    }
    await nextTurn();
  }
  return true;
}

/** The readings of the slots [first, end) of every series, and their quarter-hour rollups. */
function historyRows(
  series: LoggedSeries[],
  values: Float64Array[],
  calendar: HistoryCalendar,
  [first, end]: [number, number],
) {
  const readings: BulkRow[] = [];
  const rollups: BulkRow[] = [];
  series.forEach((point, k) => {
    const buckets = bucketRollups(point.seriesId, point.thresholds, rollups);
    const v = values[k]!;
    for (let i = first; i < end; i++) {
      if (!Number.isNaN(v[i]!)) {
        readings.push([point.seriesId, calendar.slotIso[i]!, v[i]!]);
        buckets.add(calendar.slot(i), v[i]!);
      }
    }
    buckets.finish();
  });
  return { readings, rollups };
}

/** What the newest day's step and the alerts' step store besides readings. */
interface StepExtras {
  /** The writables' readings (and rollups), [seriesId, value]: the newest day's step only. */
  writableRows: [number, number][];
  alerts: BulkRow[];
  /** Each series' first reading in (epoch ms), for the sites' first data dates. */
  oldest: Map<number, number>;
}

/**
 * The newest day's writables, or the alert episodes of the whole history (the alerts' step), and
 * each series' first reading in after the step.
 */
async function stepExtras(
  db: Database,
  step: HistoryStep,
  points: Awaited<ReturnType<typeof storedDemoPoints>>,
  values: Float64Array[],
  calendar: HistoryCalendar,
): Promise<StepExtras> {
  const from = step.kind === 'newest' ? step.slots[0] : 0;
  const oldest = new Map(points.writables.map((w) => [w.seriesId, calendar.anchor]));
  const logged = points.logged.map((point, k) => {
    const ts: number[] = [];
    const vs: number[] = [];
    values[k]!.forEach((v, i) => {
      if (i >= from && !Number.isNaN(v)) {
        ts.push(calendar.slot(i));
        vs.push(v);
      }
    });
    if (ts.length > 0) {
      oldest.set(point.seriesId, ts[0]!);
    }
    return { ts, vs };
  });
  if (step.kind === 'newest') {
    return { writableRows: points.writables.map((w) => [w.seriesId, w.value]), alerts: [], oldest };
  }
  const rules = await db
    .select({
      id: s.alertConfigs.id,
      pointType: s.alertConfigs.pointType,
      severity: s.alertConfigs.alertType,
      condition: s.alertConfigs.condition,
      threshold: s.alertConfigs.threshold,
      minDurationSeconds: s.alertConfigs.minDurationSeconds,
    })
    .from(s.alertConfigs)
    .where(and(isNull(s.alertConfigs.projectId), ne(s.alertConfigs.condition, 'event')));
  const alerts = points.series.flatMap((point, k) =>
    alertRows(point, rules, logged[k]!.ts, logged[k]!.vs),
  );
  await nextTurn();
  return { writableRows: [], alerts, oldest };
}

/**
 * The alert episodes of one series' readings: each rule on its own, then the more severe ones
 * supersede the lesser, as the engine does.
 */
function alertRows(
  { demo, measurementId, siteId, zoneId }: StoredSeries,
  rules: {
    id: string;
    pointType: string | null;
    severity: 'critical' | 'warning' | 'info';
    condition: 'above' | 'below' | 'equals' | 'event';
    threshold: number | null;
    minDurationSeconds: number;
  }[],
  ts: number[],
  vs: number[],
): BulkRow[] {
  const pointType = signalTemplates[demo.signal].pointType;
  const applied = rules
    .filter((r) => r.pointType === pointType)
    .map((rule) => ({ measurementId, severity: rule.severity, rule, openAlert: null }));
  const change: AlertChange<(typeof applied)[number]> = {
    opened: applied.flatMap((rule) =>
      findAlertEpisodes(rule.rule, ts, vs).map((episode) => ({
        rule,
        startedAt: episode.openedAt,
        clearedAt: episode.clearedAt,
        value: episode.value,
      })),
    ),
    cleared: [],
  };
  supersedeLesserAlerts(applied, change);
  return change.opened.map((episode) => [
    newObjectId(),
    episode.rule.rule.id,
    measurementId,
    siteId,
    zoneId,
    String(episode.clearedAt === null),
    new Date(episode.startedAt).toISOString(),
    episode.clearedAt === null ? null : new Date(episode.clearedAt).toISOString(),
    episode.clearedReason ?? null,
    episode.value,
  ]);
}

/**
 * In the step's transaction: the writables' readings, the alerts, and the live state — what
 * ingestion's live-state refresh would leave, by the same code.
 */
async function storeStepExtras(
  query: SqlRunner,
  bulkInsert: BulkInsert,
  extras: StepExtras,
  anchor: number,
): Promise<void> {
  const at = new Date(anchor).toISOString();
  const bucket = new Date(rollupBucket(anchor)).toISOString();
  await bulkInsert(
    'readings',
    READING_COLUMNS,
    READING_TYPES,
    extras.writableRows.map(([seriesId, value]) => [seriesId, at, value]),
  );
  await bulkInsert(
    'reading_rollups',
    ROLLUP_COLUMNS,
    ROLLUP_TYPES,
    extras.writableRows.map(([seriesId, v]) => [seriesId, bucket, v, v, v, 1, null, null, 0, 0]),
  );
  await bulkInsert('alerts', ALERT_COLUMNS, ALERT_TYPES, extras.alerts);
  await recomputeLiveState(query, extras.oldest, new Date(anchor));
}

const READING_COLUMNS = ['series_id', 'ts', 'value'];
const READING_TYPES = ['int', 'timestamptz', 'float8'];

const ROLLUP_COLUMNS = [
  'series_id',
  'bucket',
  'min',
  'max',
  'sum',
  'count',
  'score_min',
  'score_max',
  'score_sum',
  'score_count',
];
const ROLLUP_TYPES = [
  'int',
  'timestamptz',
  'float8',
  'float8',
  'float8',
  'int',
  'float4',
  'float4',
  'float8',
  'int',
];

const ALERT_COLUMNS = [
  'id',
  'alert_config_id',
  'measurement_id',
  'site_id',
  'zone_id',
  'is_active',
  'started_at',
  'cleared_at',
  'cleared_reason',
  'value',
];
const ALERT_TYPES = [
  'text',
  'text',
  'text',
  'text',
  'text',
  'bool',
  'timestamptz',
  'timestamptz',
  'text',
  'float8',
];

/**
 * The rollup rows of one series' readings, added in time order: min, max, sum and count per
 * quarter hour, and the same of their scores where the point type has thresholds.
 */
function bucketRollups(seriesId: number, thresholds: Thresholds | null, rows: BulkRow[]) {
  const startBucket = (first: number) => ({
    min: first,
    max: first,
    sum: 0,
    count: 0,
    smin: Infinity,
    smax: -Infinity,
    ssum: 0,
    scount: 0,
  });
  let bucket = -1;
  let agg = startBucket(0);
  const finishBucket = () => {
    if (agg.count > 0) {
      rows.push([
        seriesId,
        new Date(bucket).toISOString(),
        agg.min,
        agg.max,
        agg.sum,
        agg.count,
        agg.scount ? agg.smin : null,
        agg.scount ? agg.smax : null,
        agg.ssum,
        agg.scount,
      ]);
    }
  };
  return {
    add(t: number, v: number) {
      const b = rollupBucket(t);
      if (b !== bucket) {
        finishBucket();
        bucket = b;
        agg = startBucket(v);
      }
      agg.min = Math.min(agg.min, v);
      agg.max = Math.max(agg.max, v);
      agg.sum += v;
      agg.count++;
      if (thresholds) {
        const score = scoreReading(v, thresholds);
        agg.smin = Math.min(agg.smin, score);
        agg.smax = Math.max(agg.smax, score);
        agg.ssum += score;
        agg.scount++;
      }
    },
    finish: finishBucket,
  };
}
