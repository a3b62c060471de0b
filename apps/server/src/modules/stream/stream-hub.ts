/**
 * The live streams of one server process (issue 20): what each open stream follows, the change
 * feed heard while any is open, and the events they are sent.
 *
 * - A notice about a site nobody here follows costs nothing. Notices about a followed site are
 *   gathered for STREAM_COALESCE_MS, then its changed measurements are read once and the one
 *   event goes to every stream following the site (a zone's stream gets its zone's part): 1,000
 *   readings a second are a few reads a second, not one per reading per tab.
 * - Events carry ids `<process>-<seq>` and the last STREAM_REPLAY_EVENTS are kept, so a stream
 *   that dropped resumes from Last-Event-ID; a closed stream's topics stay followed for
 *   RESUME_WITHIN_MS so nothing is missed meanwhile. An id of another process, too old or unknown,
 *   or from before a topic was followed, gets `reset` (the tab refetches once); so does every
 *   stream when the feed may have missed notices.
 * - A followed job not yet finished is read again every JOB_FOLLOW_MS: the job runner settles a
 *   job after its handler's notice, and a job failing before its write publishes none.
 * - Idle streams cost no query: a heartbeat comment every STREAM_HEARTBEAT_MS keeps proxies from
 *   closing them.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobEvent, LatestEvent, StreamEventName } from '@airboard/shared/api';
import {
  STREAM_COALESCE_MS,
  STREAM_HEARTBEAT_MS,
  STREAM_REPLAY_EVENTS,
  STREAM_RETRY_MAX_MS,
  STREAM_RETRY_MS,
} from '@airboard/shared/rules';
import type { ChangeNotice } from '../../db/change-feed';
import type { DatabaseHandle } from '../../db/connect';
import { readJobEvent, readSiteLatest, type Subscription } from './stream.service';

/** How often a followed, unfinished job is read again. */
const JOB_FOLLOW_MS = 1_000;
/** How long a closed stream's topics stay followed: a tab reconnecting within it resumes. */
const RESUME_WITHIN_MS = 2 * STREAM_RETRY_MAX_MS;

export interface LiveStreamOptions {
  heartbeatMs: number;
  coalesceMs: number;
  replayEvents: number;
  /** Called before each read the streams cause (tests count them). */
  onRead?: (() => void) | undefined;
}

export const defaultLiveStreamOptions: LiveStreamOptions = {
  heartbeatMs: STREAM_HEARTBEAT_MS,
  coalesceMs: STREAM_COALESCE_MS,
  replayEvents: STREAM_REPLAY_EVENTS,
};

/** Where a stream's text goes (the HTTP response); `end` closes it. */
export interface StreamWriter {
  write(text: string): void;
  end(): void;
}

/** An event as kept for replay: the whole of it; each stream is sent its part. */
interface HubEvent {
  seq: number;
  name: StreamEventName;
  siteId?: string;
  jobId?: string;
  data: object;
}

interface OpenStream {
  subscription: Subscription;
  writer: StreamWriter;
}

export interface StreamHub {
  /**
   * Starts a stream: resumes after `lastEventId` when it can (else `reset`), sends the followed
   * jobs' current state, then every event of its topics. Returns its close.
   */
  open(
    subscription: Subscription,
    lastEventId: string | undefined,
    writer: StreamWriter,
    jobs: readonly JobEvent[],
  ): () => void;
  /** Ends every stream (the server is closing) and stops hearing the feed. */
  stop(): void;
}

const isFinished = (job: JobEvent) => job.status === 'completed' || job.status === 'failed';

