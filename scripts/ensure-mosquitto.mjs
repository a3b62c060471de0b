// Makes sure Debian's Mosquitto broker exists at /usr/sbin/mosquitto for the MQTT ingestion tests
// (they start their own broker on a loopback port). Installs the package with apt-get when
// missing, otherwise returns at once, so it is safe to run before every test run.
import { ensureAptPackage } from './ensure-apt-package.mjs';

try {
  ensureAptPackage('/usr/sbin/mosquitto', ['mosquitto'], (line) =>
    console.log(`[ensure-mosquitto] ${line}`),
  );
} catch (error) {
  console.error(`[ensure-mosquitto] ${error.message}`);
  process.exit(1);
}
