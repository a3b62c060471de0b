/**
 * The limit on writes to each BACnet device (issue 21, safety): at most
 * BACNET_WRITES_PER_DEVICE_PER_MINUTE in any minute (rules/bacnet.ts). The connector takes a
 * place here before every WriteProperty, relinquishes included, so every path that writes (a
 * person's point write, a schedule's transition, which queues point writes too) is held to it.
 *
 * A write over the limit waits for its place when that comes within
 * BACNET_WRITE_LONGEST_WAIT_MS: a schedule's transition writing a device's setpoints together
 * should not fail for want of a second or two, and the write job's own timeout is far longer.
 * Beyond that it fails as a JobFailure, final: retrying at once would only meet the limit again,
 * and a person reads why and tries again later.
 *
 * The count is this process's, for one site's connector (a settings change starts a new one, as
 * it opens a new node). Any server process may run a point-write job, so with several processes
 * on one PostgreSQL a device may take up to the limit times the processes; the limit is a guard
 * against a loop gone wrong, not a contract with the device, and one process is the documented
 * deployment.
 */
import {
  BACNET_WRITE_LONGEST_WAIT_MS,
  BACNET_WRITE_WINDOW_MS,
  BACNET_WRITES_PER_DEVICE_PER_MINUTE,
  nextBacnetWriteAt,
} from '@airboard/shared/rules';
import { JobFailure } from '../../jobs/job-runner';

/** The time, and a wait: the real ones, or a test's. */
export interface WriteClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: WriteClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The job's errorMessage when a device has had its writes for now. */
export const tooManyWrites = (deviceInstance: number) =>
  `Too many writes to BACnet device ${deviceInstance}: at most ` +
  `${BACNET_WRITES_PER_DEVICE_PER_MINUTE} a minute; try again shortly`;

export class WriteRateLimit {
  /** By device, when its writes went or will go out (ms, ascending), the last window's only. */
  private readonly writes = new Map<number, number[]>();

  constructor(private readonly clock: WriteClock = realClock) {}

  /**
   * Takes a place for a write to the device: at once, after a short wait, or not at all (a
   * JobFailure). The place is taken before waiting, so writes arriving meanwhile queue behind.
   */
  async take(deviceInstance: number): Promise<void> {
    const now = this.clock.now();
    const recent = (this.writes.get(deviceInstance) ?? []).filter(
      (at) => at > now - BACNET_WRITE_WINDOW_MS,
    );
    this.writes.set(deviceInstance, recent);
    const at = nextBacnetWriteAt(recent, now);
    if (at - now > BACNET_WRITE_LONGEST_WAIT_MS) {
      throw new JobFailure(tooManyWrites(deviceInstance));
    }
    recent.push(at);
    if (at > now) {
      await this.clock.sleep(at - now);
    }
  }
}