export function createStreamHub(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: LiveStreamOptions,
): StreamHub {
  const processId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  let seq = 0;
  /** Resuming from before this seq misses what the feed may have lost: `reset`. */
  let resetBefore = 0;
  const kept: HubEvent[] = [];
  const streams = new Set<OpenStream>();
  /** Streams following each site (whole or by a zone) and each job, closed ones for a while. */
  const siteFollowers = new Map<string, number>();
  /** Since which seq each followed site has been followed without a break. */
  const followedSince = new Map<string, number>();
  const lingering = new Set<NodeJS.Timeout>();
  const jobFollowers = new Map<string, number>();
  /** Followed jobs not finished yet, with the status last sent. */
  const unfinishedJobs = new Map<string, JobEvent['status']>();
  let unsubscribe: (() => void) | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let jobFollow: NodeJS.Timeout | undefined;

  const pendingSites = new Map<string, { measurementIds: Set<string>; alerts: boolean }>();
  const pendingJobs = new Set<string>();
  let flushTimer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const sitesOf = (s: Subscription) => new Set([...s.siteIds, ...s.zones.values()]);
  const count = (counts: Map<string, number>, keys: Iterable<string>, by: 1 | -1) => {
    for (const key of keys) {
      const n = (counts.get(key) ?? 0) + by;
      if (n > 0) {
        counts.set(key, n);
      } else {
        counts.delete(key);
      }
    }
  };
  const follow = (s: Subscription) => {
    for (const siteId of sitesOf(s)) {
      if (!siteFollowers.has(siteId)) {
        followedSince.set(siteId, seq);
      }
    }
    count(siteFollowers, sitesOf(s), 1);
    count(jobFollowers, s.jobIds, 1);
  };
  const unfollow = (s: Subscription) => {
    count(siteFollowers, sitesOf(s), -1);
    count(jobFollowers, s.jobIds, -1);
    for (const siteId of sitesOf(s)) {
      if (!siteFollowers.has(siteId)) {
        followedSince.delete(siteId);
      }
    }
    for (const jobId of s.jobIds) {
      if (!jobFollowers.has(jobId)) {
        unfinishedJobs.delete(jobId);
      }
    }
    if (streams.size === 0 && siteFollowers.size === 0 && jobFollowers.size === 0) {
      stopListening();
    }
  };

  /** The part of an event a stream is sent, or null when it concerns none of its topics. */
  function partFor(event: HubEvent, s: Subscription): object | null {
    switch (event.name) {
      case 'reset':
        return event.data;
      case 'job':
        return s.jobIds.has(event.jobId!) ? event.data : null;
      case 'alerts':
        return sitesOf(s).has(event.siteId!) ? event.data : null;
      case 'latest': {
        if (s.siteIds.has(event.siteId!)) {
          return event.data;
        }
        const latest = event.data as LatestEvent;
        const inZone = (zoneId: string | null) => zoneId !== null && s.zones.has(zoneId);
        const measurements = latest.measurements.filter((m) => inZone(m.zoneId));
        const zones = latest.zones.filter((z) => inZone(z.objectId));
        return measurements.length > 0 || zones.length > 0
          ? { ...latest, measurements, zones }
          : null;
      }
    }
  }

  const format = (id: number, name: StreamEventName, data: object) =>
    `id: ${processId}-${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

  /** Keeps the event for replay and sends each stream its part. */
  function emit(event: Omit<HubEvent, 'seq'>): void {
    const stored = { ...event, seq: ++seq };
    kept.push(stored);
    if (kept.length > options.replayEvents) {
      kept.shift();
    }
    for (const stream of streams) {
      const part = partFor(stored, stream.subscription);
      if (part) {
        stream.writer.write(format(stored.seq, stored.name, part));
      }
    }
  }

  const read = <T>(what: () => Promise<T>) => {
    options.onRead?.();
    return what();
  };

  async function flush(): Promise<void> {
    flushTimer = undefined;
    const sites = [...pendingSites];
    const jobs = [...pendingJobs];
    pendingSites.clear();
    pendingJobs.clear();
    for (const [siteId, change] of sites) {
      if (!siteFollowers.has(siteId)) {
        continue;
      }
      try {
        const latest = await read(() =>
          readSiteLatest(database, siteId, [...change.measurementIds]),
        );
        if (!latest) {
          continue;
        }
        if (latest.event.measurements.length > 0) {
          emit({ name: 'latest', siteId, data: latest.event });
        }
        if (change.alerts) {
          emit({ name: 'alerts', siteId, data: { siteId, projectId: latest.projectId } });
        }
      } catch (error) {
        log.warn({ err: error, siteId }, 'live stream: site not read');
      }
    }
    await Promise.all(jobs.map(readJob));
  }

  /** Sends a followed job's state when it changed; follows it no longer once finished. */
  async function readJob(jobId: string): Promise<void> {
    if (!jobFollowers.has(jobId)) {
      return;
    }
    try {
      const job = await read(() => readJobEvent(database, jobId));
      if (!job) {
        unfinishedJobs.delete(jobId);
        return;
      }
      if (unfinishedJobs.get(jobId) !== job.status) {
        emit({ name: 'job', jobId, data: job });
      }
      if (isFinished(job)) {
        unfinishedJobs.delete(jobId);
      } else {
        unfinishedJobs.set(jobId, job.status);
      }
    } catch (error) {
      log.warn({ err: error, jobId }, 'live stream: job not read');
    }
  }

  const scheduleFlush = () => {
    flushTimer ??= setTimeout(() => {
      flushing = flushing.then(flush);
    }, options.coalesceMs);
  };

  function hear(notice: ChangeNotice): void {
    if (notice.kind === 'job') {
      if (jobFollowers.has(notice.jobId)) {
        pendingJobs.add(notice.jobId);
        scheduleFlush();
      }
      return;
    }
    if (!siteFollowers.has(notice.siteId)) {
      return;
    }
    const pending = pendingSites.get(notice.siteId) ?? { measurementIds: new Set(), alerts: false };
    notice.measurementIds.forEach((id) => pending.measurementIds.add(id));
    pending.alerts ||= notice.alerts;
    pendingSites.set(notice.siteId, pending);
    scheduleFlush();
  }

  /** The feed may have lost notices: every stream refetches, and older ids cannot resume. */
  function gap(): void {
    emit({ name: 'reset', data: {} });
    resetBefore = seq;
  }

  /** Heard while any stream is open; the heartbeat and the job follow-up likewise. */
  function startListening(): void {
    unsubscribe = database.changes.subscribe({ notice: hear, gap });
    heartbeat = setInterval(() => {
      for (const stream of streams) {
        stream.writer.write(': heartbeat\n\n');
      }
    }, options.heartbeatMs);
    jobFollow = setInterval(() => {
      for (const jobId of unfinishedJobs.keys()) {
        pendingJobs.add(jobId);
      }
      if (pendingJobs.size > 0) {
        scheduleFlush();
      }
    }, JOB_FOLLOW_MS);
    heartbeat.unref();
    jobFollow.unref();
  }

  function stopListening(): void {
    unsubscribe?.();
    unsubscribe = null;
    clearInterval(heartbeat);
    clearInterval(jobFollow);
    clearTimeout(flushTimer);
    flushTimer = undefined;
    pendingSites.clear();
    pendingJobs.clear();
  }

  /** What a stream resuming after `lastEventId` is sent first. */
  function resume(stream: OpenStream, lastEventId: string | undefined): void {
    const match = /^(.+)-(\d+)$/.exec(lastEventId ?? '');
    const last = match?.[1] === processId ? Number(match[2]) : null;
    const oldest = kept[0]?.seq ?? seq + 1;
    if (lastEventId === undefined || lastEventId === '') {
      // A first stream starts now; its id lets it resume from here should it drop at once.
      stream.writer.write(`retry: ${STREAM_RETRY_MS}\nid: ${processId}-${seq}\n\n`);
      return;
    }
    stream.writer.write(`retry: ${STREAM_RETRY_MS}\n\n`);
    const missed = (siteId: string) => (followedSince.get(siteId) ?? Infinity) > last!;
    if (
      last === null ||
      last > seq ||
      last < resetBefore ||
      last < oldest - 1 ||
      [...sitesOf(stream.subscription)].some(missed)
    ) {
      stream.writer.write(format(seq, 'reset', {}));
      return;
    }
    for (const event of kept) {
      const part = event.seq > last ? partFor(event, stream.subscription) : null;
      if (part) {
        stream.writer.write(format(event.seq, event.name, part));
      }
    }
  }

  return {
    open(subscription, lastEventId, writer, jobs) {
      const stream = { subscription, writer };
      if (!unsubscribe) {
        startListening();
      }
      streams.add(stream);
      // Resumed before its own topics count: were they followed all along since its last id?
      resume(stream, lastEventId);
      follow(subscription);
      // The jobs' state now, without an id: it is this stream's alone.
      for (const job of jobs) {
        writer.write(`event: job\ndata: ${JSON.stringify(job)}\n\n`);
        if (!isFinished(job)) {
          unfinishedJobs.set(job.objectId, job.status);
        }
      }
      let closed = false;
      return () => {
        if (closed) {
          return;
        }
        closed = true;
        streams.delete(stream);
        // Its topics stay followed a while, should the tab come back with Last-Event-ID.
        const linger = setTimeout(() => {
          lingering.delete(linger);
          unfollow(subscription);
        }, RESUME_WITHIN_MS);
        linger.unref();
        lingering.add(linger);
      };
    },
    stop() {
      for (const stream of [...streams]) {
        stream.writer.end();
      }
      streams.clear();
      lingering.forEach(clearTimeout);
      lingering.clear();
      siteFollowers.clear();
      followedSince.clear();
      jobFollowers.clear();
      unfinishedJobs.clear();
      stopListening();
    },
  };
}
