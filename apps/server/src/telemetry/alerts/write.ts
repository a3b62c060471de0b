/**
 * What the alert engine writes: the alerts an evaluation opened and cleared, `is_alerting` and the
 * zone and site `active_alerts_count` kept equal to the open alerts, and one `alert-notification`
 * job per opened alert.
 */
import { z } from 'zod';
import type { SqlRunner } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import type { AlertChange } from './evaluate';

/** Writes the change; returns the ids of alerts opened and still open, whose notifications it queued. */
export async function writeAlertChanges(query: SqlRunner, change: AlertChange): Promise<string[]> {
  const touched = new Set<string>();
  for (const c of change.cleared) {
    await query(
      `UPDATE alerts SET is_active = false, cleared_at = $2 WHERE id = $1 AND is_active`,
      [c.id, new Date(c.clearedAt).toISOString()],
    );
  }
  const notify: string[] = [];
  for (const o of change.opened) {
    const id = newObjectId();
    const active = o.clearedAt === null;
    const inserted = await query(
      z.object({ id: z.string() }),
      `INSERT INTO alerts (id, alert_config_id, measurement_id, site_id, zone_id, is_active, started_at, cleared_at, value)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        id,
        o.rule.configId,
        o.rule.measurementId,
        o.rule.siteId,
        o.rule.zoneId,
        active,
        new Date(o.startedAt).toISOString(),
        o.clearedAt === null ? null : new Date(o.clearedAt).toISOString(),
        o.value,
      ],
    );
    if (active && inserted.length > 0) {
      notify.push(id);
    }
    touched.add(o.rule.measurementId);
  }
  if (change.cleared.length > 0 || change.opened.length > 0) {
    const clearedOwners = await query(
      z.object({ measurement_id: z.string() }),
      `SELECT measurement_id FROM alerts WHERE id = ANY($1::text[])`,
      [change.cleared.map((c) => c.id)],
    );
    for (const row of clearedOwners) {
      touched.add(row.measurement_id);
    }
    await refreshAlertState(query, [...touched]);
  }
  if (notify.length > 0) {
    await query(
      `INSERT INTO jobs (id, kind, project_id, payload)
       SELECT u.job_id, 'alert-notification', s.project_id, jsonb_build_object('alertId', a.id)
         FROM unnest($1::text[], $2::text[]) AS u(alert_id, job_id)
         JOIN alerts a ON a.id = u.alert_id JOIN sites s ON s.id = a.site_id`,
      [notify, notify.map(() => newObjectId())],
    );
  }
  return notify;
}

/** Recomputes is_alerting and the zone and site active-alert counts from the open alerts. */
export async function refreshAlertState(query: SqlRunner, measurementIds: string[]): Promise<void> {
  if (measurementIds.length === 0) {
    return;
  }
  await query(
    `UPDATE measurements m
        SET is_alerting = EXISTS (SELECT 1 FROM alerts a WHERE a.measurement_id = m.id AND a.is_active)
      WHERE m.id = ANY($1::text[])`,
    [measurementIds],
  );
  await query(
    `UPDATE zones z
        SET active_alerts_count = (SELECT count(*) FROM alerts a WHERE a.zone_id = z.id AND a.is_active)
      WHERE z.id IN (SELECT zone_id FROM measurements WHERE id = ANY($1::text[]))`,
    [measurementIds],
  );
  await query(
    `UPDATE sites s
        SET active_alerts_count = (SELECT count(*) FROM alerts a WHERE a.site_id = s.id AND a.is_active)
      WHERE s.id IN (SELECT site_id FROM measurements WHERE id = ANY($1::text[]))`,
    [measurementIds],
  );
}
