// Starts the scale-out topology of docs/deploy.md on this machine's loopback, for `npm run cluster`
// (cluster.mjs) and its smoke check (smoke.mjs): a PostgreSQL primary and a streaming replica
// (postgres-cluster.mjs), Mosquitto, N Airboard API processes (the built server) and nginx in
// front. Every service runs in a process group of its own (process-group.mjs) and is started
// again when it exits on its own — a crashed API process comes back, as a service manager would
// bring it back — until `stop` ends them all. Logs go to files in the run folder. The chaos test
// (chaos.mjs) breaks them on purpose: it signals a service's process group, and restarts the
// primary with `restartPrimary`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildWhatChanged } from '../builds.mjs';
import { ensureAptPackage } from '../ensure-apt-package.mjs';
import { createCluster, createReplica, freePort } from '../postgres-cluster.mjs';
import { runInGroup, signalGroup } from '../process-group.mjs';
import { nginxConfig, securityHeadersOf } from './nginx-config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const NGINX = '/usr/sbin/nginx';
const MOSQUITTO = '/usr/sbin/mosquitto';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** How long a first API process may take to migrate and load the demo's foundation. */
const START_TIMEOUT_MS = 300_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A long-running command in its own process group, its output appended to `logFile`, started
 * again a second after it exits on its own. `stop` signals its group and resolves once it is gone.
 */
function supervise(name, command, { env, logFile, log }) {
  const output = fs.openSync(logFile, 'a');
  let group;
  let stopping = false;
  const done = (async () => {
    for (;;) {
      const code = await runInGroup(command, {
        env,
        output,
        label: `[${name}] `,
        onStart: (id) => (group = id),
      });
      group = undefined;
      if (stopping) {
        fs.closeSync(output);
        return code;
      }
      log(`${name} exited (${code}); starting it again in 1 s (log: ${logFile})`);
      await sleep(1000);
    }
  })();
  return {
    name,
    logFile,
    /** The process group's id while it runs (the chaos test signals it). */
    group: () => group,
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (group) {
        signalGroup(group, signal);
      }
      return done;
    },
  };
}

