/**
 * A site's BACnet settings (issue 21) over the API: admins read the defaults and save settings
 * (audited), which the site's building system then connects with; the ranges of the rules are
 * 400s; anonymous callers get 401, plain members 403, another project's admin 404. And over real
 * UDP on loopback: a point write goes to the device at the configured priority, and a read-only
 * site's write job fails with the reason.
 */
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bacnetSettings,
  DEFAULT_BACNET_SETTINGS,
  jobResponse,
  runFunctionResponse,
  type BacnetSettingsBody,
} from '@airboard/shared/api';
import { BuildingSystems } from '../../bas/building-systems';
import { BacnetDeviceSimulator } from '../../bas/bacnet/device-simulator';
import { pointRef } from '../../bas/bacnet/points';
import { BacnetSiteSystem, READ_ONLY_REFUSAL } from '../../bas/bacnet/site-system';
import * as s from '../../db/schema/index';
import { useStarted, useTelemetryApp } from '../../../test/fixtures/hooks';
import { createSensor, type Sensor } from '../../../test/fixtures/telemetry';
import { simulatorSettings } from './demo-bacnet';
import { DEFAULT_BACNET_NETWORKS, RELEASE_FUNCTION } from '@airboard/shared/rules';
import { loadConfig } from '../../config';

const systems = new BuildingSystems();
const devices = useStarted(
  async () => ({
    simulator: await BacnetDeviceSimulator.start([
      { instance: 5001, name: 'AHU-5', model: 'AHU', objectCount: 30 },
    ]),
  }),
  async ({ simulator }) => simulator.stop(),
);
const t = useTelemetryApp({ ready: true, buildingSystems: systems });

/** Settings pointing at the simulated device. */
const atDevice = (overrides: Partial<BacnetSettingsBody> = {}) =>
  simulatorSettings(devices.simulator, {
    apduTimeoutMs: 300,
    maxConcurrentRequests: 4,
    pollIntervalS: 3_600,
    writePriority: 10,
    ...overrides,
  });

const call = (
  method: InjectOptions['method'],
  token?: string,
  payload?: object,
  siteId = t.site.id,
) =>
  t.app.inject({
    method,
    url: `/api/sites/${siteId}/bacnet`,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const save = (body: object, token = t.adminToken) => call('PUT', token, body);
const errorOf = (res: { json: <T>() => T }) => res.json<{ errorMessage: string }>().errorMessage;

let setpoint: Sensor;
/** The device's supply air setpoint (commandable, 50 to 65 °F). */
const setpointObject = () =>
  devices.simulator.device(5001).objects.find((o) => o.name === 'AHU-5 SA-T-SP')!;

beforeAll(async () => {
  setpoint = await createSensor(t.db, t.site.id, t.zone.id, {
    type: null,
    measurementName: 'Supply air setpoint',
    functions: ['numWrite', RELEASE_FUNCTION],
    range: { min: 50, max: 65 },
    basRef: pointRef(5001, setpointObject().ref),
  });
});

describe('GET /api/sites/{siteId}/bacnet', () => {
  it('answers an admin with the defaults of a site never configured: off, 60 s, priority 8', async () => {
    const res = await call('GET', t.adminToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(bacnetSettings.parse(res.json())).toEqual(DEFAULT_BACNET_SETTINGS);
    expect(res.json()).toMatchObject({ enabled: false, pollIntervalS: 60, writePriority: 8 });
  });

  it('refuses anonymous callers with 401, members with 403, another project with 404', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('GET', t.memberToken)).statusCode).toBe(403);
    const foreign = await call('GET', t.outsiderToken);
    expect(foreign.statusCode).toBe(404);
    const unknown = await call('GET', t.adminToken, undefined, 'no-such-site');
    expect(errorOf(unknown)).toBe(errorOf(foreign));
  });

  it('refuses a malformed site id with 400', async () => {
    expect((await call('GET', t.adminToken, undefined, 'x'.repeat(65))).statusCode).toBe(400);
  });
});

