/**
 * The point's "schedule not applied" alert (issue 19): a warning opened when a scheduled write
 * read back different or failed, written by the alert engine's writer (so the counts, the zone
 * cards and the notifications are the engine's), and cleared when a later scheduled write reads
 * back equal or someone acknowledges it (an event alert closes on acknowledgement).
 *
 * Its rule is one server-wide event rule, disabled so the engine never evaluates it on readings:
 * only the scheduler opens and clears its alerts.
 */
import { z } from 'zod';
import { messages } from '@airboard/shared/messages';
import type { SqlRunner } from '../../db/connect';
import { writeAlertChanges } from '../../telemetry/alerts/write';

/** The rule's fixed id: every server finds or makes the same one. */
export const SCHEDULE_ALERT_CONFIG_ID = 'scheduleNA';
export const SCHEDULE_ALERT_EVENT = 'scheduleNotApplied';

const ownerRow = z.object({
  measurement_id: z.string(),
  site_id: z.string(),
  zone_id: z.string().nullable(),
  open_alert_id: z.string().nullable(),
});

/** The point's measurement (alerts belong to one) and its open schedule alert; none: no alert. */
async function alertOwner(query: SqlRunner, pointId: string) {
  const [owner] = await query(
    ownerRow,
    `SELECT m.id AS measurement_id, m.site_id, m.zone_id,
            (SELECT a.id FROM alerts a WHERE a.alert_config_id = $2 AND a.measurement_id = m.id AND a.is_active)
              AS open_alert_id
       FROM points p JOIN measurements m ON m.id = p.measurement_id WHERE p.id = $1`,
    [pointId, SCHEDULE_ALERT_CONFIG_ID],
  );
  return owner ?? null;
}

/** Opens the point's schedule alert, unless one is open already. */
export async function raiseScheduleAlert(query: SqlRunner, pointId: string): Promise<void> {
  const owner = await alertOwner(query, pointId);
  if (!owner || owner.open_alert_id) {
    return;
  }
  await query(
    `INSERT INTO alert_configs (id, alert_type, condition, event_type, message, enabled)
     VALUES ($1, 'warning', 'event', $2, $3, false) ON CONFLICT (id) DO NOTHING`,
    [SCHEDULE_ALERT_CONFIG_ID, SCHEDULE_ALERT_EVENT, messages.scheduleNotApplied],
  );
  await writeAlertChanges(query, {
    opened: [
      {
        rule: {
          configId: SCHEDULE_ALERT_CONFIG_ID,
          measurementId: owner.measurement_id,
          siteId: owner.site_id,
          zoneId: owner.zone_id,
        },
        startedAt: Date.now(),
        clearedAt: null,
        value: 1,
      },
    ],
    cleared: [],
  });
}

/** Clears the point's open schedule alert: its schedule applied again. */
export async function clearScheduleAlert(query: SqlRunner, pointId: string): Promise<void> {
  const owner = await alertOwner(query, pointId);
  if (owner?.open_alert_id) {
    await writeAlertChanges(query, {
      opened: [],
      cleared: [{ id: owner.open_alert_id, clearedAt: Date.now() }],
    });
  }
}
