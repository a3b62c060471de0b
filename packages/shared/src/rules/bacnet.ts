/**
 * A site's BACnet/IP settings (issue 21): the defaults an admin starts from and the ranges they
 * may choose in. Mapped points are polled every minute unless told otherwise, and Airboard writes
 * at priority 8 (manual operator), so a schedule or a person overrides the controller's own
 * program but never a life-safety command.
 */

/** BACnet/IP's own UDP port (0xBAC0). */
export const BACNET_DEFAULT_PORT = 47808;
/** Ports a site's node may bind; 0 lets the system pick a free one (a client needs no fixed port). */
export const BACNET_PORT_RANGE = { min: 0, max: 65_535 } as const;

/** Device instances are 22 bits; 4194303 is the wildcard, never a device's own. */
export const BACNET_DEVICE_INSTANCE_RANGE = { min: 0, max: 4_194_302 } as const;

/** How long a device has to answer a request (retries aside); small controllers answer in tens of ms. */
export const BACNET_DEFAULT_APDU_TIMEOUT_MS = 3_000;
export const BACNET_APDU_TIMEOUT_MS_RANGE = { min: 100, max: 60_000 } as const;

/** Requests in flight at once: enough to read a building quickly, few enough for a small controller. */
export const BACNET_DEFAULT_MAX_CONCURRENT_REQUESTS = 8;
export const BACNET_MAX_CONCURRENT_REQUESTS_RANGE = { min: 1, max: 64 } as const;

/** Mapped points are read every minute by default, every 10 s at the most, every hour at the least. */
export const BACNET_DEFAULT_POLL_INTERVAL_S = 60;
export const BACNET_POLL_INTERVAL_S_RANGE = { min: 10, max: 3_600 } as const;

/** Writes go in at priority 8, manual operator. */
export const BACNET_DEFAULT_WRITE_PRIORITY = 8;
/**
 * Priorities Airboard may write at: not 1 and 2 (life safety) and not 6 (minimum on/off, the
 * controller's own), 3 to 16 otherwise.
 */
export const BACNET_WRITE_PRIORITY_RANGE = { min: 3, max: 16 } as const;
export const BACNET_RESERVED_WRITE_PRIORITY = 6;

/**
 * Writes to one device: at most 30 in any minute (a sliding window, so no burst at a window's
 * edge doubles it). Plenty for people and for a schedule's transition on a device's setpoints; a
 * loop gone wrong (an automation flapping, a script) can neither wear out a controller's memory
 * nor flood its network.
 */
export const BACNET_WRITES_PER_DEVICE_PER_MINUTE = 30;
export const BACNET_WRITE_WINDOW_MS = 60_000;
/** A write over the limit waits for its place when that comes this soon, and fails beyond. */
export const BACNET_WRITE_LONGEST_WAIT_MS = 2_000;

/**
 * When the next write to a device may go out, given when its earlier ones did or will (ms,
 * ascending; places already promised may lie ahead of `now`): at once while fewer than `limit`
 * fall in the window that ends then, else when the oldest of the last `limit` leaves it, and
 * never before a place already promised.
 */
export function nextBacnetWriteAt(
  writes: readonly number[],
  now: number,
  limit = BACNET_WRITES_PER_DEVICE_PER_MINUTE,
  windowMs = BACNET_WRITE_WINDOW_MS,
): number {
  const leaving = writes.length >= limit ? writes[writes.length - limit] : undefined;
  return Math.max(now, writes.at(-1) ?? now, leaving === undefined ? now : leaving + windowMs);
}

/**
 * How long a site's node stays in a BBMD's foreign-device table (Register-Foreign-Device);
 * it registers again at half of it, well before the BBMD forgets it.
 */
export const BACNET_FOREIGN_DEVICE_TTL_S = 300;

/** Addresses Who-Is is sent to at most (devices, or a broadcast address). */
export const BACNET_MAX_TARGET_ADDRESSES = 64;

export function isBacnetWritePriority(priority: number): boolean {
  return (
    Number.isInteger(priority) &&
    priority >= BACNET_WRITE_PRIORITY_RANGE.min &&
    priority <= BACNET_WRITE_PRIORITY_RANGE.max &&
    priority !== BACNET_RESERVED_WRITE_PRIORITY
  );
}

const IPV4_PART = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(?:\\.${IPV4_PART}){3}$`);

/** An IPv4 address, as a node binds it ('0.0.0.0' for every interface). */
export const isIpv4Address = (text: string): boolean => IPV4.test(text);

/**
 * A BACnet/IP address: an IPv4 address with an optional UDP port ('192.168.1.20',
 * '192.168.1.255:47808'); without one, 47808.
 */
export function isBacnetAddress(text: string): boolean {
  const [host = '', port, extra] = text.split(':');
  if (extra !== undefined || !isIpv4Address(host)) {
    return false;
  }
  return (
    port === undefined || (/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65_535)
  );
}

/**
 * The networks a server may send BACnet to unless its deployment names others (BACNET_NETWORKS):
 * the private ranges and loopback, where building networks are. An admin of one project must not
 * point the server at hosts on the internet (a scan or a flood from our address).
 */
export const DEFAULT_BACNET_NETWORKS = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
] as const;

/** A network in CIDR form ('192.168.0.0/16'). */
export function isIpv4Network(text: string): boolean {
  const [address = '', bits, extra] = text.split('/');
  return (
    extra === undefined &&
    isIpv4Address(address) &&
    bits !== undefined &&
    /^\d{1,2}$/.test(bits) &&
    Number(bits) <= 32
  );
}

const ipv4Number = (address: string) =>
  address.split('.').reduce((n, part) => n * 256 + Number(part), 0);

/** Whether a BACnet address (its host; the port aside) lies in one of the networks. */
export function inBacnetNetworks(address: string, networks: readonly string[]): boolean {
  const host = ipv4Number(address.split(':')[0] ?? '');
  return networks.some((network) => {
    const [base = '', bits = '32'] = network.split('/');
    const size = 2 ** (32 - Number(bits));
    const start = Math.floor(ipv4Number(base) / size) * size;
    return host >= start && host < start + size;
  });
}
