// Entry point of the e2e package (`npm test -w @airboard/e2e`, via `npm run test:e2e` after the
// build): makes sure Chromium is installed, then runs Vitest with the e2e config from the repo
// root. Extra arguments go to Vitest (e.g. a spec file filter). Exits with Vitest's code.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

// Also here, not only in scripts/test.mjs, so `npm run test:e2e` works on a fresh machine.
const chromium = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-chromium.mjs')], {
  stdio: 'inherit',
});
if (chromium.status !== 0) {
  process.exit(1);
}

const vitest = spawn(
  process.execPath,
  [
    path.join(repoRoot, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--config',
    'e2e/vitest.config.ts',
    ...process.argv.slice(2),
  ],
  { cwd: repoRoot, stdio: 'inherit' },
);
// Vitest stops the e2e server in its teardown, so it gets the signal and the time to do that.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => vitest.kill(signal));
}
vitest.on('exit', (code, signal) => process.exit(code ?? 128 + os.constants.signals[signal]));
