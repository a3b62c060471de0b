// Commands that the test scripts run in a process group of their own, so that a signal reaches
// the whole command and whatever it leaves behind is killed: Vitest's fork workers can outlive an
// interrupted Vitest and spin (vitest-dev/vitest#9123).
import { spawn } from 'node:child_process';
import os from 'node:os';

/** Sends a signal to a process group; false when the group is empty. */
export function signalGroup(groupId, signal) {
  try {
    process.kill(-groupId, signal);
    return true;
  } catch {
    return false; // ESRCH: the group is empty.
  }
}

/** Gives the rest of the group up to 5 s to finish (a server shutting down), then kills it. */
async function killLeftovers(groupId) {
  for (let waited = 0; waited < 5_000 && signalGroup(groupId, 0); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signalGroup(groupId, 'SIGKILL');
}

/**
 * Runs a command in its own process group and resolves with its exit code once it and its
 * leftovers are gone. `onStart` gets the group's id, for passing signals on while it runs.
 * `output`: where its stdout and stderr go (a file descriptor); this process's own by default.
 */
export function runInGroup([file, ...args], { cwd, env, label = '', onStart, output } = {}) {
  return new Promise((resolve) => {
    // No stdin: a background process group reading the terminal would be stopped (SIGTTIN).
    const child = spawn(file, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', output ?? 'inherit', output ?? 'inherit'],
    });
    onStart?.(child.pid);
    const finish = async (code) => {
      await killLeftovers(child.pid);
      resolve(code);
    };
    child.once('error', (error) => {
      console.error(`${label}cannot run ${file}: ${error.message}`);
      void finish(127);
    });
    child.once('exit', (code, signal) => void finish(code ?? 128 + os.constants.signals[signal]));
  });
}
