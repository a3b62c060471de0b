// Shared setup of the kit and device wizards' screen tests: a kit of a hub and two sensors (one
// already onboarded), a device link, and a fake public API that keeps what it is given, answers
// the writes as the server would — refusing any write that does not carry the link — and records
// every request it gets. `hear` makes a device report, as its first reading would.
import {
  ONBOARDING_LINK_HEADER,
  type OnboardingDevice,
  type PublicKit,
} from '@airboard/shared/api';
import { vi } from 'vitest';
import { callRecorder, fakeApi, type Answer, type Route } from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

/** A link id as the server issues them (22 base64url characters). */
export const KIT_LINK = 'k1tL1nk0000000000000AA';
export const DEVICE_LINK = 'd3v1ceL1nk00000000000B';

export function buildKit(overrides: Partial<PublicKit> = {}): PublicKit {
  return {
    objectId: 'kit1',
    projectId: 'proj1',
    product: { objectId: 'prod1', name: 'AirSense Multi' },
    site: null,
    status: 'not_started',
    expiresAt: null,
    ...overrides,
  };
}

export function buildOnboardingDevice(overrides: Partial<OnboardingDevice> = {}): OnboardingDevice {
  return {
    objectId: 'sen2',
    name: 'AirSense Multi SN-0002',
    modelName: 'AirSense Multi',
    type: 'sensor',
    serialNumber: 'SN-0002',
    rssi: null,
    zone: null,
    lastHeardFrom: null,
    connected: false,
    onboarded: false,
    metadata: {},
    site: null,
    actImageUrl: '/onboarding/airsense-multi.svg',
    ...overrides,
  };
}

/** A hub, a sensor onboarded before (in the Gym) and one still to do. */
export const kitDevices = (): OnboardingDevice[] => [
  buildOnboardingDevice({
    objectId: 'hub1',
    name: 'AirHub SN-HUB1',
    modelName: 'AirHub',
    type: 'hub',
    serialNumber: 'SN-HUB1',
    actImageUrl: null,
  }),
  buildOnboardingDevice({
    objectId: 'sen1',
    name: 'Gym Sensor',
    serialNumber: 'SN-0001',
    onboarded: true,
    zone: { objectId: 'zone-gym', name: 'Gym' },
    rssi: -70,
    lastHeardFrom: new Date(Date.now() - 5 * 60_000).toISOString(),
    connected: true,
  }),
  buildOnboardingDevice(),
];

export type { Call } from '../../../test/monitoring-data';

const NEW_SITE_ID = 'site9';

/**
 * The public calls of one link over the given devices: the onboarding writes, and the sites of
 * its project (a device link may create one without a kit).
 */
function onboardingApi(link: string, initial: OnboardingDevice[]) {
  let devices = [...initial];
  const { calls, record } = callRecorder();
  /** The link header of each write, in order. */
  const links: (string | null)[] = [];

  const write =
    (answer: (body: Record<string, string>) => Answer): Route =>
    (url, init) => {
      const call = record(url, init);
      const sent = new Headers(init?.headers).get(ONBOARDING_LINK_HEADER);
      links.push(sent);
      if (sent !== link) {
        return { status: 404, body: { errorMessage: 'Not Found' } };
      }
      return answer(call.body as Record<string, string>);
    };

  const routes: Record<string, Route> = {
    '/api/sites': write(({ name = '' }) => ({
      body: { results: { objectId: NEW_SITE_ID, name } },
    })),
    [`/api/sites/${NEW_SITE_ID}/zones`]: write(({ name = '' }) => ({
      body: { results: { objectId: `zone-${name}`, name } },
    })),
  };
  for (const device of initial) {
    routes[`/api/devices/${device.objectId}/onboard`] = write(({ name = '', zoneId }) => {
      const onboarded = {
        ...devices.find((d) => d.objectId === device.objectId)!,
        name,
        onboarded: true,
        zone: zoneId ? { objectId: zoneId, name: zoneId.replace(/^zone-/, '') } : null,
      };
      devices = devices.map((d) => (d.objectId === device.objectId ? onboarded : d));
      return { body: { results: onboarded } };
    });
  }

  const hear = (objectId: string, rssi: number) => {
    devices = devices.map((d) =>
      d.objectId === objectId
        ? { ...d, rssi, lastHeardFrom: new Date().toISOString(), connected: true }
        : d,
    );
  };
  return { routes, calls, record, links, hear, devices: () => devices };
}

/** Routes a test gives answer instead of the fake's; they are recorded too. */
const recordedOverrides = (
  record: ReturnType<typeof callRecorder>['record'],
  overrides: Record<string, Route>,
): Record<string, Route> =>
  Object.fromEntries(
    Object.entries(overrides).map(([path, route]) => [
      path,
      (url: URL, init?: RequestInit) => {
        record(url, init);
        return typeof route === 'function' ? route(url, init) : route;
      },
    ]),
  );

type OpenKitOptions = {
  kit?: PublicKit;
  devices?: OnboardingDevice[];
  routes?: Record<string, Route>;
  link?: string;
};

export function openKitOnboarding({
  kit = buildKit(),
  devices = kitDevices(),
  routes = {},
  link = KIT_LINK,
}: OpenKitOptions = {}) {
  const fake = onboardingApi(KIT_LINK, devices);
  vi.stubGlobal(
    'fetch',
    fakeApi({
      [`/api/kits/${KIT_LINK}`]: (url, init) => {
        fake.record(url, init);
        return { body: { results: kit } };
      },
      [`/api/kits/${KIT_LINK}/devices`]: (url, init) => {
        fake.record(url, init);
        return { body: { results: fake.devices() } };
      },
      ...fake.routes,
      ...recordedOverrides(fake.record, routes),
    }),
  );
  return { ...renderRoute(`/konboarding/${link}`), ...fake };
}

export const projectSites = [
  { objectId: 'site1', name: 'Lincoln Elementary' },
  { objectId: 'site2', name: 'Harbor Office Tower' },
];

type OpenDeviceOptions = {
  device?: OnboardingDevice;
  sites?: { objectId: string; name: string }[];
  routes?: Record<string, Route>;
};

export function openDeviceOnboarding({
  device = buildOnboardingDevice(),
  sites = projectSites,
  routes = {},
}: OpenDeviceOptions = {}) {
  const fake = onboardingApi(DEVICE_LINK, [device]);
  vi.stubGlobal(
    'fetch',
    fakeApi({
      [`/api/devices/${DEVICE_LINK}`]: (url, init) => {
        fake.record(url, init);
        return { body: { results: fake.devices()[0], sites, projectId: 'proj1' } };
      },
      [`/api/sites/site1/zones`]: fake.routes[`/api/sites/${NEW_SITE_ID}/zones`]!,
      ...fake.routes,
      ...recordedOverrides(fake.record, routes),
    }),
  );
  return { ...renderRoute(`/do/${DEVICE_LINK}`), ...fake };
}
