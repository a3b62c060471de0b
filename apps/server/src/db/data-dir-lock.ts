/**
 * One server per embedded-database folder: PGlite has no server process to arbitrate, and two
 * processes writing one folder corrupt it. A lock file holds the owner's pid; a stale lock (its
 * process is gone, e.g. after kill -9) is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'airboard.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(fs.readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `${dataDir} is in use by another Airboard server (pid ${owner}); stop it first or set AIRBOARD_DATA_DIR`,
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
