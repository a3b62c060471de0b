// The web app's and the server's builds, redone only when their inputs changed since their last
// build (issue 18), for `npm start` (start.mjs) and `npm run cluster` (cluster/). The inputs are
// known by a hash of their contents — sources, configs, the lockfile — not by timestamps, so a
// checkout or a copy that changes nothing rebuilds nothing, and an edit undone is no change. The
// record of each build is kept in node_modules/.cache (not in dist/, which the server serves): the
// hash of the inputs it was built from, which output file it made (size and time, so a build made
// by hand since is noticed and redone here) and how long it took, for the next build's time left.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const recordFile = path.join(root, 'node_modules/.cache/airboard/builds.json');

/** Inputs both builds read: the shared package, the workspace's manifests and TypeScript base. */
const SHARED_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared',
];

/**
 * What a build reads, what it makes, and how to run it (its workspace's npm script). A `later`
 * build is not needed to serve: `npm start` runs it once the server is up.
 */
const BUILDS = [
  {
    name: 'web app',
    workspace: '@airboard/web',
    script: 'build:app',
    inputs: [...SHARED_INPUTS, 'apps/web'],
    output: 'apps/web/dist/index.html',
  },
  {
    // The server's render of signed-in first screens (decision 023): until it is built, pages
    // are drawn by the app alone.
    name: 'first screens',
    workspace: '@airboard/web',
    script: 'build:first-screen',
    inputs: [...SHARED_INPUTS, 'apps/web'],
    output: 'apps/web/dist-first-screen/render.js',
    later: true,
  },
  {
    name: 'server',
    workspace: '@airboard/server',
    script: 'build',
    inputs: [
      ...SHARED_INPUTS,
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
    ],
    output: 'apps/server/dist/main.js',
  },
];

/** Never inputs: installed packages, build outputs and caches, and tests (not in any bundle). */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-first-screen',
  'coverage',
  'test-results',
  '.vite',
]);
const SKIPPED_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\.tsbuildinfo$/;

/** Every input file under the paths, sorted, relative to the repository. */
function inputFiles(paths) {
  const files = [];
  const visit = (relative) => {
    const absolute = path.join(root, relative);
    const stat = fs.statSync(absolute, { throwIfNoEntry: false });
    if (!stat) {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(absolute).sort()) {
        if (!SKIPPED_FOLDERS.has(entry)) {
          visit(path.join(relative, entry));
        }
      }
    } else if (stat.isFile() && !SKIPPED_FILE.test(relative)) {
      files.push(relative);
    }
  };
  paths.forEach(visit);
  return files;
}

/** The hash of a build's inputs: each file's path and contents, and the build's environment. */
function inputsHash(paths) {
  const hash = createHash('sha256');
  for (const file of inputFiles(paths)) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  // Vite puts VITE_* variables into the bundle; NODE_ENV changes what both builds make.
  const env = Object.entries(process.env)
    .filter(([key]) => key.startsWith('VITE_') || key === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(env));
  return hash.digest('hex');
}

/** The output file as the record keeps it: gone, or its size and modification time. */
function outputStamp(output) {
  const stat = fs.statSync(path.join(root, output), { throwIfNoEntry: false });
  return stat ? { size: stat.size, mtimeMs: stat.mtimeMs } : null;
}

function readRecord() {
  try {
    return JSON.parse(fs.readFileSync(recordFile, 'utf8'));
  } catch {
    return {};
  }
}

function writeRecord(record) {
  fs.mkdirSync(path.dirname(recordFile), { recursive: true });
  fs.writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
}

/** True when the build's output is the one recorded for these inputs. */
function upToDate(entry, hash, output) {
  const stamp = outputStamp(output);
  return (
    entry?.inputs === hash &&
    stamp !== null &&
    entry.output?.size === stamp.size &&
    entry.output?.mtimeMs === stamp.mtimeMs
  );
}

/**
 * One line that says how the build goes: rewritten in place each second on a terminal, with the
 * time left at the pace of the last build; elsewhere (logs, CI) a line at the start only.
 */
function progressLine(name, lastSeconds) {
  const started = performance.now();
  const tty = process.stdout.isTTY;
  const elapsed = () => (performance.now() - started) / 1000;
  const line = () => {
    const left = lastSeconds ? Math.round(lastSeconds - elapsed()) : null;
    const eta = left === null ? '' : left > 0 ? `, about ${left} s left` : ', nearly done';
    return `building the ${name}… ${Math.floor(elapsed())} s${eta}`;
  };
  let timer;
  if (tty) {
    process.stdout.write(line());
    timer = setInterval(() => process.stdout.write(`\r\x1b[K${line()}`), 1000);
  } else {
    process.stdout.write(
      `building the ${name}${lastSeconds ? ` (about ${Math.round(lastSeconds)} s last time)` : ''}…\n`,
    );
  }
  return {
    end(ok) {
      clearInterval(timer);
      const seconds = elapsed();
      const result = `${ok ? 'built' : 'failed to build'} the ${name} in ${seconds.toFixed(1)} s`;
      process.stdout.write(tty ? `\r\x1b[K${result}\n` : `${result}\n`);
      return seconds;
    },
  };
}

/** Runs a workspace's build script with its output held back, shown only if it fails. */
function runBuild({ workspace, script }) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, '-w', workspace], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // npm is a .cmd script on Windows, which only a shell runs.
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Builds whatever changed — all of it, or with `{ later: false }` only what serving needs, or with
 * `{ later: true }` only the rest — and exits the process when a build fails (a later one is left
 * unbuilt instead).
 */
export async function buildWhatChanged({ later } = {}) {
  for (const build of BUILDS.filter((b) => later === undefined || Boolean(b.later) === later)) {
    const record = readRecord();
    const key = `${build.workspace} ${build.script}`;
    const hash = inputsHash(build.inputs);
    if (upToDate(record[key], hash, build.output)) {
      continue;
    }
    const progress = progressLine(build.name, record[key]?.seconds);
    const { ok, output } = await runBuild(build);
    const seconds = progress.end(ok);
    if (!ok) {
      // A later build runs beside the server: its failure (or a Ctrl-C reaching it) must not stop
      // the server, which goes on without it and stops cleanly by itself.
      if (later === true) {
        return;
      }
      process.stderr.write(output);
      process.exit(1);
    }
    writeRecord({
      ...readRecord(),
      [key]: { inputs: hash, output: outputStamp(build.output), seconds },
    });
  }
}
