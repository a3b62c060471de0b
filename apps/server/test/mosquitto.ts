/**
 * A real MQTT broker for tests: Debian's Mosquitto on a free loopback port with a throw-away
 * config, installed by scripts/ensure-mosquitto.mjs when missing, stopped by stop() (and killed
 * with the test process if it dies).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

const BINARY = '/usr/sbin/mosquitto';

export interface Broker {
  url: string;
  stop(): Promise<void>;
}

export async function startMosquitto(): Promise<Broker> {
  if (!fs.existsSync(BINARY)) {
    const script = path.resolve(import.meta.dirname, '../../../scripts/ensure-mosquitto.mjs');
    spawnSync(process.execPath, [script], { stdio: 'inherit' });
  }
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-mosquitto-'));
  const conf = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(conf, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`);
  const child = spawn(BINARY, ['-c', conf], { stdio: 'ignore' });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await waitForPort(port);
  return {
    url: `mqtt://127.0.0.1:${port}`,
    async stop() {
      process.off('exit', killOnExit);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mosquitto did not listen on ${port}`);
}
