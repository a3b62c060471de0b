/**
 * A site's BACnet/IP settings (issue 21), GET and PUT /api/sites/{siteId}/bacnet for the admins of
 * the site's project: whether the site is read over BACnet, where its node listens, where Who-Is
 * goes (devices or a broadcast address; a BBMD for foreign-device registration), which device
 * instances are the site's, how long and how many requests, how often mapped points are polled,
 * the priority writes go in at, and a read-only switch. The numbers' ranges are rules/bacnet.ts.
 * There is nothing secret in them; the answer is the settings and nothing else.
 */
import { z } from 'zod';
import {
  BACNET_APDU_TIMEOUT_MS_RANGE,
  BACNET_DEFAULT_APDU_TIMEOUT_MS,
  BACNET_DEFAULT_MAX_CONCURRENT_REQUESTS,
  BACNET_DEFAULT_POLL_INTERVAL_S,
  BACNET_DEFAULT_PORT,
  BACNET_DEFAULT_WRITE_PRIORITY,
  BACNET_DEVICE_INSTANCE_RANGE,
  BACNET_MAX_CONCURRENT_REQUESTS_RANGE,
  BACNET_MAX_TARGET_ADDRESSES,
  BACNET_POLL_INTERVAL_S_RANGE,
  BACNET_PORT_RANGE,
  BACNET_WRITE_PRIORITY_RANGE,
  isBacnetAddress,
  isBacnetWritePriority,
  isIpv4Address,
} from '../rules/bacnet';
import { safeText, siteIdParams } from './common';

const between = ({ min, max }: { min: number; max: number }) => z.number().int().min(min).max(max);
const address = safeText()
  .trim()
  .refine(isBacnetAddress, { message: 'must be an IPv4 address with an optional port' });

export const bacnetSettingsParams = siteIdParams;

export const bacnetSettingsBody = z
  .object({
    enabled: z.boolean(),
    /** The interface the site's node binds ('0.0.0.0': every one). */
    localAddress: safeText().trim().refine(isIpv4Address, { message: 'must be an IPv4 address' }),
    /** Its UDP port; 0: a free one. */
    localPort: between(BACNET_PORT_RANGE),
    /** Who-Is to the whole network ('192.168.1.255:47808'); null: to the target addresses only. */
    broadcastAddress: address.nullable(),
    /** Devices (or networks) asked directly, "ip" or "ip:port". */
    targetAddresses: z.array(address).max(BACNET_MAX_TARGET_ADDRESSES),
    /**
     * A BBMD for a site on another subnet; null: none. The site's node registers with it as a
     * foreign device (renewed before the time-to-live ends), and Who-Is also goes through it as
     * Distribute-Broadcast-To-Network to the devices of its network.
     */
    bbmdAddress: address.nullable(),
    deviceInstanceMin: between(BACNET_DEVICE_INSTANCE_RANGE),
    deviceInstanceMax: between(BACNET_DEVICE_INSTANCE_RANGE),
    apduTimeoutMs: between(BACNET_APDU_TIMEOUT_MS_RANGE),
    maxConcurrentRequests: between(BACNET_MAX_CONCURRENT_REQUESTS_RANGE),
    pollIntervalS: between(BACNET_POLL_INTERVAL_S_RANGE),
    writePriority: between(BACNET_WRITE_PRIORITY_RANGE).refine(isBacnetWritePriority, {
      message: 'must not be 6 (minimum on/off)',
    }),
    /** Nothing is written to the site's devices while on. */
    readOnly: z.boolean(),
  })
  .refine((s) => s.deviceInstanceMin <= s.deviceInstanceMax, {
    message: 'must not be above deviceInstanceMax',
    path: ['deviceInstanceMin'],
  })
  .refine(
    (s) =>
      !s.enabled ||
      s.broadcastAddress !== null ||
      s.bbmdAddress !== null ||
      s.targetAddresses.length > 0,
    {
      message: 'an enabled site needs a broadcast address, a BBMD or at least one target address',
      path: ['targetAddresses'],
    },
  );
export type BacnetSettingsBody = z.infer<typeof bacnetSettingsBody>;

/** The settings as stored; `updatedAt` null: never saved, the defaults. */
export const bacnetSettings = z.object({
  enabled: z.boolean(),
  localAddress: z.string(),
  localPort: z.number().int(),
  broadcastAddress: z.string().nullable(),
  targetAddresses: z.array(z.string()),
  bbmdAddress: z.string().nullable(),
  deviceInstanceMin: z.number().int(),
  deviceInstanceMax: z.number().int(),
  apduTimeoutMs: z.number().int(),
  maxConcurrentRequests: z.number().int(),
  pollIntervalS: z.number().int(),
  writePriority: z.number().int(),
  readOnly: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BacnetSettings = z.infer<typeof bacnetSettings>;

/** What a site that was never configured has: off, and the rules' defaults. */
export const DEFAULT_BACNET_SETTINGS: BacnetSettings = {
  enabled: false,
  localAddress: '0.0.0.0',
  localPort: BACNET_DEFAULT_PORT,
  broadcastAddress: null,
  targetAddresses: [],
  bbmdAddress: null,
  deviceInstanceMin: BACNET_DEVICE_INSTANCE_RANGE.min,
  deviceInstanceMax: BACNET_DEVICE_INSTANCE_RANGE.max,
  apduTimeoutMs: BACNET_DEFAULT_APDU_TIMEOUT_MS,
  maxConcurrentRequests: BACNET_DEFAULT_MAX_CONCURRENT_REQUESTS,
  pollIntervalS: BACNET_DEFAULT_POLL_INTERVAL_S,
  writePriority: BACNET_DEFAULT_WRITE_PRIORITY,
  readOnly: false,
  updatedAt: null,
};

/**
 * A site's BACnet discovery (GET and POST /api/sites/{siteId}/bacnet/discovery, for the staff who
 * use the onboarding wizard): how far the running one is ("device 12 of 40, 380 points"), or how
 * the last one ended, and how many devices and points the wizard maps from (those of the last
 * discovery that completed). `none`: the site was never discovered.
 */
export const bacnetDiscoveryStatuses = ['none', 'running', 'completed', 'failed'] as const;
export const bacnetDiscovery = z.object({
  status: z.enum(bacnetDiscoveryStatuses),
  /** Devices that answered Who-Is so far, and those of them read. */
  devicesTotal: z.number().int(),
  devicesDone: z.number().int(),
  pointsFound: z.number().int(),
  /** Devices that answered and then could not be read. */
  failedDevices: z.array(z.object({ instance: z.number().int(), reason: z.string() })),
  /** What the wizard maps from: the last completed discovery's devices and points. */
  devicesKnown: z.number().int(),
  pointsKnown: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type BacnetDiscovery = z.infer<typeof bacnetDiscovery>;
