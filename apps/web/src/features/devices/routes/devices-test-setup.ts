// Shared setup of the device list's screen tests: an admin (or a plain member), the site, and a
// fake devices API that keeps the devices it is given, answers a rename as the server would and
// records every request it gets.
import type { Device, LocalsResponse } from '@airboard/shared/api';
import { vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import {
  buildLocals,
  buildProjectHome,
  buildSite,
  callRecorder,
  fakeApi,
  type Route,
} from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

export const DEVICES_PATH = '/devices?siteId=site1';
export const LIST_PATH = '/api/sites/site1/devices';

export function buildDevice(overrides: Partial<Device> = {}): Device {
  return {
    objectId: 'dev1',
    name: 'Gym sensor',
    modelName: 'AirSense Pro',
    type: 'sensor',
    serialNumber: 'SN-0001',
    rssi: -50,
    zone: { objectId: 'zone1', name: 'Gymnasium' },
    lastHeardFrom: new Date(Date.now() - 5 * 60_000).toISOString(),
    connected: true,
    onboarded: true,
    metadata: {},
    ...overrides,
  };
}

export type { Call } from '../../../test/monitoring-data';

type OpenOptions = {
  locals?: LocalsResponse;
  devices?: Device[];
  /** Answers that replace the fake devices API's, by path. */
  routes?: Record<string, Route>;
};

export function openDevices({
  locals = buildLocals('admin'),
  devices = [buildDevice()],
  routes = {},
}: OpenOptions = {}) {
  saveSessionToken('token');
  let list = [...devices];
  const { calls, record } = callRecorder();
  const deviceRoutes: Record<string, Route> = {
    [LIST_PATH]: (url, init) => {
      record(url, init);
      return { body: { results: list } };
    },
  };
  for (const device of devices) {
    deviceRoutes[`/api/devices/${device.objectId}`] = (url, init) => {
      const call = record(url, init);
      const { deviceName } = call.body as { deviceName: string };
      const saved = { ...device, name: deviceName };
      list = list.map((d) => (d.objectId === device.objectId ? saved : d));
      return { body: { results: saved } };
    };
  }
  const recorded = (route: Route): Route => {
    return (url, init) => {
      record(url, init);
      return typeof route === 'function' ? route(url, init) : route;
    };
  };
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/locals': { body: locals },
      '/api': { body: buildProjectHome() },
      '/api/site': { body: { site: buildSite() } },
      ...deviceRoutes,
      ...Object.fromEntries(Object.entries(routes).map(([path, route]) => [path, recorded(route)])),
    }),
  );
  return { ...renderRoute(DEVICES_PATH), calls };
}
