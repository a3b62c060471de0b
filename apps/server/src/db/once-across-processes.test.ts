/**
 * Periodic work done once per period across server processes (issue 20): two processes on one
 * PostgreSQL database asking for the same period run the work once, a later period runs again,
 * an earlier one never, and work that fails leaves its period to the next try. On the embedded
 * database (one process) the work simply runs.
 */
import { expect, it } from 'vitest';
import { onceAcrossProcesses } from './once-across-processes';
import { useDatabaseOfTwoProcesses } from '../../test/fixtures/hooks';
import { usingPostgres } from '../../test/fixtures/test-database';

/** The database, and `other`: a second process's connection to it. */
const database = useDatabaseOfTwoProcesses();

/** Work that takes a moment and counts its runs. */
function countedWork() {
  const work = async () => {
    work.runs++;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return work.runs;
  };
  work.runs = 0;
  return work;
}

it.runIf(usingPostgres)('runs the work of a period once across two processes', async () => {
  const work = countedWork();
  const results = await Promise.all([
    onceAcrossProcesses(database.handle, 'test.minute', 100, work),
    onceAcrossProcesses(database.other, 'test.minute', 100, work),
  ]);
  expect(work.runs).toBe(1);
  expect(results.filter((r) => r === null)).toHaveLength(1);
  // An earlier period is done too; the next one runs.
  expect(await onceAcrossProcesses(database.other, 'test.minute', 99, work)).toBeNull();
  expect(await onceAcrossProcesses(database.other, 'test.minute', 101, work)).toBe(2);
  // Another name has periods of its own.
  expect(await onceAcrossProcesses(database.handle, 'test.other', 100, work)).toBe(3);
});

it.runIf(usingPostgres)('leaves the period of failed work to the next try', async () => {
  await expect(
    onceAcrossProcesses(database.handle, 'test.failing', 7, () =>
      Promise.reject(new Error('down')),
    ),
  ).rejects.toThrow('down');
  expect(
    await onceAcrossProcesses(database.other, 'test.failing', 7, () => Promise.resolve('done')),
  ).toBe('done');
});

it.skipIf(usingPostgres)(
  'runs the work on the embedded database, whose process is alone',
  async () => {
    const work = countedWork();
    await onceAcrossProcesses(database.handle, 'test.minute', 5, work);
    await onceAcrossProcesses(database.handle, 'test.minute', 5, work);
    expect(work.runs).toBe(2);
  },
);
