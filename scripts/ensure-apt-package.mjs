// Makes sure a Debian package's program exists, installing the package with apt-get when it is
// missing and returning at once otherwise, so it is safe to run before every test or cluster run.
// Used by ensure-mosquitto.mjs (the MQTT tests' broker) and cluster/ (nginx, Mosquitto).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Installs `packages` when `program` (an absolute path) is missing; throws, naming the command to
 * run by hand, when apt-get fails or the program is still missing after it.
 */
export function ensureAptPackage(program, packages, log = console.log) {
  if (fs.existsSync(program)) {
    log(`${program} present`);
    return;
  }
  log(`${program} missing; installing Debian's ${packages.join(', ')}`);
  const byHand = `install it by hand: apt-get install -y ${packages.join(' ')}`;
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    log(`apt-get ${args.join(' ')}`);
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      throw new Error(`apt-get ${args[0]} failed; ${byHand}`);
    }
  }
  if (!fs.existsSync(program)) {
    throw new Error(`apt-get finished but ${program} is still missing; ${byHand}`);
  }
}
