/**
 * Demo step "history": each series' readings at 5-minute resolution from the signal model, their
 * quarter-hour rollups (folded here while the readings are generated, as ingestion would fold them),
 * and the alert episodes the readings trip under the default rules — placed by the same alert
 * rule, and superseded by more severe ones in the same way, as the engine on live readings. A writable status gets one reading: its value now.
 */
import { scoreReading, type Thresholds } from '@airboard/shared/rules';
import { findAlertEpisodes } from '../../../telemetry/alerts/alert-rule';
import type { AlertChange } from '../../../telemetry/alerts/evaluate';
import { supersedeLesserAlerts } from '../../../telemetry/alerts/supersede';
import type { BulkRow, DatabaseHandle } from '../../connect';
import { newObjectId } from '../../ids';
import * as s from '../../schema/index';
import { signalTemplates } from '../demo-catalogue';
import { pointTypeCatalogue } from '../point-type-catalogue';
import { rollupBucket } from '../../../telemetry/rollup-bucket';
import { sampleSignal, TIME } from '../signal-model';
import type { DemoAlertRule } from './catalogue';
import type { DemoPoints } from './measurements';

export const HISTORY_STEP_MS = 5 * TIME.MINUTE;
/** Readings per bulk insert: big enough to be fast, small enough to keep memory flat. */
const BATCH_ROWS = 250_000;

export interface DemoHistory {
  readings: number;
  rollups: number;
  alerts: number;
  activeAlerts: number;
  /** Each series' first reading (epoch ms): where its live state's first data date comes from. */
  oldest: Map<number, number>;
}

/** Loads the history of (start, anchor]; `log` hears of the progress. */
export async function loadHistory(
  handle: DatabaseHandle,
  points: DemoPoints,
  rules: DemoAlertRule[],
  period: { start: number; anchor: number },
  log: (message: string) => void,
): Promise<DemoHistory> {
  const slots: number[] = [];
  for (let t = period.start + HISTORY_STEP_MS; t <= period.anchor; t += HISTORY_STEP_MS) {
    slots.push(t);
  }
  const slotIso = slots.map((t) => new Date(t).toISOString());
  const thresholdsByType = new Map(pointTypeCatalogue.map((p) => [p.type, p.threshold ?? null]));
  const readings = readingWriter(handle);
  const rollups: BulkRow[] = [];
  const alerts: (typeof s.alerts.$inferInsert)[] = [];
  const oldest = new Map<number, number>();

  for (const { demo, seriesId, measurementId, siteId, zoneId } of points.series) {
    const template = signalTemplates[demo.signal];
    const thresholds = thresholdsByType.get(template.pointType) ?? null;
    const buckets = bucketRollups(seriesId, thresholds, rollups);
    const ts: number[] = [];
    const values: number[] = [];
    for (let i = 0; i < slots.length; i++) {
      const t = slots[i]!;
      const v = sampleSignal(demo.spec, t);
      if (v === null) {
        continue;
      }
      ts.push(t);
      values.push(v);
      readings.add([seriesId, slotIso[i]!, v]);
      buckets.add(t, v);
    }
    buckets.finish();
    if (ts.length > 0) {
      oldest.set(seriesId, ts[0]!);
    }
    // Each rule on its own, then the more severe ones supersede the lesser, as the engine does.
    const applied = rules
      .filter((r) => r.pointType === template.pointType)
      .map((rule) => ({ measurementId, severity: rule.alertType, rule, openAlert: null }));
    const change: AlertChange<(typeof applied)[number]> = {
      opened: applied.flatMap((rule) =>
        findAlertEpisodes(rule.rule, ts, values).map((episode) => ({
          rule,
          startedAt: episode.openedAt,
          clearedAt: episode.clearedAt,
          value: episode.value,
        })),
      ),
      cleared: [],
    };
    supersedeLesserAlerts(applied, change);
    for (const episode of change.opened) {
      alerts.push({
        id: newObjectId(),
        alertConfigId: episode.rule.rule.id,
        measurementId,
        siteId,
        zoneId,
        isActive: episode.clearedAt === null,
        startedAt: new Date(episode.startedAt),
        clearedAt: episode.clearedAt === null ? null : new Date(episode.clearedAt),
        clearedReason: episode.clearedReason ?? null,
        value: episode.value,
      });
    }
    if (readings.pending() >= BATCH_ROWS) {
      await readings.flush();
      log(`  ${readings.stored().toLocaleString('en-US')} readings stored`);
    }
  }
  const { anchor } = period;
  const bucket = new Date(rollupBucket(anchor)).toISOString();
  for (const w of points.writables) {
    readings.add([w.seriesId, new Date(anchor).toISOString(), w.value]);
    rollups.push([w.seriesId, bucket, w.value, w.value, w.value, 1, null, null, 0, 0]);
    oldest.set(w.seriesId, anchor);
  }
  await readings.flush();
  await handle.bulkInsert('reading_rollups', ROLLUP_COLUMNS, ROLLUP_TYPES, rollups);
  for (let i = 0; i < alerts.length; i += 500) {
    await handle.db.insert(s.alerts).values(alerts.slice(i, i + 500));
  }
  return {
    readings: readings.stored(),
    rollups: rollups.length,
    alerts: alerts.length,
    activeAlerts: alerts.filter((a) => a.isActive).length,
    oldest,
  };
}

/** Readings bulk-inserted in batches. */
function readingWriter(handle: DatabaseHandle) {
  let batch: BulkRow[] = [];
  let stored = 0;
  return {
    add: (row: BulkRow) => batch.push(row),
    pending: () => batch.length,
    stored: () => stored,
    async flush() {
      if (batch.length > 0) {
        await handle.bulkInsert(
          'readings',
          ['series_id', 'ts', 'value'],
          ['int', 'timestamptz', 'float8'],
          batch,
        );
        stored += batch.length;
        batch = [];
      }
    },
  };
}

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
