// Runs a command against a throwaway PostgreSQL server:
//   node scripts/with-postgres.mjs <command...>
// Installs Debian's PostgreSQL when missing, initialises a cluster in a fresh temp folder, starts
// it on a free loopback port, runs the command with TEST_DATABASE=postgres and TEST_DATABASE_URL,
// then stops the server and deletes the folder — also on failure, Ctrl-C and SIGTERM.
// Exits with the command's exit code.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createCluster } from './postgres-cluster.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
}

let cluster;
let commandGroup;
let interruptedBy;

function log(message) {
  console.log(`[with-postgres] ${message}`);
}

// Synchronous so that it can run from the 'exit' handler, the last resort on unexpected errors.
function cleanUp() {
  if (cluster) {
    cluster.destroy();
    cluster = undefined;
    log('PostgreSQL stopped');
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
  cluster = await createCluster({ log });
  const url = cluster.url;
  log(`PostgreSQL ${cluster.version} ready at ${url}`);

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
