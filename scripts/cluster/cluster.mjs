// `npm run cluster [-- --api N] [--port P] [--demo-days D] [--no-build]`: Airboard as it scales out
// (docs/deploy.md), on this machine's loopback — PostgreSQL primary and streaming replica,
// Mosquitto, N API processes (3 by default) and nginx in front on port 8080 (--port 0: a free
// one). Prints the address, and stops everything on Ctrl-C.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startCluster } from './start-cluster.mjs';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'demo-days': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const apiCount = Number(values.api);
const port = Number(values.port);
const demoDays = values['demo-days'] === undefined ? undefined : Number(values['demo-days']);
if (!Number.isInteger(apiCount) || apiCount < 1 || !Number.isInteger(port) || port < 0) {
  console.error('usage: npm run cluster -- [--api N≥1] [--port P] [--demo-days D] [--no-build]');
  process.exit(2);
}

let cluster;
let stopping = false;
async function shutdown(signal) {
  if (stopping) {
    return;
  }
  stopping = true;
  console.log(`\n[cluster] ${signal}: stopping nginx, the API processes, Mosquitto, PostgreSQL…`);
  await cluster?.stop();
  console.log('[cluster] stopped');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => void shutdown(signal));
}

try {
  cluster = await startCluster({ apiCount, port, demoDays, build: !values['no-build'] });
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  process.exit(1);
}
const apis = cluster.services.filter((s) => s.name.startsWith('api-'));
const processes = apis
  .map((s, i) => `  ${s.name}     http://127.0.0.1:${cluster.apiPorts[i]}  (log ${s.logFile})`)
  .join('\n');
// The first process printed the demo's accounts (and kit link) when it started: at its own address.
const [, accounts = ''] =
  /\n(Demo accounts[\s\S]*?)\n\nAPI reference/.exec(fs.readFileSync(apis[0].logFile, 'utf8')) ?? [];
console.log(`
Airboard cluster is running at ${cluster.url}

  nginx     ${cluster.url}  (the web app, and the API spread over ${apiCount} processes)
${processes}
  MQTT      ${cluster.mqttUrl}  (topic airboard/v1/ingest, shared by the processes)
  primary   ${cluster.databaseUrl}
  replica   ${cluster.replicaUrl}  (reports, heat maps, trends)

${accounts.replaceAll(`http://localhost:${cluster.apiPorts[0]}`, cluster.url)}

Press Ctrl-C to stop everything.
`);
