/**
 * Ingestion contracts (POST /api/ingest and MQTT, see docs/ingestion.md): batches of readings
 * and events sent with an ingest key, what was stored, and the admin calls that manage the keys.
 */
import { z } from 'zod';
import { objectIdSchema, safeText } from './common';

/** Header carrying an ingest key on POST /api/ingest. */
export const INGEST_KEY_HEADER = 'x-ingest-key';
export const INGEST_MAX_ITEMS = 5000;

/** Where a reading goes: a point uuid, or a device serial number and channel. */
const target = {
  point: safeText().max(64).optional(),
  serial: safeText().max(120).optional(),
  channel: safeText().max(120).optional(),
  /**
   * The sending device's signal strength in dBm at the time, if its radio reports one: kept as
   * the device's RSSI (issue 16; the device list's signal icon and the placement check).
   */
  rssi: z.number().int().min(-150).max(0).optional(),
};
const ingestTs = z.union([z.number(), safeText().max(40)]);
export const ingestReading = z.object({
  ...target,
  ts: ingestTs,
  /** Numbers; booleans become 1/0. Non-finite numbers are rejected per item. */
  value: z.union([z.number(), z.boolean(), safeText().max(40)]),
});
export const ingestEvent = z.object({ ...target, ts: ingestTs, event: safeText().max(40) });
export const ingestBody = z.object({
  readings: z.array(z.unknown()).default([]),
  events: z.array(z.unknown()).default([]),
});
export type IngestReadingItem = z.infer<typeof ingestReading>;
export type IngestEventItem = z.infer<typeof ingestEvent>;
export const ingestRejection = z.object({
  list: z.enum(['readings', 'events']),
  index: z.number().int(),
  reason: z.string(),
});
export const ingestResponse = z.object({
  /** Items stored now. */
  stored: z.number().int(),
  /** Items already stored earlier or repeated in the batch (not stored twice). */
  duplicates: z.number().int(),
  rejected: z.array(ingestRejection),
});
export type IngestResponse = z.infer<typeof ingestResponse>;

export const createIngestKeyBody = z
  .object({
    name: safeText().trim().min(1).max(100),
    siteId: objectIdSchema.optional(),
    deviceId: objectIdSchema.optional(),
  })
  .refine((b) => Boolean(b.siteId) !== Boolean(b.deviceId), {
    message: 'give exactly one of siteId and deviceId',
  });
export const ingestKeyDto = z.object({
  objectId: z.string(),
  name: z.string(),
  siteId: z.string().nullable(),
  deviceId: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export const createIngestKeyResponse = z.object({
  /** The key itself is shown only here; the server keeps its hash. */
  results: ingestKeyDto.extend({ key: z.string() }),
});
export const ingestKeysResponse = z.object({ results: z.array(ingestKeyDto) });
export const ingestKeyParams = z.object({ keyId: objectIdSchema });
