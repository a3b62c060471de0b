// Shared setup of the device list's screen tests: an admin (or a plain member), the site, and a
// fake devices and kits API that keeps the devices and kits it is given, answers a rename, a kit
// registered, revoked or re-issued as the server would and records every request it gets.
import {
  DEFAULT_BACNET_SETTINGS,
  type AdminKit,
  type Device,
  type LocalsResponse,
  type Product,
} from '@airboard/shared/api';
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

export const KITS_PATH = '/api/projects/proj1/kits';
const LINK = 'https://airboard.example.com/konboarding/';

export const hubProduct: Product = {
  objectId: 'prodHub',
  name: 'AB-HUB-1',
  modelName: 'Airboard Hub',
  type: 'hub',
};
export const sensorProduct: Product = {
  objectId: 'prodMs',
  name: 'AB-MS-6',
  modelName: 'Airboard Multi-Sensor',
  type: 'sensor',
};

export function buildKit(overrides: Partial<AdminKit> = {}): AdminKit {
  const linkId = overrides.linkId ?? 'Q2xhc3Nyb29tS2l0TGluazE';
  return {
    objectId: 'kit1',
    linkId,
    link: `${LINK}${linkId}`,
    product: { objectId: sensorProduct.objectId, name: sensorProduct.modelName },
    site: null,
    status: 'not_started',
    devices: { total: 2, onboarded: 1 },
    deviceLinks: [
      {
        objectId: 'hub1',
        name: 'Airboard Hub HUB-2001',
        serialNumber: 'HUB-2001',
        type: 'hub',
        onboarded: true,
        link: 'https://airboard.test/do/SHViTGlua0h1YjIwMDExMQ',
      },
      {
        objectId: 'ms1',
        name: 'Airboard Multi-Sensor MS-2002',
        serialNumber: 'MS-2002',
        type: 'sensor',
        onboarded: false,
        link: 'https://airboard.test/do/U2Vuc29yTGlua01TMjAwMg',
      },
    ],
    // 10:30 AM on the site's clock (America/Chicago).
    createdAt: '2026-01-05T16:30:00.000Z',
    revokedAt: null,
    completedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

export type { Call } from '../../../test/monitoring-data';

type OpenOptions = {
  locals?: LocalsResponse;
  devices?: Device[];
  kits?: AdminKit[];
  /** Answers that replace the fake devices API's, by path. */
  routes?: Record<string, Route>;
};

export function openDevices({
  locals = buildLocals('admin'),
  devices = [buildDevice()],
  kits = [],
  routes = {},
}: OpenOptions = {}) {
  saveSessionToken('token');
  let list = [...devices];
  const { calls, record } = callRecorder();
  let kitList = [...kits];
  // A kit made or changed as the server would answer it.
  const storeKit = (kit: AdminKit) => {
    kitList = kitList.some((k) => k.objectId === kit.objectId)
      ? kitList.map((k) => (k.objectId === kit.objectId ? kit : k))
      : [kit, ...kitList];
    return { body: { results: kit } };
  };
  const kitRoutes: Record<string, Route> = {
    '/api/products': { body: { results: [hubProduct, sensorProduct] } },
    [KITS_PATH]: (url, init) => {
      const call = record(url, init);
      if (call.method === 'GET') {
        return { body: { results: kitList } };
      }
      const { devices: registered } = call.body as { devices: unknown[] };
      const objectId = `kit${kitList.length + 1}`;
      const linkId = `NewKitLink${objectId}`.padEnd(22, 'x');
      return storeKit(
        buildKit({
          objectId,
          linkId,
          link: `${LINK}${linkId}`,
          devices: { total: registered.length, onboarded: 0 },
          deviceLinks: [],
          createdAt: new Date().toISOString(),
        }),
      );
    },
  };
  for (const { objectId } of kits) {
    const kit = () => kitList.find((k) => k.objectId === objectId)!;
    kitRoutes[`/api/kits/${objectId}/revoke`] = (url, init) => {
      record(url, init);
      return storeKit({ ...kit(), revokedAt: new Date().toISOString() });
    };
    kitRoutes[`/api/kits/${objectId}/reissue`] = (url, init) => {
      record(url, init);
      const linkId = 'UmVpc3N1ZWRLaXRMaW5rMQ';
      return storeKit({ ...kit(), linkId, link: `${LINK}${linkId}`, revokedAt: null });
    };
  }
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
      // The page's BACnet/IP section (features/bacnet tests it): off.
      '/api/sites/site1/bacnet': { body: DEFAULT_BACNET_SETTINGS },
      ...deviceRoutes,
      ...kitRoutes,
      ...Object.fromEntries(Object.entries(routes).map(([path, route]) => [path, recorded(route)])),
    }),
  );
  return { ...renderRoute(DEVICES_PATH), calls };
}
