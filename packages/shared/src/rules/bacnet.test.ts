import { describe, expect, it } from 'vitest';
import {
  BACNET_DEFAULT_POLL_INTERVAL_S,
  BACNET_FOREIGN_DEVICE_TTL_S,
  BACNET_WRITE_LONGEST_WAIT_MS,
  BACNET_WRITE_WINDOW_MS,
  BACNET_WRITES_PER_DEVICE_PER_MINUTE,
  BACNET_DEFAULT_WRITE_PRIORITY,
  BACNET_DEVICE_INSTANCE_RANGE,
  BACNET_POLL_INTERVAL_S_RANGE,
  DEFAULT_BACNET_NETWORKS,
  inBacnetNetworks,
  isBacnetAddress,
  isIpv4Network,
  isBacnetWritePriority,
  isIpv4Address,
  nextBacnetWriteAt,
} from './bacnet';

describe('BACnet settings rules', () => {
  it('polls every 60 s and writes at priority 8 by default, both within their ranges', () => {
    expect(BACNET_DEFAULT_POLL_INTERVAL_S).toBe(60);
    expect(BACNET_DEFAULT_WRITE_PRIORITY).toBe(8);
    expect(isBacnetWritePriority(BACNET_DEFAULT_WRITE_PRIORITY)).toBe(true);
    expect(BACNET_POLL_INTERVAL_S_RANGE).toEqual({ min: 10, max: 3_600 });
  });

  it('writes at 3 to 16, never at life safety (1, 2) nor minimum on/off (6)', () => {
    expect([1, 2, 6, 17, 0, 8.5].map(isBacnetWritePriority)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([3, 5, 7, 16].map(isBacnetWritePriority)).toEqual([true, true, true, true]);
  });

  it('names devices up to instance 4194302; 4194303 is the wildcard', () => {
    expect(BACNET_DEVICE_INSTANCE_RANGE).toEqual({ min: 0, max: 4_194_302 });
  });

  it('takes IPv4 addresses with an optional port from 1 to 65535', () => {
    expect(isBacnetAddress('192.168.1.20')).toBe(true);
    expect(isBacnetAddress('192.168.1.255:47808')).toBe(true);
    expect(isBacnetAddress('127.0.0.1:1')).toBe(true);
    expect(isBacnetAddress('127.0.0.1:65535')).toBe(true);
    expect(isBacnetAddress('127.0.0.1:65536')).toBe(false);
    expect(isBacnetAddress('127.0.0.1:0')).toBe(false);
    expect(isBacnetAddress('127.0.0.1:')).toBe(false);
    expect(isBacnetAddress('256.0.0.1')).toBe(false);
    expect(isBacnetAddress('bms.local')).toBe(false);
    expect(isBacnetAddress('10.0.0.1:47808:1')).toBe(false);
    expect(isIpv4Address('0.0.0.0')).toBe(true);
    expect(isIpv4Address('1.2.3')).toBe(false);
  });

  it('reaches the private networks and loopback by default, to their last address and no further', () => {
    const inside = [
      '10.0.0.1',
      '10.255.255.255:47808',
      '172.16.0.0',
      '172.31.255.255',
      '192.168.1.255:47808',
      '127.0.0.1:40001',
    ];
    const outside = [
      '9.255.255.255',
      '11.0.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '192.167.255.255',
      '192.169.0.0',
      '8.8.8.8:47808',
    ];
    expect(inside.filter((a) => !inBacnetNetworks(a, DEFAULT_BACNET_NETWORKS))).toEqual([]);
    expect(outside.filter((a) => inBacnetNetworks(a, DEFAULT_BACNET_NETWORKS))).toEqual([]);
    expect(inBacnetNetworks('203.0.113.9', ['203.0.113.9/32'])).toBe(true);
    expect(inBacnetNetworks('203.0.113.10', ['203.0.113.9/32'])).toBe(false);
    expect(inBacnetNetworks('8.8.8.8', ['0.0.0.0/0'])).toBe(true);
  });

  it('reads networks in CIDR form only', () => {
    expect(['10.0.0.0/8', '0.0.0.0/0', '192.168.1.0/24'].map(isIpv4Network)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['10.0.0.0', '10.0.0.0/33', '10.0.0/8', '10.0.0.0/8/1', 'a/8'].map(isIpv4Network),
    ).toEqual([false, false, false, false, false]);
  });

  it('lets 30 writes a minute through to a device, the 31st when the first leaves the window', () => {
    expect(BACNET_WRITES_PER_DEVICE_PER_MINUTE).toBe(30);
    expect(BACNET_WRITE_WINDOW_MS).toBe(60_000);
    expect(BACNET_WRITE_LONGEST_WAIT_MS).toBeLessThan(BACNET_WRITE_WINDOW_MS);
    const written = (count: number, from = 1_000) =>
      Array.from({ length: count }, (_, i) => from + i * 100);
    expect(nextBacnetWriteAt([], 5_000)).toBe(5_000);
    expect(nextBacnetWriteAt(written(29), 5_000)).toBe(5_000);
    // The 31st: when the first (at 1000) is a whole window old, not a millisecond before.
    expect(nextBacnetWriteAt(written(30), 5_000)).toBe(61_000);
    expect(nextBacnetWriteAt(written(30), 60_999)).toBe(61_000);
    expect(nextBacnetWriteAt(written(30), 61_000)).toBe(61_000);
    expect(nextBacnetWriteAt(written(31), 61_000)).toBe(61_100);
    // A place promised ahead of now is never overtaken.
    expect(nextBacnetWriteAt([1_000, 9_000], 5_000)).toBe(9_000);
    expect(nextBacnetWriteAt([1_000, 2_000], 5_000, 2, 10_000)).toBe(11_000);
  });

  it('registers with a BBMD for 5 minutes at a time', () => {
    expect(BACNET_FOREIGN_DEVICE_TTL_S).toBe(300);
  });
});
