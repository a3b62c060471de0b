/**
 * Issue 11's two attacks against the built server (`npm run build` first) on PGlite with 60 days
 * of demo data: how long an unrelated signed-in request (GET /api/site) takes to answer, and with
 * what status, (a) while 130 slow-body connections are open and (b) while 200 61-day reports are
 * asked for at once (sampled through the whole flood); next to the same request on the idle
 * server. The goal is under 1 s.
 * The data folder (see demo-data-dir.ts) is loaded once and kept, so a run before and after a
 * change measure the same data.
 */
import { signInDemoAccount } from '../apps/server/test/fixtures/demo-sign-in';
import { demoReportTarget, floodReports } from '../apps/server/test/fixtures/report-flood';
import { freePort, spawnServer, untilListening } from '../apps/server/test/fixtures/server-process';
import { slowBodies } from '../apps/server/test/fixtures/slow-client';
import { demoDataDir } from './demo-data-dir';

const SAMPLES = 10;

interface Sample {
  ms: number;
  status: number;
}

/** The request's answer time and status; a request that fails outright counts as status 0. */
async function timed(url: string, init?: RequestInit): Promise<Sample> {
  const started = performance.now();
  const status = await fetch(url, init).then(
    async (res) => (await res.arrayBuffer(), res.status),
    () => 0,
  );
  return { ms: performance.now() - started, status };
}

function describeSamples(samples: Sample[]): string {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  const statuses = new Map<number, number>();
  samples.forEach((s) => statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1));
  const counts = [...statuses].map(([status, n]) => `${status}×${n}`).join(', ');
  return `p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms (${counts})`;
}

export async function benchOverload(): Promise<string> {
  const dataDir = await demoDataDir();
  const port = await freePort();
  const server = spawnServer({ port, dataDir, built: true });
  try {
    await untilListening(server);
    const baseUrl = `http://127.0.0.1:${port}`;
    const { token } = await signInDemoAccount(baseUrl, 'admin@example.com');
    const target = await demoReportTarget(baseUrl, token);
    const unrelated = () =>
      timed(`${baseUrl}/api/site?siteId=${target.siteId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const health = () => timed(`${baseUrl}/api/health`);
    const lines: string[] = [];

    await unrelated(); // warm-up
    const idle: Sample[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      idle.push(await unrelated());
    }
    lines.push(`| idle server | ${describeSamples(idle)} | — |`);

    const attack = await slowBodies(port, 130);
    const duringAttack: Sample[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      duringAttack.push(await unrelated());
    }
    const healthDuringAttack = await health();
    attack.end();
    lines.push(
      `| (a) 130 slow-body connections open | ${describeSamples(duringAttack)} | ${describeSamples([healthDuringAttack])} |`,
    );

    const floodStarted = performance.now();
    let floodMs = 0;
    const flood = floodReports(baseUrl, token, target, 200).then((reports) => {
      floodMs = performance.now() - floodStarted;
      return reports;
    });
    // Sampled through the whole flood, a tenth of a second apart, so its every phase is seen.
    const duringFlood: Sample[] = [];
    const healthDuringFlood: Sample[] = [];
    while (floodMs === 0) {
      duringFlood.push(await unrelated());
      healthDuringFlood.push(await health());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const reports = await flood;
    const served = reports.filter((r) => r.status === 200).length;
    lines.push(
      `| (b) 200 concurrent 61-day reports (${served} served, ${reports.length - served} turned away, all answered in ${(floodMs / 1000).toFixed(1)} s) | ${describeSamples(duringFlood)} | ${describeSamples(healthDuringFlood)} |`,
    );
    return [
      'overload (built server, PGlite, 60 days of demo data): unrelated signed-in GET /api/site',
      '| scenario | unrelated request | /api/health |',
      '|---|---|---|',
      ...lines,
    ].join('\n');
  } finally {
    server.child.kill('SIGTERM');
  }
}
