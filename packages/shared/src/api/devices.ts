/**
 * Device contracts (spec 002 §3 Device, §7 GET /api/sites/{siteId}/devices, POST
 * /api/devices/{objectId}; issue 16). The device list is for the site's project admins; the
 * Device Info dialog may change only the name — the rename body is strict, so a request that sends
 * any other field is refused rather than silently half-applied.
 */
import { z } from 'zod';
import { namedRef, objectIdSchema, safeText, siteIdParams } from './common';

/** A device as the device list and the Device Info dialog show it. */
export const device = z.object({
  objectId: z.string(),
  name: z.string(),
  /** The product's model name as people know it (products.friendly_model_name). */
  modelName: z.string(),
  /** hub or sensor, from its product. */
  type: z.string(),
  serialNumber: z.string(),
  /** The last signal strength it reported, in dBm; null before any. */
  rssi: z.number().int().nullable(),
  zone: namedRef.nullable(),
  /** When it last sent anything; null before it ever did. */
  lastHeardFrom: z.string().nullable(),
  /** Heard from within the last hour (rules/devices.ts isDeviceConnected), at the answer's time. */
  connected: z.boolean(),
  onboarded: z.boolean(),
  /** What the device or its installer reported about it, shown read-only. */
  metadata: z.record(z.string(), z.string()),
});
export type Device = z.infer<typeof device>;

export const siteDevicesParams = siteIdParams;
/** GET /api/sites/{siteId}/devices (002 §7: results). */
export const siteDevicesResponse = z.object({ results: z.array(device) });

export const deviceParams = z.object({ objectId: objectIdSchema });
/** POST /api/devices/{objectId} (002 §7: {deviceName}); only the name may change (002 §5). */
export const renameDeviceBody = z.strictObject({
  deviceName: safeText().trim().min(1).max(100),
});
export const deviceResponse = z.object({ results: device });
