/**
 * The pages the front-end benchmarks load (Lighthouse, bytes on the wire): the built server
 * (`npm run build` first) on the kept 60-day demo data folder, user@example.com signed in, and the
 * addresses of sign-in, home, Lincoln Elementary's site page, its Room 201, the project's
 * dashboards and the site's kiosk. BENCH_WEB_DIST serves another build of the web app (e.g. one
 * made from an earlier commit with `npx vite build --outDir`), to compare two builds on the same
 * data and machine.
 */
import os from 'node:os';
import { signInDemoAccount } from '../apps/server/test/fixtures/demo-sign-in';
import {
  freePort,
  spawnServer,
  untilListening,
  type ServerProcess,
} from '../apps/server/test/fixtures/server-process';
import { demoDataDir } from './demo-data-dir';

export const DEMO_USER = 'user@example.com';

export interface DemoPages {
  baseUrl: string;
  token: string;
  /** Page name → path, sign-in first. */
  paths: Record<'sign-in' | 'home' | 'site' | 'zone' | 'dashboards' | 'kiosk', string>;
  stop(): Promise<void>;
}

type Named = { objectId: string; name: string };

export async function startDemoPages(): Promise<DemoPages> {
  const dataDir = await demoDataDir();
  const port = await freePort();
  const webDist = process.env.BENCH_WEB_DIST;
  const server: ServerProcess = spawnServer({
    port,
    dataDir,
    built: true,
    ...(webDist ? { env: { AIRBOARD_WEB_DIST: webDist } } : {}),
  });
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
  };
  try {
    await untilListening(server);
    const baseUrl = `http://127.0.0.1:${port}`;
    const { token, projectId } = await signInDemoAccount(baseUrl, DEMO_USER);
    const get = async <T>(path: string): Promise<T> => {
      const res = await fetch(`${baseUrl}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok) {
        throw new Error(`${path}: ${res.status} ${await res.text()}`);
      }
      return (await res.json()) as T;
    };
    const { sites } = await get<{ sites: Named[] }>('/api?slim=true');
    const site = sites.find((s) => s.name === 'Lincoln Elementary') ?? sites[0]!;
    const { results: zones } = await get<{ results: Named[] }>(
      `/api/zones?siteId=${site.objectId}`,
    );
    const zone = zones.find((z) => z.name === 'Room 201') ?? zones[0]!;
    const sitePath = `/projects/${projectId}/sites/${site.objectId}`;
    return {
      baseUrl,
      token,
      paths: {
        'sign-in': '/login',
        home: '/',
        site: sitePath,
        zone: `${sitePath}/zones/${zone.objectId}`,
        dashboards: `/projects/${projectId}/dashboards`,
        kiosk: `/kiosk?siteId=${site.objectId}`,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The machine's load while measuring: front-end timings here depend on it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
