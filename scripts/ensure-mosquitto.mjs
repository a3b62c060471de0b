// Makes sure Debian's Mosquitto broker exists at /usr/sbin/mosquitto for the MQTT ingestion tests
// (they start their own broker on a loopback port). Installs the package with apt-get when
// missing, otherwise returns at once, so it is safe to run before every test run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const mosquitto = '/usr/sbin/mosquitto';

function run(file, args) {
  console.log(`[ensure-mosquitto] ${file} ${args.join(' ')}`);
  const result = spawnSync(file, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `[ensure-mosquitto] ${file} failed; install it by hand: apt-get install -y mosquitto`,
    );
    process.exit(1);
  }
}

if (fs.existsSync(mosquitto)) {
  console.log(`[ensure-mosquitto] ${mosquitto} present`);
} else {
  console.log(`[ensure-mosquitto] ${mosquitto} missing; installing Debian's mosquitto package`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'mosquitto']);
  if (!fs.existsSync(mosquitto)) {
    console.error(`[ensure-mosquitto] apt-get finished but ${mosquitto} is still missing`);
    process.exit(1);
  }
}
