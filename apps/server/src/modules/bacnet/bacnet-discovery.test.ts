/**
 * A site's BACnet discovery over the API (issue 21), against simulated devices over real UDP on
 * loopback: staff start it and follow its progress until it completes; the wizard's topology is
 * then the stored devices, also in a second server process on the same database that never
 * discovered; a device that stops answering is left out until it is back; a second start while
 * one runs joins it. Plain
 * members get 403, anonymous callers 401, another project's staff and sites not read over BACnet
 * 404.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bacnetDiscovery,
  onboardingTopologyResponse,
  type BacnetDiscovery,
} from '@airboard/shared/api';
import { BuildingSystems } from '../../bas/building-systems';
import { BacnetDeviceSimulator } from '../../bas/bacnet/device-simulator';
import {
  createProject,
  createSession,
  createSite,
  createUser,
} from '../../../test/fixtures/factories';
import { useStarted, useTelemetryApp } from '../../../test/fixtures/hooks';
import { secondProcessHandle } from '../../../test/fixtures/test-database';
import { buildApp } from '../../app';
import { simulatorSettings } from './demo-bacnet';
import { NOT_READ_OVER_BACNET } from './bacnet.routes';

const started = useStarted(
  async () => ({
    simulator: await BacnetDeviceSimulator.start([
      { instance: 6001, name: 'AHU-6', model: 'AHU', objectCount: 40 },
      { instance: 6002, name: 'RTU-6', model: 'RTU', objectCount: 20 },
    ]),
  }),
  async ({ simulator }) => simulator.stop(),
);
const t = useTelemetryApp({ ready: true, buildingSystems: new BuildingSystems() });

let staff: string;
let foreignStaff: string;
beforeAll(async () => {
  const staffUser = await createUser(t.db, { projectIds: [t.project.id], staff: true });
  staff = await createSession(t.db, staffUser.id, t.project.id);
  const other = await createProject(t.db, { name: 'Elsewhere' });
  const otherStaff = await createUser(t.db, { projectIds: [other.id], staff: true });
  foreignStaff = await createSession(t.db, otherStaff.id, other.id);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/sites/${t.site.id}/bacnet`,
    headers: { authorization: `Bearer ${t.adminToken}` },
    payload: simulatorSettings(started.simulator, { apduTimeoutMs: 300, pollIntervalS: 3_600 }),
  });
  expect(res.statusCode, res.body).toBe(200);
});

const discovery = (method: InjectOptions['method'], token?: string, siteId = t.site.id) =>
  t.app.inject({
    method,
    url: `/api/sites/${siteId}/bacnet/discovery`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** Asks how the discovery stands until it is no longer running, keeping every answer. */
async function follow(token = staff): Promise<BacnetDiscovery[]> {
  const seen: BacnetDiscovery[] = [];
  for (let i = 0; i < 200; i++) {
    const res = await discovery('GET', token);
    expect(res.statusCode, res.body).toBe(200);
    const now = bacnetDiscovery.parse(res.json());
    seen.push(now);
    if (now.status !== 'running') {
      return seen;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the discovery did not end');
}

describe('BACnet discovery', () => {
  it('is none before the first; then runs with progress and completes with the devices', async () => {
    const before = bacnetDiscovery.parse((await discovery('GET', staff)).json());
    expect(before).toMatchObject({ status: 'none', devicesKnown: 0, startedAt: null });

    const started = await discovery('POST', staff);
    expect(started.statusCode, started.body).toBe(202);
    expect(bacnetDiscovery.parse(started.json()).status).toBe('running');

    const seen = await follow();
    const end = seen.at(-1)!;
    expect(end).toMatchObject({
      status: 'completed',
      devicesTotal: 2,
      devicesDone: 2,
      failedDevices: [],
      devicesKnown: 2,
      errorMessage: null,
    });
    expect(end.pointsFound).toBe(end.pointsKnown);
    expect(end.pointsKnown).toBeGreaterThan(40);
    expect(end.finishedAt).not.toBeNull();
    // Progress never goes back.
    const done = seen.map((s) => s.devicesDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  });

  it('gives the wizard the stored devices, in another process on the same database too', async () => {
    const topology = async (app: FastifyInstance) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/onboarding/${t.site.id}`,
        headers: { authorization: `Bearer ${staff}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return onboardingTopologyResponse.parse(res.json()).results;
    };
    const here = await topology(t.app);
    const names = (tree: typeof here) =>
      tree.commander.filter((n) => n.type === 'device').map((n) => n.name);
    expect(names(here).sort()).toEqual(['AHU-6', 'RTU-6']);

    // A second process on the same database: its own pool on PostgreSQL; PGlite has one.
    const second = await secondProcessHandle(t.database);
    const other = await buildApp({
      database: second.handle,
      logger: false,
      buildingSystems: new BuildingSystems(),
    });
    try {
      // Its building systems never discovered: the devices come from the database.
      started.simulator.device(6001).faults.offline = true;
      expect(names(await topology(other)).sort()).toEqual(['AHU-6', 'RTU-6']);
    } finally {
      started.simulator.device(6001).faults.offline = false;
      await other.close();
      await second.release();
    }
  });

  it('finds only the devices that answer, and all of them again once they are back', async () => {
    started.simulator.device(6002).faults.offline = true;
    try {
      // RTU-6 does not answer Who-Is: found is AHU-6 alone.
      expect((await discovery('POST', staff)).statusCode).toBe(202);
      const end = (await follow()).at(-1)!;
      expect(end).toMatchObject({ status: 'completed', devicesTotal: 1, devicesKnown: 1 });
    } finally {
      started.simulator.device(6002).faults.offline = false;
    }
    expect((await discovery('POST', staff)).statusCode).toBe(202);
    expect((await follow()).at(-1)).toMatchObject({ status: 'completed', devicesKnown: 2 });
  });

  it('joins the running discovery when started twice', async () => {
    const first = bacnetDiscovery.parse((await discovery('POST', staff)).json());
    const second = bacnetDiscovery.parse((await discovery('POST', staff)).json());
    expect(second.startedAt).toBe(first.startedAt);
    await follow();
  });

  it('refuses anonymous callers 401, plain members 403, another project 404', async () => {
    expect((await discovery('GET')).statusCode).toBe(401);
    expect((await discovery('POST')).statusCode).toBe(401);
    expect((await discovery('GET', t.memberToken)).statusCode).toBe(403);
    expect((await discovery('POST', t.memberToken)).statusCode).toBe(403);
    expect((await discovery('GET', foreignStaff)).statusCode).toBe(404);
    expect((await discovery('POST', foreignStaff)).statusCode).toBe(404);
  });

  it('answers 404 for a site not read over BACnet, and 400 for a malformed id', async () => {
    const plain = await createSite(t.db, t.project.id, { name: 'No BACnet' });
    const res = await discovery('POST', staff, plain.id);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ errorMessage: string }>().errorMessage).toBe(NOT_READ_OVER_BACNET);
    expect((await discovery('GET', staff, 'x'.repeat(65))).statusCode).toBe(400);
  });
});
