// Runs a command against a throwaway PostgreSQL server:
//   node scripts/with-postgres.mjs <command...>
// Installs Debian's PostgreSQL when missing, initialises a cluster in a fresh temp folder, starts
// it on a free loopback port, runs the command with TEST_DATABASE=postgres and TEST_DATABASE_URL,
// then stops the server and deletes the folder — also on failure, Ctrl-C and SIGTERM.
// Exits with the command's exit code.
import os from 'node:os';
import path from 'node:path';
import { createCluster } from './postgres-cluster.mjs';
import { runInGroup, signalGroup } from './process-group.mjs';

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

/** Runs the command with the cluster's settings in env, passing signals on while it runs. */
async function runCommand(env) {
  const code = await runInGroup(command, {
    env,
    label: '[with-postgres] ',
    onStart: (groupId) => (commandGroup = groupId),
  });
  commandGroup = undefined;
  return code;
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
