// A throwaway PostgreSQL cluster: Debian's binaries (installed with apt-get when missing), initdb
// in a fresh temp folder, the server on a free loopback port, started and stopped with pg_ctl;
// and a streaming replica of one (pg_basebackup -R, hot standby).
// Used by with-postgres.mjs (one cluster for a test run), by the database-loss test, which
// stops and restarts a cluster of its own, and by `npm run cluster` (scripts/cluster/), which
// reads the replica. Every step is synchronous except finding a port, so `destroy` can run from
// an 'exit' handler.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// postgres refuses to run as root, so as root every server command runs as the `postgres` user.
const isRoot = process.getuid?.() === 0;

function run(file, args, options = {}) {
  const result = spawnSync(file, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const reason = result.error?.message ?? `exit ${result.status ?? result.signal}`;
    throw new Error(`${[file, ...args].join(' ')} failed (${reason})`);
  }
}

function runAsPostgres(file, args, options) {
  if (isRoot) {
    run('runuser', ['-u', 'postgres', '--', file, ...args], options);
  } else {
    run(file, args, options);
  }
}

/** Newest /usr/lib/postgresql/<version>/bin that holds a postgres binary, or undefined. */
function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base) : [];
  return versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(base, version, 'bin'))
    .find((bin) => fs.existsSync(path.join(bin, 'postgres')));
}

function ensurePostgresInstalled(log) {
  const installed = findPostgresBin();
  if (installed) {
    return installed;
  }
  log('PostgreSQL not found; installing it: apt-get update && apt-get install -y postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', 'postgresql'], { env });
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error('apt-get installed postgresql but no /usr/lib/postgresql/*/bin/postgres');
  }
  return bin;
}

/** A temp folder owned by the user the server runs as; initdb creates data/ inside it. */
function makeTempDir(log) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-pg-'));
  if (isRoot) {
    if (spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status !== 0) {
      log('creating the postgres system user');
      run('useradd', ['--system', 'postgres']);
    }
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    fs.chownSync(dir, id('-u'), id('-g'));
  }
  return dir;
}

/** A free TCP port on loopback (taken by whoever listens on it first). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server of a data folder on `port`: `stop` and `start` take it down and up again on the same
 * port and data; `destroy` stops it and deletes the temp folder (safe to call more than once).
 * `settings`: more `-c name=value` server settings.
 */
function serverOf({ bin, tempDir, port, settings = [] }) {
  const dataDir = path.join(tempDir, 'data');
  const logFile = path.join(tempDir, 'postgres.log');
  let started = false;
  const pgCtl = (args) =>
    runAsPostgres(path.join(bin, 'pg_ctl'), args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const server = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    version: path.basename(path.dirname(bin)),
    dataDir,
    start() {
      // Loopback only, no Unix socket (it could clash with a system cluster), and durability
      // off: the cluster lives for one run. `pg_ctl start -w` returns once it accepts connections.
      const serverOptions = [
        '-c listen_addresses=127.0.0.1',
        `-c port=${port}`,
        "-c unix_socket_directories=''",
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        ...settings.map((setting) => `-c ${setting}`),
      ].join(' ');
      started = true;
      try {
        pgCtl(['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', serverOptions]);
      } catch (error) {
        console.error(fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '(no log)');
        throw error;
      }
    },
    /** Stops the server the way an administrator's fast shutdown does: sessions are cut. */
    stop() {
      if (started) {
        started = false;
        pgCtl(['stop', '-w', '-D', dataDir, '-m', 'fast']);
      }
    },
    destroy() {
      try {
        server.stop();
      } catch (error) {
        console.error(error.message);
      }
      if (tempDir) {
        fs.rmSync(tempDir, { recursive: true, force: true });
        tempDir = undefined;
      }
    },
  };
  return server;
}

/**
 * A new server in a temp folder of its own on a free port: `fill` makes its data folder (with the
 * server's binary folder and the server), then it starts; on failure the folder is deleted.
 */
async function newServer({ log, settings }, fill) {
  const bin = ensurePostgresInstalled(log);
  const server = serverOf({ bin, tempDir: makeTempDir(log), port: await freePort(), settings });
  try {
    // Their output is PostgreSQL's chatter; errors still reach the terminal.
    const run = (program, args) =>
      runAsPostgres(path.join(bin, program), args, { stdio: ['ignore', 'ignore', 'inherit'] });
    fill(run, server);
    server.start();
  } catch (error) {
    server.destroy();
    throw error;
  }
  return server;
}

/**
 * Creates and starts a cluster. `stop` and `start` take the server down and up again on the same
 * port and data; `destroy` stops it and deletes the folder (safe to call more than once).
 */
export function createCluster({ log = () => {} } = {}) {
  // Trust auth: the server only listens on loopback and lives for this run, as does --no-sync.
  // initdb's defaults already let loopback connect for replication (createReplica).
  return newServer({ log }, (run, { dataDir }) =>
    run('initdb', [
      ...['-D', dataDir, '-U', 'postgres', '--auth=trust'],
      ...['--encoding=UTF8', '--locale=C', '--no-sync'],
    ]),
  );
}

/**
 * Creates and starts a streaming replica of a running cluster: a base backup taken with
 * pg_basebackup -R (which writes the standby's connection to the primary) through a replication
 * slot of its own, so the primary keeps the WAL the replica has not received yet. It answers
 * read-only queries (hot standby) and reports its queries to the primary (hot_standby_feedback),
 * so the primary's vacuum does not cancel a long report running on it.
 */
export function createReplica(primary, { log = () => {} } = {}) {
  const settings = ['hot_standby=on', 'hot_standby_feedback=on'];
  return newServer({ log, settings }, (run, { dataDir, port }) =>
    run('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
      ...['-D', dataDir, '-R', '-X', 'stream', '-C', '-S', `airboard_replica_${port}`],
      ...['--checkpoint=fast', '--no-sync'],
    ]),
  );
}
