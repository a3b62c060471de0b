/**
 * Starting the real server (src/main.ts through tsx) as a child process for tests that need a
 * process: shutdown, the data-folder lock, kill -9 recovery. Demo data and the simulator are off.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
}

/**
 * Spawns the server on the port and data folder. `detached` gives it its own process group, so a
 * signal can reach the node process that tsx starts.
 */
export function spawnServer(options: {
  port: number;
  dataDir: string;
  detached?: boolean;
}): ServerProcess {
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(options.port),
      AIRBOARD_DATA_DIR: options.dataDir,
      AIRBOARD_DEMO_DATA: 'off',
      AIRBOARD_SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Waits until the server says it is listening; fails with its output if it dies or takes 60 s. */
export async function untilListening(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!server.output().includes('Airboard is running')) {
    if (Date.now() > deadline || server.child.exitCode !== null) {
      throw new Error(`server did not start:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
