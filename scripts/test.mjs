// What `npm test` runs: typecheck, lint, the OpenAPI lint of the served API document, the unit
// and API tests (shared, server on PGlite, web), then the browser tests against the built app. Stops at the first failing step, prints a
// summary, and ends with one line "N passed, N failed" — the test counts of the Vitest runs,
// read from their JSON reports — for CI to read. Exits non-zero on any failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-test-'));
const unitReport = path.join(reportDir, 'unit.json');
// Written by the e2e Vitest config itself, since npm does not pass arguments through test:e2e.
const e2eReport = path.join(repoRoot, 'e2e/test-results/results.json');

const steps = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  // Builds the app on an in-memory database, writes GET /api/docs/json and runs `redocly lint`.
  { name: 'openapi lint', command: ['npm', 'run', 'lint:openapi'] },
  // The MQTT ingestion tests start Debian's Mosquitto broker.
  { name: 'mosquitto', command: ['node', 'scripts/ensure-mosquitto.mjs'] },
  {
    name: 'unit and API tests',
    command: [
      'npm',
      'run',
      'test:unit',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitReport}`,
    ],
    report: unitReport,
  },
  { name: 'chromium', command: ['node', 'scripts/ensure-chromium.mjs'] },
  { name: 'e2e (build + browser tests)', command: ['npm', 'run', 'test:e2e'], report: e2eReport },
];

// Ctrl-C and CI cancellation reach only this script; they are passed on to the running step.
let runningGroup;
let interruptedBy;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interruptedBy = signal;
    if (runningGroup) {
      signalGroup(runningGroup, signal);
    }
  });
}

/**
 * Runs a step in its own process group and resolves with its exit code. Whatever is left of the
 * group once the step exits is killed, because Vitest's fork workers can outlive an interrupted
 * Vitest and spin (vitest-dev/vitest#9123).
 */
function runInGroup([file, ...args]) {
  return new Promise((resolve) => {
    // No stdin: a background process group reading the terminal would be stopped (SIGTTIN).
    const child = spawn(file, args, {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    runningGroup = child.pid;
    const finish = async (code) => {
      await killLeftovers(child.pid);
      runningGroup = undefined;
      resolve(code);
    };
    child.once('error', (error) => {
      console.error(`cannot run ${file}: ${error.message}`);
      void finish(127);
    });
    child.once('exit', (code, signal) => void finish(code ?? 128 + os.constants.signals[signal]));
  });
}

function signalGroup(groupId, signal) {
  try {
    process.kill(-groupId, signal);
    return true;
  } catch {
    return false; // ESRCH: the group is empty.
  }
}

/** Gives the rest of the group up to 5 s to finish (a server shutting down), then kills it. */
async function killLeftovers(groupId) {
  for (let waited = 0; waited < 5_000 && signalGroup(groupId, 0); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signalGroup(groupId, 'SIGKILL');
}

/** Passed and failed test counts of a Vitest JSON report; zeros when the run wrote none. */
function readCounts(report) {
  if (!report || !fs.existsSync(report)) {
    return { passed: 0, failed: 0 };
  }
  const { numPassedTests, numFailedTests } = JSON.parse(fs.readFileSync(report, 'utf8'));
  return { passed: numPassedTests, failed: numFailedTests };
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

const results = [];
let failedStep;
for (const step of steps) {
  if (failedStep || interruptedBy) {
    results.push({ step, status: 'SKIP' });
    continue;
  }
  console.log(`\n==> ${step.name}: ${step.command.join(' ')}\n`);
  if (step.report) {
    fs.rmSync(step.report, { force: true });
  }
  const startedAt = Date.now();
  const code = await runInGroup(step.command);
  const counts = readCounts(step.report);
  const status = code === 0 ? 'PASS' : 'FAIL';
  results.push({ step, status, duration: Date.now() - startedAt, counts: step.report && counts });
  if (code !== 0) {
    failedStep = step;
  }
}
fs.rmSync(reportDir, { recursive: true, force: true });

const total = { passed: 0, failed: 0 };
console.log('\n==> Summary\n');
for (const { step, status, duration, counts } of results) {
  const detail = counts ? `  (${counts.passed} passed, ${counts.failed} failed)` : '';
  const time = duration === undefined ? '' : seconds(duration);
  console.log(`  ${status}  ${step.name.padEnd(28)} ${time.padStart(8)}${detail}`.trimEnd());
  total.passed += counts?.passed ?? 0;
  total.failed += counts?.failed ?? 0;
}
if (interruptedBy) {
  console.log(`\nInterrupted by ${interruptedBy}.`);
} else if (failedStep) {
  console.log(`\nFailed at: ${failedStep.name}.`);
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = interruptedBy ? 128 + os.constants.signals[interruptedBy] : failedStep ? 1 : 0;
