/**
 * Loads the demo portfolio into an empty database in two parts (each step's module in `load/` says
 * what it loads). The foundation — accounts, catalogue, sites, devices, measurements, dashboards,
 * kiosks, schedules and the demo settings — is one transaction of a few seconds: a server can sign
 * people in once it is in (and plans the schedules' transitions as it starts). The history
 * (load/history.ts) follows, newest day first, in the background of a first start
 * (seed-database.ts) or at once here. Deterministic: the same anchor time gives the
 * same data.
 */
import { ensureReadingMonths } from '../../telemetry/readings-partitions';
import type { DatabaseHandle } from '../connect';
import { readDemoSettings, saveDemoSettings, type DemoSettings } from './demo-settings';
import { loadAccounts } from './load/accounts';
import { loadCatalogue } from './load/catalogue';
import { loadDashboards } from './load/dashboards';
import { loadDevices } from './load/devices';
import {
  HISTORY_PLAN,
  HISTORY_STEP_MS,
  loadHistory,
  type HistoryLoadOptions,
} from './load/history';
import { loadKiosks } from './load/kiosks';
import { loadMeasurements } from './load/measurements';
import { loadSchedules } from './load/schedules';
import { loadSites } from './load/sites';
import { TIME } from './signal-model';

export interface DemoLoadOptions {
  days: number;
  now?: Date;
}

export interface DemoLoadSummary {
  readings: number;
  rollups: number;
  alerts: number;
  activeAlerts: number;
  points: number;
}

/**
 * Loads everything but the history, in one transaction (a start cut off before it commits finds
 * an empty database again); the demo settings it saves say that no history is in yet.
 */
export async function loadDemoFoundation(
  handle: DatabaseHandle,
  options: DemoLoadOptions,
): Promise<{ settings: DemoSettings; points: number }> {
  // The history ends at the anchor: now, on the readings' 5-minute grid.
  const now = (options.now ?? new Date()).getTime();
  const anchor = Math.floor(now / HISTORY_STEP_MS) * HISTORY_STEP_MS;
  const start = anchor - options.days * TIME.DAY;
  const settings: DemoSettings = {
    anchor: new Date(anchor).toISOString(),
    days: options.days,
    stepsLoaded: 0,
    historyPlan: HISTORY_PLAN,
  };
  const points = await handle.db.transaction(async (db) => {
    const projectIds = await loadAccounts(db);
    await loadCatalogue(db);
    const places = await loadSites(db, projectIds, start);
    const devices = await loadDevices(db, projectIds, places, anchor);
    const pointCount = await loadMeasurements(db, places, devices, anchor, start);
    await loadDashboards(db, projectIds, places);
    await loadKiosks(db, projectIds, places);
    await loadSchedules(db, projectIds, places, anchor);
    await saveDemoSettings(db, settings);
    return pointCount;
  });
  // The history's months, so its readings go straight into their month partitions.
  await ensureReadingMonths(handle, { from: new Date(start), to: new Date(anchor) });
  return { settings, points };
}

/** The whole demo, history included, before it resolves (`npm run seed`, tests, benchmarks). */
export async function loadDemoData(
  handle: DatabaseHandle,
  options: DemoLoadOptions & Pick<HistoryLoadOptions, 'onProgress'>,
): Promise<DemoLoadSummary> {
  const { settings, points } = await loadDemoFoundation(handle, options);
  const history = await loadHistory(handle, settings, { onProgress: options.onProgress });
  if (!history) {
    throw new Error('the demo history was loaded by another server meanwhile');
  }
  return { ...history, points };
}

/** The demo settings when the database holds a demo whose history is not all in yet. */
export async function unfinishedDemo(handle: DatabaseHandle): Promise<DemoSettings | null> {
  const settings = await readDemoSettings(handle.db);
  return settings?.stepsLoaded === undefined ? null : settings;
}
