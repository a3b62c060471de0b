// What `npm test` runs: typecheck, lint and the OpenAPI lint of the served API document (the three
// at once), the unit and API tests (shared, server on PGlite, web), the build, the sign-in page's
// JavaScript budget on it, then the browser tests against the built app with the security suite
// against the built server beside them. Stops at the first failing step, prints a summary, and
// ends with one line "N passed, N failed" — the test counts of the Vitest runs, read from their
// JSON reports — for CI to read. Exits non-zero on any failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runInGroup, signalGroup } from './process-group.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-test-'));
const unitReport = path.join(reportDir, 'unit.json');
// Written by the e2e Vitest config itself, since npm does not pass arguments through test:e2e.
const e2eReport = path.join(repoRoot, 'e2e/test-results/results.json');
const securityReport = path.join(reportDir, 'security.json');

// A list in the list is a group of steps that run at the same time: the type check and the lint
// each keep one core busy for minutes, and one after the other they left the second core idle.
const steps = [
  [
    { name: 'lint', command: ['npm', 'run', 'lint'] },
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    // Builds the app on an in-memory database, writes GET /api/docs/json and runs `redocly lint`.
    { name: 'openapi lint', command: ['npm', 'run', 'lint:openapi'] },
  ],
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
  // The one build of the run (what `npm run test:e2e` would do in one step).
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'sign-in page size', command: ['node', 'scripts/check-sign-in-size.mjs'] },
  // The browser tests run their files one after another and leave about a third of the two
  // cores idle: the security suite runs beside them.
  [
    {
      name: 'e2e (browser tests)',
      command: ['npm', 'test', '-w', '@airboard/e2e'],
      report: e2eReport,
    },
    // Replays the probe's attacks (issue 11) against the server the build step built.
    {
      name: 'security (built server)',
      command: [
        'npm',
        'run',
        'test:security',
        '--',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${securityReport}`,
      ],
      report: securityReport,
    },
  ],
];

// Ctrl-C and CI cancellation reach only this script; they are passed on to the running steps.
const runningGroups = new Set();
let interruptedBy;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interruptedBy = signal;
    for (const groupId of runningGroups) {
      signalGroup(groupId, signal);
    }
  });
}

/**
 * Passed and failed test counts of a Vitest JSON report, with the failed tests' names (file and
 * title) so the summary — all a CI log's tail may keep — says what failed; zeros when the run
 * wrote no report.
 */
function readCounts(report) {
  if (!report || !fs.existsSync(report)) {
    return { passed: 0, failed: 0, failedNames: [] };
  }
  const {
    numPassedTests,
    numFailedTests,
    testResults = [],
  } = JSON.parse(fs.readFileSync(report, 'utf8'));
  const failedNames = testResults.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${path.relative(repoRoot, file.name)} › ${test.fullName}`),
  );
  return { passed: numPassedTests, failed: numFailedTests, failedNames };
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Runs one step and returns its result. `output`: a file descriptor its output goes to instead of
 * this process's (a step of a group, whose output is printed whole when the group ends).
 */
async function runStep(step, output) {
  if (step.report) {
    fs.rmSync(step.report, { force: true });
  }
  const startedAt = Date.now();
  let groupId;
  const code = await runInGroup(step.command, {
    cwd: repoRoot,
    output,
    onStart: (id) => runningGroups.add((groupId = id)),
  });
  runningGroups.delete(groupId);
  const status = code === 0 ? 'PASS' : 'FAIL';
  const counts = step.report && readCounts(step.report);
  return { step, status, duration: Date.now() - startedAt, counts };
}

/**
 * Runs a group's steps at once. The first prints as it runs (a long step is not silent for
 * minutes); each other writes to a file of its own, printed whole when the group ends.
 */
async function runTogether(group) {
  console.log(`\n==> at once: ${group.map((step) => step.name).join(', ')}`);
  const [first, ...others] = group;
  console.log(`\n==> ${first.name}: ${first.command.join(' ')}\n`);
  const logs = others.map((_, index) => path.join(reportDir, `step-${index}.log`));
  const files = logs.map((log) => fs.openSync(log, 'w'));
  const groupResults = await Promise.all([
    runStep(first),
    ...others.map((step, index) => runStep(step, files[index])),
  ]);
  others.forEach((step, index) => {
    fs.closeSync(files[index]);
    console.log(`\n==> ${step.name}: ${step.command.join(' ')}\n`);
    process.stdout.write(fs.readFileSync(logs[index]));
  });
  return groupResults;
}

const results = [];
let failedStep;
for (const entry of steps) {
  const group = Array.isArray(entry) ? entry : [entry];
  if (failedStep || interruptedBy) {
    results.push(...group.map((step) => ({ step, status: 'SKIP' })));
    continue;
  }
  let stepResults;
  if (Array.isArray(entry)) {
    stepResults = await runTogether(entry);
  } else {
    console.log(`\n==> ${entry.name}: ${entry.command.join(' ')}\n`);
    stepResults = [await runStep(entry)];
  }
  results.push(...stepResults);
  failedStep ??= stepResults.find((result) => result.status === 'FAIL')?.step;
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
  for (const name of counts?.failedNames ?? []) {
    console.log(`          ✗ ${name}`);
  }
}
if (interruptedBy) {
  console.log(`\nInterrupted by ${interruptedBy}.`);
} else if (failedStep) {
  console.log(`\nFailed at: ${failedStep.name}.`);
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = interruptedBy ? 128 + os.constants.signals[interruptedBy] : failedStep ? 1 : 0;
