/**
 * Alerts of a site as the bell dialog and alerts page show them (spec 000 §3 Alert), and their
 * acknowledgement. Acknowledging keeps a value alert open (it clears when its condition stops) but
 * closes an event alert, whose sensor may never send an "event over" reading.
 */
import { CLEARED_ALERTS_WINDOW_DAYS, type AlertDto } from '@airboard/shared/api';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connect';
import { alertCondition, alertSeverity } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { refreshAlertState } from '../../telemetry/alert-engine';

/** A row of SELECT_ALERTS. */
const alertRow = z.object({
  id: z.string(),
  is_active: z.boolean(),
  started_at: z.date(),
  cleared_at: z.date().nullable(),
  cleared_reason: z.enum(['superseded']).nullable(),
  value: z.number().nullable(),
  config_id: z.string(),
  alert_type: z.enum(alertSeverity.enumValues),
  message: z.string(),
  condition: z.enum(alertCondition.enumValues),
  threshold: z.number().nullable(),
  event_type: z.string().nullable(),
  measurement_id: z.string(),
  measurement_name: z.string(),
  measurement_type: z.string(),
  unit: z.string(),
  zone_id: z.string().nullable(),
  zone_name: z.string().nullable(),
  acknowledged_at: z.date().nullable(),
  acknowledged_by: z.string().nullable(),
  acknowledger_name: z.string().nullable(),
  acknowledge_comment: z.string().nullable(),
});
type AlertRow = z.infer<typeof alertRow>;

const SELECT_ALERTS = `
SELECT a.id, a.is_active, a.started_at, a.cleared_at, a.cleared_reason, a.value,
       c.id AS config_id, c.alert_type, c.message, c.condition, c.threshold, c.event_type,
       m.id AS measurement_id, m.name AS measurement_name, m.type AS measurement_type, m.unit,
       z.id AS zone_id, z.name AS zone_name,
       a.acknowledged_at, a.acknowledged_by, a.acknowledge_comment,
       nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS acknowledger_name
  FROM alerts a
  JOIN alert_configs c ON c.id = a.alert_config_id
  JOIN measurements m ON m.id = a.measurement_id
  LEFT JOIN zones z ON z.id = a.zone_id
  LEFT JOIN users u ON u.id = a.acknowledged_by`;

/** Open alerts, or those cleared in the last 30 days; newest first. */
export async function listSiteAlerts(
  database: DatabaseHandle,
  siteId: string,
  isActive: boolean,
): Promise<AlertDto[]> {
  const rows = await database.transaction((query) =>
    isActive
      ? query(
          alertRow,
          `${SELECT_ALERTS} WHERE a.site_id = $1 AND a.is_active ORDER BY a.started_at DESC`,
          [siteId],
        )
      : query(
          alertRow,
          `${SELECT_ALERTS} WHERE a.site_id = $1 AND NOT a.is_active AND a.cleared_at >= now() - make_interval(days => $2)
            ORDER BY a.started_at DESC LIMIT 1000`,
          [siteId, CLEARED_ALERTS_WINDOW_DAYS],
        ),
  );
  return rows.map(toAlertDto);
}

export async function acknowledgeAlert(
  database: DatabaseHandle,
  siteId: string,
  alertId: string,
  userId: string,
  comment: string,
): Promise<AlertDto> {
  return database.transaction(async (query) => {
    const [updated] = await query(
      z.object({ measurement_id: z.string() }),
      `UPDATE alerts a SET acknowledged_at = now(), acknowledged_by = $3, acknowledge_comment = $4,
              is_active = CASE WHEN c.condition = 'event' THEN false ELSE a.is_active END,
              cleared_at = CASE WHEN c.condition = 'event' AND a.is_active THEN now() ELSE a.cleared_at END
         FROM alert_configs c
        WHERE a.id = $1 AND a.site_id = $2 AND c.id = a.alert_config_id
        RETURNING a.measurement_id`,
      [alertId, siteId, userId, comment || null],
    );
    if (!updated) {
      throw notFound('Alert not found');
    }
    await refreshAlertState(query, [updated.measurement_id]);
    const [row] = await query(alertRow, `${SELECT_ALERTS} WHERE a.id = $1`, [alertId]);
    return toAlertDto(row!);
  });
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toAlertDto(row: AlertRow): AlertDto {
  return {
    objectId: row.id,
    isActive: row.is_active,
    startedAt: row.started_at.toISOString(),
    clearedAt: iso(row.cleared_at),
    clearedReason: row.cleared_reason,
    value: row.value,
    alertConfig: {
      objectId: row.config_id,
      alertType: row.alert_type,
      message: row.message,
      condition: row.condition,
      threshold: row.threshold,
      eventType: row.event_type,
    },
    measurement: {
      objectId: row.measurement_id,
      name: row.measurement_name,
      type: row.measurement_type,
      unit: row.unit,
      zone: row.zone_id ? { objectId: row.zone_id, name: row.zone_name ?? '' } : null,
    },
    acknowledgedAt: iso(row.acknowledged_at),
    acknowledgedBy: row.acknowledged_by
      ? { objectId: row.acknowledged_by, name: row.acknowledger_name ?? '' }
      : null,
    acknowledgeComment: row.acknowledge_comment,
  };
}
