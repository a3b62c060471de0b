/**
 * Issue 18's first run, as a new user meets it: the README's `npm ci && npm start` in a fresh clone
 * of this repository (its committed HEAD, `git clone` into a temporary folder), with the README's
 * defaults (60 days of demo history, the simulator on, data in ./data). It times `npm ci`; the
 * first `npm start` to its builds, to /api/health answering 200 and to /login serving the sign-in
 * page (its HTML and entry script), then to the demo history all in; the data folder's size after
 * that; and three second starts with nothing changed, to /api/health. Each start is stopped with
 * Ctrl-C (SIGINT), as a user would. Takes 3–6 minutes and ~1.5 GB of disk; BENCH_KEEP_CLONE=1
 * keeps the clone.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exitOf, freePort } from '../apps/server/test/fixtures/server-process';
import { loadAverage, median } from './demo-pages';

const repository = path.resolve(import.meta.dirname, '..');
const SECOND_STARTS = 3;
const HISTORY_TIMEOUT_MS = 20 * 60_000;

/** Environment of the user's shell: nothing of ours that would change where or how it runs. */
function userEnv(port?: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith('AIRBOARD_') || key === 'DATABASE_URL' || key.startsWith('npm_')) {
      delete env[key];
    }
  }
  return port === undefined ? env : { ...env, PORT: String(port) };
}

/** Runs a command in the clone to its end; its output is shown only if it fails. */
async function timedCommand(cwd: string, command: string, args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, { cwd, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  if ((await exitOf(child)) !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
  }
  return performance.now() - started;
}

/** A running `npm start`: when (ms after the command) each line of its output first appeared. */
interface Start {
  child: ChildProcess;
  started: number;
  seen(text: string): number | undefined;
  output(): string;
}

function npmStart(cwd: string, port: number): Start {
  const started = performance.now();
  // Its own process group, so that Ctrl-C (SIGINT to the group) reaches npm and the server.
  const child = spawn('npm', ['start'], {
    cwd,
    env: userEnv(port),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const lines: { at: number; text: string }[] = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    lines.push({ at: performance.now() - started, text: chunk.toString() });
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return {
    child,
    started,
    seen: (text) => lines.find((l) => l.text.includes(text))?.at,
    output: () => output,
  };
}

async function ctrlC(start: Start): Promise<void> {
  if (start.child.exitCode === null && start.child.pid !== undefined) {
    process.kill(-start.child.pid, 'SIGINT');
    await exitOf(start.child);
  }
}

/** Polls every 100 ms until the check holds; the time since the start, or a failure after timeout. */
async function until(start: Start, what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) {
      return performance.now() - start.started;
    }
    if (performance.now() > deadline || start.child.exitCode !== null) {
      throw new Error(`npm start: no ${what}:\n${start.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const healthy = (baseUrl: string) => async () => (await fetch(`${baseUrl}/api/health`)).ok;

/** /login answers with the app's page, and the entry script that page names answers too. */
const signInServed = (baseUrl: string) => async () => {
  const page = await fetch(`${baseUrl}/login`);
  const entry = (await page.text()).match(/<script type="module"[^>]* src="([^"]+)"/)?.[1];
  return page.ok && entry !== undefined && (await fetch(`${baseUrl}${entry}`)).ok;
};

const s = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);

export async function benchFirstStart(): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-first-start-'));
  const clone = path.join(folder, 'airboard');
  const loadBefore = loadAverage();
  const rows: string[] = [];
  try {
    execFileSync('git', ['clone', '--quiet', repository, clone]);
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone });
    console.log(`cloned ${commit.toString().trim()} into ${clone}; npm ci…`);
    const install = await timedCommand(clone, 'npm', ['ci']);
    console.log(`npm ci ${s(install)}; first npm start…`);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const first = npmStart(clone, port);
    let health: number;
    let signIn: number;
    let history: number;
    try {
      [health, signIn] = await Promise.all([
        until(first, '/api/health', healthy(baseUrl), 10 * 60_000),
        until(first, 'sign-in page', signInServed(baseUrl), 10 * 60_000),
      ]);
      console.log(`first start: sign-in page after ${s(signIn)}; loading the history…`);
      history = await until(
        first,
        'demo history',
        async () => first.output().includes('demo history loaded in'),
        HISTORY_TIMEOUT_MS,
      );
    } finally {
      await ctrlC(first);
    }
    const built = first.seen('built the server in');
    const dataMb =
      Number(
        execFileSync('du', ['-sk', path.join(clone, 'data')])
          .toString()
          .split('\t')[0],
      ) / 1024;

    const seconds: number[] = [];
    for (let i = 0; i < SECOND_STARTS; i++) {
      const again = npmStart(clone, port);
      try {
        seconds.push(await until(again, '/api/health', healthy(baseUrl), 5 * 60_000));
        if (again.seen('building the') !== undefined) {
          throw new Error(`a second start rebuilt:\n${again.output()}`);
        }
      } finally {
        await ctrlC(again);
      }
    }
    rows.push(
      `| \`npm ci\` | ${s(install)} |`,
      `| first \`npm start\`: builds done (web app, then server) | ${s(built)} (web app ${s(first.seen('built the web app in'))}) |`,
      `| first \`npm start\` → \`/api/health\` 200 | ${s(health)}${built === undefined ? '' : ` (${s(health - built)} after the builds)`} |`,
      `| first \`npm start\` → sign-in page served | **${s(signIn)}** |`,
      `| \`npm ci && npm start\` → sign-in page served (install included) | **${s(install + signIn)}** |`,
      `| first \`npm start\` → demo history all in | ${s(history)} |`,
      `| data folder after the history (\`du -sk data\`) | **${Math.round(dataMb).toLocaleString('en-US')} MB** |`,
      `| second \`npm start\`, nothing changed → \`/api/health\` 200 | **median ${s(median(seconds))}** (${seconds.map(s).join(', ')}) |`,
    );
  } finally {
    if (!process.env.BENCH_KEEP_CLONE) {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  return [
    '\n## First and second start on a fresh clone (issue 18)\n',
    `Load average ${loadBefore} before, ${loadAverage()} after.\n`,
    '| what | time |',
    '|---|---|',
    ...rows,
  ].join('\n');
}
