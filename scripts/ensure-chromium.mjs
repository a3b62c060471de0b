// Makes sure Debian's Chromium exists at /usr/bin/chromium for the browser tests; playwright-core
// drives that binary and never downloads one. Installs it with apt-get when missing, otherwise
// returns at once, so it is safe to run before every e2e run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = '/usr/bin/chromium';

function run(file, args) {
  console.log(`[ensure-chromium] ${file} ${args.join(' ')}`);
  const result = spawnSync(file, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `[ensure-chromium] ${file} failed; install Chromium by hand: apt-get install -y chromium`,
    );
    process.exit(1);
  }
}

if (fs.existsSync(chromium)) {
  console.log(`[ensure-chromium] ${chromium} present`);
} else {
  console.log(`[ensure-chromium] ${chromium} missing; installing Debian's chromium package`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  if (!fs.existsSync(chromium)) {
    console.error(`[ensure-chromium] apt-get finished but ${chromium} is still missing`);
    process.exit(1);
  }
}
