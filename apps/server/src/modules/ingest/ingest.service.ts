/**
 * Device ingestion over HTTP and MQTT: an ingest key (stored as its SHA-256) names a site or a
 * device; each reading or event in a batch is checked on its own (known point within the key's
 * scope, value of the point's kind within its type's possible range, timestamp not over 60 seconds ahead nor older than the
 * retention window), the good ones go through the ingestion service, and every bad one comes back
 * with its reason. Key, points and storage are read and written in one transaction: a batch is
 * the hot path, and on PGlite each transaction and statement has a fixed cost.
 */
import { z } from 'zod';
import {
  eventTypes,
  INGEST_MAX_ITEMS,
  ingestEvent,
  ingestReading,
  thresholdsSchema,
  type IngestResponse,
} from '@airboard/shared/api';
import { isPossibleReading, isStorableText, readingRangeOf } from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { hashToken } from '../../db/ids';
import { valueKind } from '../../db/schema/index';
import { HttpError, unauthorized } from '../../lib/http-error';
import type { NewEvent } from '../../telemetry/alert-engine';
import type { DeviceContacts } from '../../telemetry/device-contacts';
import {
  inIngestTransaction,
  SERIES_THRESHOLD,
  storeIngestBatch,
  type ReadingInput,
  type SeriesThresholds,
} from '../../telemetry/ingest';
import type { FoldMode } from '../../telemetry/store-readings';

/**
 * Readings further ahead of the server's clock than this are refused: a device clock drifts by
 * seconds, and a reading from minutes ahead would otherwise become the current value until then.
 */
export const FUTURE_TOLERANCE_MS = 60_000;
/**
 * How far back a batch may reach: the raw history the server keeps (RETENTION_READINGS_DAYS). An
 * older reading would land where retention already deleted the raw rows but kept their rollup, and
 * be counted in it a second time.
 */
export interface IngestWindow {
  keptDays: number;
  /** The server's clock (tests fix it). */
  now?: number;
  /** Where the devices heard from are noted (their last contact and RSSI, issue 16). */
  contacts: DeviceContacts;
}

/**
 * A row of the key and target statement: the key's device, and a point the batch names (all null
 * when it names none the key may write).
 */
const keyTargetRow = z.object({
  key_device_id: z.string().nullable(),
  series_id: z.number().nullable(),
  uuid: z.string().nullable(),
  serial: z.string().nullable(),
  channel: z.string().nullable(),
  kind: z.enum(valueKind.enumValues).nullable(),
  states: z.array(z.string()).nullable(),
  device_id: z.string().nullable(),
  point_type: z.string().nullable(),
  threshold: thresholdsSchema.nullable(),
});

type KeyTargetRow = z.infer<typeof keyTargetRow>;

/** A row that found a point of the batch the key may write. */
type Target = KeyTargetRow & {
  series_id: number;
  uuid: string;
  kind: NonNullable<KeyTargetRow['kind']>;
};

const isTarget = (row: KeyTargetRow): row is Target =>
  row.series_id !== null && row.uuid !== null && row.kind !== null;

type Item = { list: 'readings' | 'events'; index: number; raw: unknown };

/**
 * Ingests one batch sent with an ingest key: 401 for a missing, unknown or revoked key, 413 for
 * more than INGEST_MAX_ITEMS items, else the per-item result.
 */
export function ingestBatch(
  database: DatabaseHandle,
  key: string | undefined,
  body: { readings: unknown[]; events: unknown[] },
  window: IngestWindow,
): Promise<IngestResponse> {
  const now = window.now ?? Date.now();
  const oldest = now - window.keptDays * 86_400_000;
  if (!key) {
    throw unauthorized('Missing ingest key');
  }
  return inIngestTransaction(database, async (query, mode) => {
    const targets = await loadTargets(query, key, body);
    if (body.readings.length + body.events.length > INGEST_MAX_ITEMS) {
      throw new HttpError(413, `A batch holds at most ${INGEST_MAX_ITEMS} items`);
    }
    return checkAndStore(query, mode, targets, body, { now, oldest, keptDays: window.keptDays });
  }).then(({ response, heard }) => {
    // Noted once the batch is stored: a batch that failed says nothing about its devices' links.
    for (const [deviceId, rssi] of heard) {
      window.contacts.record(deviceId, rssi, now);
    }
    return response;
  });
}

