/**
 * The values the simulated building systems held before a restart. A simulated system keeps
 * written values in memory only, so a new process would show every written point at its simulated
 * value again until its next write. The database already records every write a system confirmed:
 * the point-write path adds one 'point.write' audit row per job once the value arrived (kept a
 * year, where finished jobs go after 30 days, and scheduled writes are only the schedule's). On
 * start, each point's latest writes from there go back into the system they were written to.
 * With several server processes on one database, each holds the writes its own jobs made; the
 * one simulating a minute first follows the others' from the same log (writtenValuesFollower),
 * reading only what was audited since it last looked.
 * A real building system keeps its own values: only simulated ones are given them.
 */
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connect';
import { systemRefOf } from './point-write';
import type { SiteLink } from '../../bas/building-systems';
import type { BasValue, BuildingAutomationConnector } from '../../bas/connector';
import {
  SimulatedBuildingSystem,
  WRITES_KEPT_MS,
  type WrittenValue,
} from '../../bas/simulated-system';

const writtenRow = z.object({
  id: z.string(),
  bas_ref: z.string().nullable(),
  site_id: z.string(),
  commander_license_id: z.string().nullable(),
  value: z.union([z.number(), z.boolean(), z.string()]),
  at: z.date(),
});

/**
 * Each point's confirmed writes of the day before its latest one (and that one), oldest first:
 * what its system held, and what a simulated room is still responding to.
 */
const WRITTEN_SQL = `SELECT p.id, p.bas_ref, p.site_id, s.commander_license_id, w.new_value AS value, w.at
   FROM (SELECT object_id, new_value, at, id, max(at) OVER (PARTITION BY object_id) AS latest
           FROM audit_log WHERE action = 'point.write' AND object_type = 'point') w
   JOIN points p ON p.id = w.object_id
   JOIN sites s ON s.id = p.site_id
  WHERE w.at >= w.latest - make_interval(secs => $1::float8 / 1000)
  ORDER BY p.id, w.at, w.id`;

/** The confirmed writes audited from a time on (the audit log's index on `at` finds them). */
const WRITTEN_SINCE_SQL = `SELECT p.id, p.bas_ref, p.site_id, s.commander_license_id, w.new_value AS value, w.at
   FROM audit_log w
   JOIN points p ON p.id = w.object_id
   JOIN sites s ON s.id = p.site_id
  WHERE w.action = 'point.write' AND w.object_type = 'point' AND w.at >= $1
  ORDER BY p.id, w.at, w.id`;

/**
 * An audit row's `at` is its transaction's time, and that transaction may commit later than one
 * begun after it: a follower looks this far behind the newest write it has seen, so a row that
 * commits late is not skipped (follow ignores what it holds already).
 */
const COMMIT_LAG_MS = 5 * 60_000;

/**
 * Each written point's site, its ref in the system, and its confirmed writes, oldest first: of the
 * day before its latest write, or (`since`) those audited from then on.
 */
async function confirmedWrites(database: DatabaseHandle, since?: Date) {
  const rows = await database.transaction((query) =>
    since === undefined
      ? query(writtenRow, WRITTEN_SQL, [WRITES_KEPT_MS])
      : query(writtenRow, WRITTEN_SINCE_SQL, [since]),
  );
  const byPoint = new Map<string, { site: SiteLink; ref: string; writes: WrittenValue[] }>();
  for (const row of rows) {
    let point = byPoint.get(row.id);
    if (!point) {
      point = {
        site: { id: row.site_id, commanderLicenseId: row.commander_license_id },
        ref: systemRefOf(row),
        writes: [],
      };
      byPoint.set(row.id, point);
    }
    point.writes.push({ value: row.value satisfies BasValue, at: row.at.getTime() });
  }
  return [...byPoint.values()];
}

/**
 * Gives every simulated system the values written to it before this process started, `systemOf`
 * naming each site's system as the point-write path does. Call it before the job runner starts:
 * a write made since wins anyway (SimulatedBuildingSystem.hold). Returns how many points got one.
 */
export async function restoreWrittenValues(
  database: DatabaseHandle,
  systemOf: (site: SiteLink) => BuildingAutomationConnector,
): Promise<number> {
  let restored = 0;
  for (const { site, ref, writes } of await confirmedWrites(database)) {
    const system = systemOf(site);
    if (system instanceof SimulatedBuildingSystem) {
      system.hold(ref, writes);
      restored++;
    }
  }
  return restored;
}

/**
 * Several server processes on one database: a function that brings this process's simulated
 * systems up to the writes any process confirmed (SimulatedBuildingSystem.follow), so that the
 * process whose turn it is to simulate a minute reads every written value, whichever process's job
 * wrote it. Its first call reads each point's writes of the day before its latest; later calls read
 * only the writes audited since the newest it saw (less COMMIT_LAG_MS), not the whole log again.
 */
export function writtenValuesFollower(
  database: DatabaseHandle,
  systemOf: (site: SiteLink) => BuildingAutomationConnector | undefined,
): () => Promise<void> {
  let newest: number | undefined;
  return async () => {
    const since = newest === undefined ? undefined : new Date(newest - COMMIT_LAG_MS);
    for (const { site, ref, writes } of await confirmedWrites(database, since)) {
      const system = systemOf(site);
      if (system instanceof SimulatedBuildingSystem) {
        system.follow(ref, writes);
      }
      newest = Math.max(newest ?? 0, writes.at(-1)?.at ?? 0);
    }
    newest ??= Date.now();
  };
}
