/**
 * Loads the demo portfolio into an empty database, step by step (each step's module in `load/`
 * says what it loads): accounts, catalogue, sites, devices, measurements, dashboards, kiosks,
 * history, and last the latest state, which the live-state code computes from the loaded history as it does
 * from ingested readings. Deterministic: the same anchor time gives the same data.
 */
import { recomputeLiveState } from '../../telemetry/live-state';
import type { DatabaseHandle } from '../connect';
import { saveDemoSettings } from './demo-settings';
import { loadAccounts } from './load/accounts';
import { loadCatalogue } from './load/catalogue';
import { loadDashboards } from './load/dashboards';
import { loadDevices } from './load/devices';
import { HISTORY_STEP_MS, loadHistory } from './load/history';
import { loadKiosks } from './load/kiosks';
import { loadMeasurements } from './load/measurements';
import { loadSites } from './load/sites';
import { TIME } from './signal-model';

export interface DemoLoadOptions {
  days: number;
  now?: Date;
  log?: (message: string) => void;
}

export interface DemoLoadSummary {
  readings: number;
  rollups: number;
  alerts: number;
  activeAlerts: number;
  points: number;
}

export async function loadDemoData(
  handle: DatabaseHandle,
  options: DemoLoadOptions,
): Promise<DemoLoadSummary> {
  const log = options.log ?? (() => undefined);
  const { db } = handle;
  // The history ends at the anchor: now, on the readings' 5-minute grid.
  const now = (options.now ?? new Date()).getTime();
  const anchor = Math.floor(now / HISTORY_STEP_MS) * HISTORY_STEP_MS;
  const start = anchor - options.days * TIME.DAY;

  const projectIds = await loadAccounts(db);
  const alertRules = await loadCatalogue(db);
  const places = await loadSites(db, projectIds, start);
  const devices = await loadDevices(db, projectIds, places, anchor);
  const points = await loadMeasurements(db, places, devices, anchor, start);
  await loadDashboards(db, projectIds, places);
  await loadKiosks(db, projectIds, places);
  const pointCount = points.series.length + points.writables.length;
  log(`created ${pointCount} points; generating ${options.days} days of history`);
  const history = await loadHistory(handle, points, alertRules, { start, anchor }, log);
  // Latest state: what ingestion's live-state refresh would leave, by the same code.
  await handle.transaction((query) => recomputeLiveState(query, history.oldest, new Date(anchor)));
  await saveDemoSettings(db, { anchor: new Date(anchor).toISOString(), days: options.days });
  return {
    readings: history.readings,
    rollups: history.rollups,
    alerts: history.alerts,
    activeAlerts: history.activeAlerts,
    points: pointCount,
  };
}