async function checkAndStore(
  query: SqlRunner,
  mode: FoldMode,
  targets: Targets,
  body: { readings: unknown[]; events: unknown[] },
  { now, oldest, keptDays }: { now: number; oldest: number; keptDays: number },
): Promise<{ response: IngestResponse; heard: Map<string, number | null> }> {
  const rejected: IngestResponse['rejected'] = [];
  const reject = (item: Item, reason: string) =>
    rejected.push({ list: item.list, index: item.index, reason });
  const items: Item[] = [
    ...body.readings.map((raw, index) => ({ list: 'readings' as const, index, raw })),
    ...body.events.map((raw, index) => ({ list: 'events' as const, index, raw })),
  ];
  const readings: ReadingInput[] = [];
  const events: NewEvent[] = [];
  const thresholds: SeriesThresholds = new Map();
  // The devices this batch carries a good item of, with the latest RSSI one of them reported.
  const heard = new Map<string, number | null>();
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
    thresholds.set(target.series_id, target.threshold);
    const ts = typeof data.ts === 'number' ? new Date(data.ts) : new Date(data.ts);
    if (Number.isNaN(ts.getTime())) {
      reject(item, 'invalid timestamp');
      continue;
    }
    if (ts.getTime() > now + FUTURE_TOLERANCE_MS) {
      reject(item, `timestamp more than ${FUTURE_TOLERANCE_MS / 1000} seconds in the future`);
      continue;
    }
    if (ts.getTime() < oldest) {
      reject(item, `timestamp older than the retention window (${keptDays} days)`);
      continue;
    }
    if ('event' in data) {
      if (!(eventTypes as readonly string[]).includes(data.event)) {
        reject(item, `unknown event type ${data.event}`);
        continue;
      }
      events.push({ seriesId: target.series_id, ts, eventType: data.event });
      noteHeard(heard, target.device_id ?? targets.deviceId, data.rssi);
      continue;
    }
    const value = toStoredValue(target, data.value);
    if (typeof value === 'string') {
      reject(item, value);
      continue;
    }
    readings.push({ seriesId: target.series_id, ts, value });
    noteHeard(heard, target.device_id ?? targets.deviceId, data.rssi);
  }
  const result = await storeIngestBatch(query, mode, readings, events, thresholds);
  return {
    response: { stored: result.stored, duplicates: result.duplicates, rejected },
    heard,
  };
}

/** Notes a device heard in the batch; a later item's RSSI replaces an earlier one's. */
function noteHeard(heard: Map<string, number | null>, deviceId: string | null, rssi?: number) {
  if (deviceId !== null) {
    heard.set(deviceId, rssi ?? heard.get(deviceId) ?? null);
  }
}

/**
 * The number a value stores as, or the reason it is refused (the BACnet poller checks its values
 * with it too).
 */
export function toStoredValue(
  target: Pick<Target, 'kind' | 'states' | 'point_type'>,
  value: number | boolean | string,
): number | string {
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
  if (!Number.isFinite(value)) {
    return 'value is not a finite number';
  }
  const { min, max } = readingRangeOf(target.point_type);
  return isPossibleReading(target.point_type, value)
    ? value
    : `value outside the possible range of this point (${min} to ${max})`;
}

/** What the uuid type accepts; other point names cannot match a point and are not looked up. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Targets {
  /** The key's device, for a device key. */
  deviceId: string | null;
  byUuid: Map<string, Target>;
  bySerial: Map<string, Target>;
}

/**
 * The key (as its SHA-256) and, of the points it may write (its site's, or its device's), those
 * the batch names by uuid or device serial: a gateway's batch names a few points of a site that
 * may have hundreds.
 */
async function loadTargets(
  query: SqlRunner,
  key: string,
  body: { readings: unknown[]; events: unknown[] },
): Promise<Targets> {
  const uuids = new Set<string>();
  const serials = new Set<string>();
  for (const item of [...body.readings, ...body.events]) {
    const { point, serial } = (item ?? {}) as { point?: unknown; serial?: unknown };
    if (typeof point === 'string' && UUID.test(point)) {
      uuids.add(point);
    }
    // A serial the database cannot hold (a NUL) names no device; its item is refused by its contract.
    if (typeof serial === 'string' && isStorableText(serial)) {
      serials.add(serial);
    }
  }
  const rows = await query(
    keyTargetRow,
    `SELECT k.device_id AS key_device_id,
            p.series_id, p.uuid::text AS uuid, d.serial_number AS serial, p.channel,
            coalesce(m.kind, p.kind) AS kind, m.multi_state_values AS states, p.device_id,
            coalesce(p.type, m.point_type) AS point_type,
            ${SERIES_THRESHOLD} AS threshold
       FROM ingest_keys k
       LEFT JOIN (points p
                  LEFT JOIN devices d ON d.id = p.device_id
                  LEFT JOIN measurements m ON m.id = p.measurement_id
                  LEFT JOIN point_types pt ON pt.type = p.type)
              ON (p.site_id = k.site_id OR p.device_id = k.device_id)
             AND (p.uuid = ANY($2::uuid[]) OR d.serial_number = ANY($3::text[]))
      WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
    [hashToken(key), [...uuids], [...serials]],
  );
  if (rows.length === 0) {
    throw unauthorized('Unknown or revoked ingest key');
  }
  const points = rows.filter(isTarget);
  return {
    deviceId: rows[0]!.key_device_id,
    byUuid: new Map(points.map((r) => [r.uuid, r])),
    bySerial: new Map(
      points.filter((r) => r.serial && r.channel).map((r) => [`${r.serial}\u0000${r.channel}`, r]),
    ),
  };
}
