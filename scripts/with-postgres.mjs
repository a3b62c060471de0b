// Runs a command against a throwaway PostgreSQL server:
//   node scripts/with-postgres.mjs <command...>
// Installs Debian's PostgreSQL when missing, initialises a cluster in a fresh temp folder, starts
// it on a free loopback port, runs the command with TEST_DATABASE=postgres and TEST_DATABASE_URL,
// then stops the server and deletes the folder — also on failure, Ctrl-C and SIGTERM.
// Exits with the command's exit code.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
}

// postgres refuses to run as root, so as root every server command runs as the `postgres` user.
const isRoot = process.getuid?.() === 0;

// What has to be undone, filled in as the setup goes.
const cluster = { bin: undefined, tempDir: undefined, dataDir: undefined, started: false };
let commandGroup;
let interruptedBy;

function log(message) {
  console.log(`[with-postgres] ${message}`);
}

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

function ensurePostgresInstalled() {
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
function makeTempDir() {
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

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function startServer(port) {
  const logFile = path.join(cluster.tempDir, 'postgres.log');
  // Loopback only, no Unix socket (it could clash with a system cluster), and durability off:
  // the cluster lives for one run. `pg_ctl start -w` returns once it accepts connections.
  const serverOptions = [
    '-c listen_addresses=127.0.0.1',
    `-c port=${port}`,
    "-c unix_socket_directories=''",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  cluster.started = true;
  try {
    runAsPostgres(
      path.join(cluster.bin, 'pg_ctl'),
      ['start', '-w', '-t', '60', '-D', cluster.dataDir, '-l', logFile, '-o', serverOptions],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  } catch (error) {
    console.error(fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '(no server log)');
    throw error;
  }
}

// Synchronous so that it can run from the 'exit' handler, the last resort on unexpected errors.
function cleanUp() {
  if (cluster.started) {
    cluster.started = false;
    try {
      runAsPostgres(
        path.join(cluster.bin, 'pg_ctl'),
        ['stop', '-D', cluster.dataDir, '-m', 'fast'],
        {
          stdio: 'ignore',
        },
      );
      log('PostgreSQL stopped');
    } catch (error) {
      console.error(`[with-postgres] ${error.message}`);
    }
  }
  if (cluster.tempDir) {
    fs.rmSync(cluster.tempDir, { recursive: true, force: true });
    cluster.tempDir = undefined;
  }
}

function signalGroup(groupId, signal) {
  try {
    process.kill(-groupId, signal);
    return true;
  } catch {
    return false; // ESRCH: the group is empty.
  }
}

/**
 * Runs the command in its own process group and resolves with its exit code. Whatever is left of
 * the group once it exits is killed (after up to 5 s), because Vitest's fork workers can outlive
 * an interrupted Vitest and spin (vitest-dev/vitest#9123).
 */
function runCommand(env) {
  return new Promise((resolve) => {
    // No stdin: a background process group reading the terminal would be stopped (SIGTTIN).
    const child = spawn(command[0], command.slice(1), {
      env,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    commandGroup = child.pid;
    const finish = async (code) => {
      for (let waited = 0; waited < 5_000 && signalGroup(child.pid, 0); waited += 100) {
        await new Promise((wake) => setTimeout(wake, 100));
      }
      signalGroup(child.pid, 'SIGKILL');
      commandGroup = undefined;
      resolve(code);
    };
    child.once('error', (error) => {
      console.error(`[with-postgres] cannot run ${command[0]}: ${error.message}`);
      void finish(127);
    });
    child.once('exit', (code, signal) => void finish(code ?? 128 + os.constants.signals[signal]));
  });
}

async function main() {
  cluster.bin = ensurePostgresInstalled();
  cluster.tempDir = makeTempDir();
  cluster.dataDir = path.join(cluster.tempDir, 'data');
  const port = await freePort();
  log(`initdb in ${cluster.dataDir}`);
  // Trust auth: the server only listens on loopback and lives for this run, as does --no-sync.
  runAsPostgres(
    path.join(cluster.bin, 'initdb'),
    [
      '-D',
      cluster.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  startServer(port);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  log(`PostgreSQL ${path.basename(path.dirname(cluster.bin))} ready at ${url}`);

  const exitCode = await runCommand({
    ...process.env,
    TEST_DATABASE: 'postgres',
    TEST_DATABASE_URL: url,
    // Lets `vitest` and other local binaries resolve when the script is run outside npm.
    PATH: `${path.join(repoRoot, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
  });
  return interruptedBy ? 128 + os.constants.signals[interruptedBy] : exitCode;
}

process.once('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interruptedBy = signal;
    // While the command runs it gets the signal and the main flow cleans up once it has exited;
    // during the setup there is nothing to wait for.
    if (commandGroup) {
      signalGroup(commandGroup, signal);
    } else {
      process.exit(128 + os.constants.signals[signal]);
    }
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[with-postgres] ${error.message}`);
    process.exit(1);
  },
);
