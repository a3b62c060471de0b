/**
 * Device ingestion over HTTP and MQTT: an ingest key (stored as its SHA-256) names a site or a
 * device; each reading or event in a batch is checked on its own (known point within the key's
 * scope, finite value of the point's kind, timestamp not over 5 minutes ahead nor older than the
 * retention window), the good ones go through the ingestion service, and every bad one comes back
 * with its reason.
 */
import { eventTypes, ingestEvent, ingestReading, type IngestResponse } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { hashToken } from '../../db/ids';
import { unauthorized } from '../../plugins/errors';
import { ingestReadings, type ReadingInput } from '../../telemetry/ingest';
import type { NewEvent } from '../../telemetry/alert-engine';

/** Readings further ahead than this are refused (device clocks drift, but not by hours). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** Readings older than this are refused: the history the product keeps and shows. */
export const RETENTION_DAYS = 400;

export interface IngestKeyScope {
  id: string;
  projectId: string;
  siteId: string | null;
  deviceId: string | null;
}

export async function resolveIngestKey(
  database: DatabaseHandle,
  key: string | undefined,
): Promise<IngestKeyScope> {
  if (!key) {
    throw unauthorized('Missing ingest key');
  }
  const [row] = await database.transaction((query) =>
    query<IngestKeyScope>(
      `SELECT id, project_id AS "projectId", site_id AS "siteId", device_id AS "deviceId"
         FROM ingest_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
      [hashToken(key)],
    ),
  );
  if (!row) {
    throw unauthorized('Unknown or revoked ingest key');
  }
  return row;
}

interface TargetRow {
  series_id: number;
  uuid: string;
  serial: string | null;
  channel: string | null;
  kind: 'Number' | 'Bool' | 'String';
  states: string[] | null;
  device_id: string | null;
}

type Item = { list: 'readings' | 'events'; index: number; raw: unknown };

export async function ingestBatch(
  database: DatabaseHandle,
  scope: IngestKeyScope,
  body: { readings: unknown[]; events: unknown[] },
  now = Date.now(),
): Promise<IngestResponse> {
  const rejected: IngestResponse['rejected'] = [];
  const reject = (item: Item, reason: string) =>
    rejected.push({ list: item.list, index: item.index, reason });
  const items: Item[] = [
    ...body.readings.map((raw, index) => ({ list: 'readings' as const, index, raw })),
    ...body.events.map((raw, index) => ({ list: 'events' as const, index, raw })),
  ];
  const targets = await loadTargets(database, scope);
  const readings: ReadingInput[] = [];
  const events: NewEvent[] = [];
  for (const item of items) {
    const parsed = (item.list === 'readings' ? ingestReading : ingestEvent).safeParse(item.raw);
    if (!parsed.success) {
      reject(
        item,
        `invalid item: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
      continue;
    }
    const data = parsed.data;
    const target = data.point
      ? targets.byUuid.get(data.point)
      : data.serial && data.channel
        ? targets.bySerial.get(`${data.serial}\u0000${data.channel}`)
        : undefined;
    if (!target) {
      reject(item, 'unknown point');
      continue;
    }
    const ts = typeof data.ts === 'number' ? new Date(data.ts) : new Date(data.ts);
    if (Number.isNaN(ts.getTime())) {
      reject(item, 'invalid timestamp');
      continue;
    }
    if (ts.getTime() > now + FUTURE_TOLERANCE_MS) {
      reject(item, 'timestamp more than 5 minutes in the future');
      continue;
    }
    if (ts.getTime() < now - RETENTION_DAYS * 86_400_000) {
      reject(item, `timestamp older than the retention window (${RETENTION_DAYS} days)`);
      continue;
    }
    if ('event' in data) {
      if (!(eventTypes as readonly string[]).includes(data.event)) {
        reject(item, `unknown event type ${data.event}`);
        continue;
      }
      events.push({ seriesId: target.series_id, ts, eventType: data.event });
      continue;
    }
    const value = toStoredValue(target, data.value);
    if (typeof value === 'string') {
      reject(item, value);
      continue;
    }
    readings.push({ seriesId: target.series_id, ts, value });
  }
  const accepted = readings.length + events.length;
  const result =
    accepted > 0 ? await ingestReadings(database, readings, events) : { stored: 0, duplicates: 0 };
  if (accepted > 0 && scope.deviceId) {
    await database.transaction((query) =>
      query(`UPDATE devices SET last_heard_from = now() WHERE id = $1`, [scope.deviceId]),
    );
  }
  return { stored: result.stored, duplicates: result.duplicates, rejected };
}

/** The number a value stores as, or the reason it is refused. */
function toStoredValue(target: TargetRow, value: number | boolean | string): number | string {
  if (target.kind === 'Bool') {
    if (typeof value === 'boolean') {
      return value ? 1 : 0;
    }
    return value === 0 || value === 1 ? value : 'wrong kind: this point takes true or false';
  }
  if (target.kind === 'String') {
    const index = typeof value === 'string' ? (target.states?.indexOf(value) ?? -1) : -1;
    return index >= 0 ? index : 'wrong kind: this point takes one of its states';
  }
  if (typeof value !== 'number') {
    return typeof value === 'string' && /^[-+]?(nan|inf(inity)?)$/i.test(value)
      ? 'value is not a finite number'
      : 'wrong kind: this point takes a number';
  }
  return Number.isFinite(value) ? value : 'value is not a finite number';
}

async function loadTargets(database: DatabaseHandle, scope: IngestKeyScope) {
  const rows = await database.transaction((query) =>
    query<TargetRow>(
      `SELECT p.series_id, p.uuid::text AS uuid, d.serial_number AS serial, p.channel,
              coalesce(m.kind, p.kind) AS kind, m.multi_state_values AS states, p.device_id
         FROM points p
         LEFT JOIN devices d ON d.id = p.device_id
         LEFT JOIN measurements m ON m.id = p.measurement_id
        WHERE ($1::text IS NOT NULL AND p.site_id = $1) OR ($2::text IS NOT NULL AND p.device_id = $2)`,
      [scope.siteId, scope.deviceId],
    ),
  );
  return {
    byUuid: new Map(rows.map((r) => [r.uuid, r])),
    bySerial: new Map(
      rows.filter((r) => r.serial && r.channel).map((r) => [`${r.serial}\u0000${r.channel}`, r]),
    ),
  };
}
