/**
 * What the alert engine writes: the alerts an evaluation opened and cleared, `is_alerting` and the
 * zone and site `active_alerts_count` kept equal to the open alerts, and one `alert-notification`
 * job per opened alert and member who gets notifications.
 */
import { z } from 'zod';
import type { SqlRunner } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import type { AlertChange } from './evaluate';
import type { ApplicableRule } from './rule-queries';

/**
 * Attempts of an alert notification: retried with doubling back-off (2 s, 4 s … about a minute in
 * all), so a mail server or SMS provider that stumbles for a while still delivers the alert.
 */
const NOTIFICATION_ATTEMPTS = 6;

/** What writing an opened alert needs of its rule (the scheduler opens alerts of its own too). */
type AlertOwner = Pick<ApplicableRule, 'configId' | 'measurementId' | 'siteId' | 'zoneId'>;

/** What writing an alert change did. */
export interface AlertsWritten {
  /** Alerts opened and still open, whose notifications were queued. */
  notify: string[];
  /** Sites with an alert opened or cleared (their live streams say so). */
  siteIds: string[];
}

/**
 * Writes the change in a few statements whatever its size (a backlog can open and clear many
 * alerts at once).
 */
export async function writeAlertChanges(
  query: SqlRunner,
  change: AlertChange<AlertOwner>,
): Promise<AlertsWritten> {
  if (change.cleared.length === 0 && change.opened.length === 0) {
    return { notify: [], siteIds: [] };
  }
  const clearedOwners = await query(
    z.object({ measurement_id: z.string(), site_id: z.string() }),
    `UPDATE alerts a SET is_active = false, cleared_at = c.cleared_at, cleared_reason = c.reason
       FROM unnest($1::text[], $2::timestamptz[], $3::text[]) AS c(id, cleared_at, reason)
      WHERE a.id = c.id AND a.is_active
     RETURNING a.measurement_id, a.site_id`,
    [
      change.cleared.map((c) => c.id),
      change.cleared.map((c) => iso(c.clearedAt)),
      change.cleared.map((c) => c.reason ?? null),
    ],
  );
  const opened = change.opened.map((o) => ({ ...o, id: newObjectId() }));
  const inserted = await query(
    z.object({ id: z.string(), is_active: z.boolean() }),
    `INSERT INTO alerts (id, alert_config_id, measurement_id, site_id, zone_id, is_active, started_at, cleared_at, value, cleared_reason)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[],
                          $7::timestamptz[], $8::timestamptz[], $9::float8[], $10::text[])
     ON CONFLICT DO NOTHING RETURNING id, is_active`,
    [
      opened.map((o) => o.id),
      opened.map((o) => o.rule.configId),
      opened.map((o) => o.rule.measurementId),
      opened.map((o) => o.rule.siteId),
      opened.map((o) => o.rule.zoneId),
      opened.map((o) => o.clearedAt === null),
      opened.map((o) => iso(o.startedAt)),
      opened.map((o) => (o.clearedAt === null ? null : iso(o.clearedAt))),
      opened.map((o) => o.value),
      opened.map((o) => o.clearedReason ?? null),
    ],
  );
  const notify = inserted.filter((row) => row.is_active).map((row) => row.id);
  await refreshAlertState(query, [
    ...new Set([
      ...opened.map((o) => o.rule.measurementId),
      ...clearedOwners.map((row) => row.measurement_id),
    ]),
  ]);
  if (notify.length > 0) {
    // One job per recipient: a slow or failing delivery to one member holds up no other.
    const recipients = await query(
      z.object({ alert_id: z.string(), user_id: z.string(), project_id: z.string() }),
      `SELECT a.id AS alert_id, u.id AS user_id, s.project_id
         FROM alerts a JOIN sites s ON s.id = a.site_id
         JOIN memberships ms ON ms.project_id = s.project_id JOIN users u ON u.id = ms.user_id
        WHERE a.id = ANY($1::text[])
          AND (coalesce((u.notifications->>'email')::boolean, false)
               OR (coalesce((u.notifications->>'sms')::boolean, false) AND u.phone_verified_at IS NOT NULL))`,
      [notify],
    );
    await query(
      `INSERT INTO jobs (id, kind, project_id, payload, max_attempts)
       SELECT r.id, 'alert-notification', r.project_id, jsonb_build_object('alertId', r.alert_id, 'userId', r.user_id), ${NOTIFICATION_ATTEMPTS}
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS r(id, project_id, alert_id, user_id)`,
      [
        recipients.map(() => newObjectId()),
        recipients.map((r) => r.project_id),
        recipients.map((r) => r.alert_id),
        recipients.map((r) => r.user_id),
      ],
    );
  }
  const siteIds = [...opened.map((o) => o.rule.siteId), ...clearedOwners.map((row) => row.site_id)];
  return { notify, siteIds: [...new Set(siteIds)] };
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * `counts(id, n)`: each zone of the measurements $1 and every zone above it, with the open alerts
 * of the zone and all zones below it (UNION stops at a cycle, should one ever be stored). The
 * migration 0009_zone_alerts_count_subzones runs the same count over every zone.
 */
const ZONE_ALERT_COUNTS_CTE = `WITH RECURSIVE touched(id) AS (
    SELECT zone_id FROM measurements WHERE id = ANY($1::text[]) AND zone_id IS NOT NULL
    UNION
    SELECT z.parent_id FROM zones z JOIN touched t ON z.id = t.id WHERE z.parent_id IS NOT NULL
  ), below(root, id) AS (
    SELECT id, id FROM touched
    UNION
    SELECT b.root, z.id FROM zones z JOIN below b ON z.parent_id = b.id
  ), counts(id, n) AS (
    SELECT b.root, count(a.id)::int FROM below b
      LEFT JOIN alerts a ON a.zone_id = b.id AND a.is_active
     GROUP BY b.root
  )`;

/**
 * Recomputes is_alerting and the zone and site active-alert counts from the open alerts. A zone
 * counts the open alerts of its sub-zones too (its card stands for all of them), so the zone of
 * each measurement and every zone above it are recounted.
 */
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
    `${ZONE_ALERT_COUNTS_CTE}
     UPDATE zones z SET active_alerts_count = counts.n FROM counts WHERE z.id = counts.id`,
    [measurementIds],
  );
  await query(
    `UPDATE sites s
        SET active_alerts_count = (SELECT count(*) FROM alerts a WHERE a.site_id = s.id AND a.is_active)
      WHERE s.id IN (SELECT site_id FROM measurements WHERE id = ANY($1::text[]))`,
    [measurementIds],
  );
}
