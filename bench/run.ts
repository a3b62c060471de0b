/**
 * `npm run bench`: measurements, not tests. Each benchmark reports its figure next to a baseline
 * measured in the same run on the same machine, so the ratio means something on any hardware.
 * Copy the printed table into docs/performance.md with the machine notes.
 */
import os from 'node:os';
import { benchBacnetDiscovery } from './bacnet-discovery';
import { benchBacnetPolling } from './bacnet-polling';
import { benchClusterScaling } from './cluster-scaling';
import { benchDashboard } from './dashboard';
import { benchDemoLoad } from './demo-load';
import { benchFirstStart } from './first-start';
import { benchKiosks } from './kiosks';
import { benchLiveStream } from './live-stream';
import { benchLighthouse } from './lighthouse';
import { benchOnboarding } from './onboarding';
import { benchOverload } from './overload';
import { benchPointExplorer } from './point-explorer';
import { benchReportCsv } from './report-csv';
import { benchSchedules } from './schedules';
import { benchTelemetry } from './telemetry';
import { benchWireBytes } from './wire-bytes';

const which = process.argv[2] ?? 'all';
const results: string[] = [];
if (which === 'all' || which === 'demo-load') {
  results.push(await benchDemoLoad(Number(process.env.BENCH_DEMO_DAYS ?? 60)));
}
if (which === 'all' || which === 'telemetry') {
  results.push(await benchTelemetry());
}
// Needs the built server (`npm run build`), so only when asked for: `npm run bench overload`.
if (which === 'overload') {
  results.push(await benchOverload());
}
// Also the built server and web app, and Chromium: `npm run bench dashboard`.
if (which === 'dashboard') {
  results.push(await benchDashboard());
}
if (which === 'onboarding') {
  results.push(await benchOnboarding());
}
if (which === 'point-explorer') {
  results.push(await benchPointExplorer());
}
if (which === 'kiosks') {
  results.push(await benchKiosks());
}
if (which === 'report-csv') {
  results.push(await benchReportCsv());
}
// Issue 19's scheduler (a minute or two: the small run waits for a whole minute): `npm run bench schedules`.
if (which === 'schedules') {
  results.push(await benchSchedules());
}
// Issue 18's front end, on the built server and web app, in Chromium: `npm run bench lighthouse`
// (npx fetches the pinned Lighthouse once) and `npm run bench wire-bytes`.
if (which === 'lighthouse') {
  results.push(await benchLighthouse());
}
if (which === 'wire-bytes') {
  results.push(await benchWireBytes());
}
// Issue 20's live push on the built server, PGlite then PostgreSQL, with Chromium tabs:
// `npm run bench live-stream` (about 6 minutes).
if (which === 'live-stream') {
  results.push(await benchLiveStream());
}
// Issue 20's scale-out, 1, 2 and 3 API processes behind nginx on PostgreSQL (`npm run build` first):
// `npm run bench cluster-scaling` (about 4 minutes).
if (which === 'cluster-scaling') {
  results.push(await benchClusterScaling());
}
// Issue 21's BACnet/IP connector against simulated devices on loopback (a minute, 20 s):
// `npm run bench bacnet-discovery` and `npm run bench bacnet-polling`.
if (which === 'bacnet-discovery') {
  results.push(await benchBacnetDiscovery());
}
if (which === 'bacnet-polling') {
  results.push(await benchBacnetPolling());
}
// A fresh clone's `npm ci` and first and second `npm start`: `npm run bench first-start`.
if (which === 'first-start') {
  results.push(await benchFirstStart());
}
console.log(
  `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(results.join('\n'));