describe('PUT /api/sites/{siteId}/bacnet', () => {
  it('saves the settings with an audit entry, and the site reads its devices with them', async () => {
    const res = await save(atDevice());
    expect(res.statusCode, res.body).toBe(200);
    const saved = bacnetSettings.parse(res.json());
    expect(saved).toEqual({ ...atDevice(), updatedAt: saved.updatedAt });
    expect(saved.updatedAt).not.toBeNull();
    expect(Object.keys(res.json<object>()).sort()).toEqual(
      Object.keys(DEFAULT_BACNET_SETTINGS).sort(),
    );
    expect(bacnetSettings.parse((await call('GET', t.adminToken)).json())).toEqual(saved);

    const [audit] = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'site.bacnet.update'), eq(s.auditLog.objectId, t.site.id)));
    expect(audit).toMatchObject({ userId: t.admin.id, oldValue: null, newValue: saved });

    const system = systems.forSite({ id: t.site.id, commanderLicenseId: null });
    expect(system).toBeInstanceOf(BacnetSiteSystem);
    const found = await system!.readDevices({ reread: true });
    expect(found.map((d) => d.deviceName)).toEqual(['AHU-5']);
  });

  it('drops the site’s connector when the settings change, so the next use reconnects', async () => {
    const before = systems.bacnetOf({ id: t.site.id, commanderLicenseId: null });
    expect((await save(atDevice())).statusCode).toBe(200);
    expect(systems.bacnetOf({ id: t.site.id, commanderLicenseId: null })).toBe(before);

    expect((await save(atDevice({ maxConcurrentRequests: 2 }))).statusCode).toBe(200);
    const after = systems.bacnetOf({ id: t.site.id, commanderLicenseId: null });
    expect(after).not.toBe(before);
    expect(after?.settings.maxConcurrentRequests).toBe(2);
    await expect(before!.readDevices({ reread: true })).rejects.toThrow('settings changed');

    expect((await save(atDevice({ enabled: false }))).statusCode).toBe(200);
    expect(systems.forSite({ id: t.site.id, commanderLicenseId: null })).toBeNull();
  });

  it.each([
    ['a write priority of 6', { writePriority: 6 }, 'writePriority'],
    ['a life-safety write priority', { writePriority: 1 }, 'writePriority'],
    ['a poll interval under 10 s', { pollIntervalS: 9 }, 'pollIntervalS'],
    ['a port above 65535', { localPort: 65_536 }, 'localPort'],
    [
      'a device range upside down',
      { deviceInstanceMin: 10, deviceInstanceMax: 9 },
      'deviceInstanceMin',
    ],
    ['the wildcard instance', { deviceInstanceMax: 4_194_303 }, 'deviceInstanceMax'],
    ['a host name', { targetAddresses: ['bms.local'] }, 'targetAddresses'],
    ['an enabled site with nowhere to ask', { targetAddresses: [] }, 'targetAddresses'],
    ['a bad BBMD', { bbmdAddress: '10.0.0.1:0' }, 'bbmdAddress'],
  ])('refuses %s with 400 naming the field', async (_, overrides, field) => {
    const res = await save({ ...atDevice(), ...overrides });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toContain(field);
  });

  it.each([
    ['a device on the internet', { targetAddresses: ['8.8.8.8'] }, '8.8.8.8'],
    ['a public broadcast', { broadcastAddress: '203.0.113.255:47808' }, '203.0.113.255:47808'],
    ['a public BBMD', { bbmdAddress: '198.51.100.7' }, '198.51.100.7'],
  ])('refuses %s: outside the networks the server may reach', async (_, overrides, address) => {
    const res = await save({ ...atDevice(), ...overrides });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toBe(
      `${address} is outside the networks this server may reach over BACnet (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 127.0.0.0/8)`,
    );
  });

  it('takes the networks from BACNET_NETWORKS, in CIDR form only', () => {
    expect(loadConfig({}).BACNET_NETWORKS).toEqual([...DEFAULT_BACNET_NETWORKS]);
    expect(loadConfig({ BACNET_NETWORKS: '192.168.50.0/24, 10.1.0.0/16' }).BACNET_NETWORKS).toEqual(
      ['192.168.50.0/24', '10.1.0.0/16'],
    );
    expect(() => loadConfig({ BACNET_NETWORKS: 'bms.local' })).toThrow(/BACNET_NETWORKS/);
  });

  it('takes a site reached through a BBMD alone, without targets or a broadcast', async () => {
    const res = await save(
      atDevice({ targetAddresses: [], broadcastAddress: null, bbmdAddress: '127.0.0.1:47809' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(bacnetSettings.parse(res.json()).bbmdAddress).toBe('127.0.0.1:47809');
    expect((await save(atDevice())).statusCode).toBe(200);
  });

  it('refuses a body missing a setting with 400', async () => {
    const partial: Partial<BacnetSettingsBody> = atDevice();
    delete partial.readOnly;
    expect((await save(partial)).statusCode).toBe(400);
  });

  it('refuses anonymous callers with 401, members with 403, another project with 404', async () => {
    expect((await call('PUT', undefined, atDevice())).statusCode).toBe(401);
    expect((await save(atDevice(), t.memberToken)).statusCode).toBe(403);
    expect((await save(atDevice(), t.outsiderToken)).statusCode).toBe(404);
  });
});

describe('writes through a BACnet site', () => {
  const writeAndWait = async (curVal: number | null, fn = 'numWrite') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/points/${setpoint.point.uuid}/runFunction`,
      headers: { authorization: `Bearer ${t.adminToken}` },
      payload: { function: fn, arguments: { curVal } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { jobId } = runFunctionResponse.parse(res.json()).results;
    await t.app.jobs.drain();
    const job = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}`,
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    return jobResponse.parse(job.json()).results;
  };

  it('writes to the device at the configured priority', async () => {
    expect((await save(atDevice({ writePriority: 10 }))).statusCode).toBe(200);
    const result = await writeAndWait(58);
    expect(result).toMatchObject({ status: 'completed', errorMessage: null });
    expect(setpointObject().presentValue).toBe(58);
    expect(setpointObject().command?.priorities[9]).toBe(58);
  });

  it('releases the override: the device’s own value is in force again, and shown', async () => {
    const result = await writeAndWait(null, RELEASE_FUNCTION);
    expect(result).toMatchObject({ status: 'completed', errorMessage: null });
    expect(setpointObject().command?.priorities[9]).toBeNull();
    // The simulated setpoint's relinquish default.
    expect(setpointObject().presentValue).toBe(55);
    const [point] = await t.db
      .select({ curVal: s.points.curVal })
      .from(s.points)
      .where(eq(s.points.id, setpoint.point.id));
    expect(point?.curVal).toBe(55);
  });

  it('fails the write job of a read-only site with the reason, leaving the device as it was', async () => {
    expect((await save(atDevice({ readOnly: true }))).statusCode).toBe(200);
    const result = await writeAndWait(60);
    expect(result).toMatchObject({ status: 'failed', errorMessage: READ_ONLY_REFUSAL });
    expect(setpointObject().presentValue).toBe(55);
    expect(await writeAndWait(null, RELEASE_FUNCTION)).toMatchObject({
      status: 'failed',
      errorMessage: READ_ONLY_REFUSAL,
    });
  });
});