/** Resolves once GET `url` answers 200; throws after `timeoutMs`. */
async function untilAnswering(url, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) {
        return;
      }
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s (${last})`);
}

/**
 * Restarts a PostgreSQL server as an administrator would (`pg_ctl restart -m fast`: sessions are
 * cut; same port, data and settings, which pg_ctl reads back from postmaster.opts). Unlike the
 * server's own `stop` and `start` it does not block this process, so the chaos test's load, live
 * streams and health polling keep running through the restart.
 */
function restartServer(server) {
  const pgCtl = path.join('/usr/lib/postgresql', server.version, 'bin', 'pg_ctl');
  const logFile = path.join(path.dirname(server.dataDir), 'postgres.log');
  const args = ['restart', '-w', '-t', '60', '-m', 'fast', '-D', server.dataDir, '-l', logFile];
  // postgres refuses to run as root (postgres-cluster.mjs runs its commands as `postgres` too).
  const [file, ...rest] =
    process.getuid?.() === 0
      ? ['runuser', '-u', 'postgres', '--', pgCtl, ...args]
      : [pgCtl, ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, rest, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`pg_ctl restart failed (exit ${code}; ${logFile})`)),
    );
  });
}

/** A folder nginx's worker processes (www-data when started as root) may write to. */
function folderForWorkers(dir, user) {
  fs.mkdirSync(dir, { recursive: true });
  if (user) {
    const id = (flag) => Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout);
    fs.chownSync(dir, id('-u'), id('-g'));
  }
}

/** The primary's database for Airboard, on the cluster's server; its URL. */
async function createAirboardDatabase(serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('CREATE DATABASE airboard');
  } finally {
    await admin.end();
  }
  return serverUrl.replace(/\/postgres$/, '/airboard');
}

/**
 * Starts everything and resolves once nginx answers /api/health. `apiCount` API processes; nginx
 * on `port` (0: a free one); `demoDays` of demo history (the server's default when absent);
 * `build`: build the web app and the server first when their inputs changed.
 */
export async function startCluster({
  apiCount = 3,
  port = 8080,
  demoDays,
  build = true,
  log = (line) => console.log(`[cluster] ${line}`),
} = {}) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-cluster-'));
  fs.chmodSync(runDir, 0o755);
  const services = [];
  let primary;
  let replica;
  let stopped = false;

  const stop = async ({ keepLogs = false } = {}) => {
    if (stopped) {
      return;
    }
    stopped = true;
    // nginx first (no new requests), then the API processes (they finish what is in flight and
    // close their database connections), then what they use.
    const byName = (prefix) => services.filter((s) => s.name.startsWith(prefix));
    await Promise.all(byName('nginx').map((s) => s.stop('SIGQUIT')));
    await Promise.all(byName('api-').map((s) => s.stop()));
    await Promise.all(byName('mosquitto').map((s) => s.stop()));
    replica?.destroy();
    primary?.destroy();
    if (keepLogs) {
      log(`logs kept in ${runDir}`);
    } else {
      fs.rmSync(runDir, { recursive: true, force: true });
    }
  };
  // A crash of this script must not leave servers behind.
  const killAll = () => {
    for (const service of services) {
      const group = service.group();
      if (group) {
        signalGroup(group, 'SIGKILL');
      }
    }
    replica?.destroy();
    primary?.destroy();
  };
  process.once('exit', killAll);

  try {
    if (build) {
      await buildWhatChanged();
    }
    ensureAptPackage(NGINX, ['nginx'], log);
    ensureAptPackage(MOSQUITTO, ['mosquitto'], log);

    primary = await createCluster({ log });
    const databaseUrl = await createAirboardDatabase(primary.url);
    replica = await createReplica(primary, { log });
    const replicaUrl = replica.url.replace(/\/postgres$/, '/airboard');
    log(`PostgreSQL ${primary.version}: primary ${databaseUrl}, replica ${replicaUrl}`);

    const mqttPort = await freePort();
    const mqttUrl = `mqtt://127.0.0.1:${mqttPort}`;
    const mosquittoConf = path.join(runDir, 'mosquitto.conf');
    fs.writeFileSync(
      mosquittoConf,
      `listener ${mqttPort} 127.0.0.1\nallow_anonymous true\npersistence false\nlog_dest stderr\n`,
    );
    services.push(
      supervise('mosquitto', [MOSQUITTO, '-c', mosquittoConf], {
        logFile: path.join(runDir, 'mosquitto.log'),
        log,
      }),
    );

    const nginxPort = port || (await freePort());
    const url = `http://127.0.0.1:${nginxPort}`;
    const apiPorts = await Promise.all(Array.from({ length: apiCount }, () => freePort()));
    const apiEnv = (apiPort) => ({
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_REPLICA_URL: replicaUrl,
      MQTT_URL: mqttUrl,
      PUBLIC_URL: url,
      // Every request arrives from nginx: it names the client, and it bounds connections itself.
      TRUST_PROXY: '127.0.0.1',
      MAX_CONNECTIONS_PER_ADDRESS: '10000',
      ...(demoDays ? { AIRBOARD_DEMO_DAYS: String(demoDays) } : {}),
    });
    const startApi = (index) => {
      const apiPort = apiPorts[index];
      const name = `api-${index + 1}`;
      services.push(
        supervise(name, [process.execPath, path.join(root, 'apps/server/dist/main.js')], {
          env: apiEnv(apiPort),
          logFile: path.join(runDir, `${name}.log`),
          log,
        }),
      );
      return untilAnswering(
        `http://127.0.0.1:${apiPort}/api/health`,
        START_TIMEOUT_MS,
        `${name} (log: ${path.join(runDir, `${name}.log`)})`,
      );
    };
    // The first process alone: it migrates and, on this empty database, loads the demo's
    // accounts and sites; the others then start together (the migrations' advisory lock makes
    // that safe too) and share the demo history's loading, step by step, under its own lock.
    log(`starting api-1 on port ${apiPorts[0]} (migrations, demo data)…`);
    await startApi(0);
    log(`starting ${apiCount - 1} more API processes…`);
    await Promise.all(apiPorts.slice(1).map((_, i) => startApi(i + 1)));

    const nginxUser = process.getuid?.() === 0 ? 'www-data' : undefined;
    folderForWorkers(path.join(runDir, 'nginx-temp'), nginxUser);
    const nginxConf = path.join(runDir, 'nginx.conf');
    const brotliModule = fs.existsSync(BROTLI_MODULE) ? BROTLI_MODULE : undefined;
    if (!brotliModule) {
      log('nginx serves the .gz files only (apt-get install libnginx-mod-http-brotli-static)');
    }
    fs.writeFileSync(
      nginxConf,
      nginxConfig({
        port: nginxPort,
        runDir,
        webDist: path.join(root, 'apps/web/dist'),
        apiPorts,
        securityHeaders: await securityHeadersOf(`http://127.0.0.1:${apiPorts[0]}`),
        brotliModule,
        user: nginxUser,
      }),
    );
    const nginxArgs = ['-p', runDir, '-c', nginxConf, '-e', path.join(runDir, 'nginx-error.log')];
    const test = spawnSync(NGINX, ['-t', '-q', ...nginxArgs], { encoding: 'utf8' });
    if (test.status !== 0) {
      throw new Error(`nginx refused its config ${nginxConf}:\n${test.stderr}`);
    }
    services.push(
      supervise('nginx', [NGINX, ...nginxArgs], {
        logFile: path.join(runDir, 'nginx.log'),
        log,
      }),
    );
    await untilAnswering(`${url}/api/health`, 10_000, 'nginx');
    return {
      url,
      mqttUrl,
      databaseUrl,
      replicaUrl,
      apiPorts,
      runDir,
      services,
      /** Restarts the primary (the chaos test); resolves once it accepts connections again. */
      restartPrimary: () => restartServer(primary),
      /** `keepLogs`: leave the run folder (the services' logs) in place, and say where. */
      stop: async (options) => {
        process.off('exit', killAll);
        await stop(options);
      },
    };
  } catch (error) {
    await stop({ keepLogs: true });
    process.off('exit', killAll);
    throw error;
  }
}
