/**
 * Issue 21's polling bench: `npm run bench bacnet-polling` (about 20 s). 5,000 points, 10
 * simulated controllers of 500 objects in a process of their own, so the CPU counted here is the
 * server side's alone (the simulator's is given beside it). Five polls back to back stand for
 * five minutes of the default 60 s interval:
 * (a) BacnetConnector.readPoints of all 5,000 points (batched per device, 8 requests in flight):
 *     time, requests and this process's CPU time per poll;
 * (b) the server's whole poll (pollSite: the site's mapped points from PGlite, the read, the
 *     values checked and stored through ingestReadings with their rollups), then the live state
 *     it queued (latest values, scores, alerts: drainLiveState), each timed with its CPU.
 * The CPU share at 60 s is CPU per poll / 60 s. Baselines from the same run: one
 * ReadPropertyMultiple of a poll's size through the server's stack (requests × it is the poll
 * read one request at a time with no overhead of ours), and a raw COPY of the same 5,000 rows
 * into readings (what storing them costs with no checks, rollups or live state).
 */
import { BacnetConnector } from '../apps/server/src/bas/bacnet/bacnet-connector';
import { pointKind, pointRef } from '../apps/server/src/bas/bacnet/points';
import { BacnetSiteSystem, connectorOptions } from '../apps/server/src/bas/bacnet/site-system';
import { PropertyIdentifier as P } from '../apps/server/src/bas/bacnet/stack';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/connect';
import { newObjectId } from '../apps/server/src/db/ids';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import * as s from '../apps/server/src/db/schema/index';
import { pollSite } from '../apps/server/src/modules/bacnet/bacnet-polling';
import { drainLiveState } from '../apps/server/src/telemetry/live-state';
import { upkeepReadingMonths } from '../apps/server/src/telemetry/readings-partitions';
import { createProject, createSite } from '../apps/server/test/fixtures/factories';
import {
  count,
  countRequests,
  cpuMs,
  deviceSpecs,
  median,
  ms,
  readPropertyMultipleRoundTrip,
  roundTrip,
  siteSettings,
  startSimulatorProcess,
  type SimulatorProcess,
} from './bacnet-fixture';

const DEVICES = 10;
const OBJECTS = 500;
const POLLS = 5;
const INTERVAL_S = 60;
/** Present values per ReadPropertyMultiple in a poll: a 1476-byte answer at ~24 bytes each. */
const VALUES_PER_REQUEST = 61;
const START = Date.parse('2026-11-28T08:00:00Z');

interface Sample {
  wallMs: number;
  cpuMs: number;
  simulatorCpuMs: number;
  requests: number;
}

/** Runs `work` POLLS times after one warm-up, with its time, CPU time and requests each time. */
async function sampled(
  simulator: SimulatorProcess,
  work: (i: number) => Promise<unknown>,
): Promise<Sample[]> {
  const counter = countRequests();
  await work(-1);
  const out: Sample[] = [];
  for (let i = 0; i < POLLS; i++) {
    counter.reset();
    const simulatorCpu = await simulator.cpuMs();
    const cpu = cpuMs();
    const t = performance.now();
    await work(i);
    out.push({
      wallMs: performance.now() - t,
      cpuMs: cpuMs() - cpu,
      simulatorCpuMs: (await simulator.cpuMs()) - simulatorCpu,
      requests: counter.count,
    });
  }
  return out;
}

const share = (cpu: number) => `${((cpu / (INTERVAL_S * 1000)) * 100).toFixed(2)} % of one core`;

function row(label: string, samples: Sample[]): string {
  const cpu = median(samples.map((x) => x.cpuMs));
  const requests = median(samples.map((x) => x.requests));
  const wall = samples.map((x) => x.wallMs);
  return (
    `  ${label}: ${ms(median(wall))} a poll (worst ${ms(Math.max(...wall))}), ` +
    `CPU ${ms(cpu)} a poll → ${share(cpu)} at ${INTERVAL_S} s` +
    (requests > 0 ? `; ${count(requests)} requests` : '') +
    `; simulator CPU ${ms(median(samples.map((x) => x.simulatorCpuMs)))}`
  );
}

/** The site's points, one per object, mapped as the wizard maps them (bas_ref, kind, states). */
async function mapPoints(
  handle: DatabaseHandle,
  siteId: string,
  objects: { ref: string; name: string; type: number; texts: string[] | null }[],
): Promise<number[]> {
  const seriesIds: number[] = [];
  for (let from = 0; from < objects.length; from += 1_000) {
    const measurements = [];
    const points = [];
    for (const object of objects.slice(from, from + 1_000)) {
      const kind = pointKind(object.type) ?? 'Number';
      const measurementId = newObjectId();
      measurements.push({
        id: measurementId,
        siteId,
        zoneId: null,
        name: object.name,
        type: 'point',
        kind,
        multiStateValues: kind === 'String' ? object.texts : null,
      });
      points.push({
        id: newObjectId(),
        siteId,
        measurementId,
        name: object.name,
        kind,
        basRef: object.ref,
      });
    }
    await handle.db.insert(s.measurements).values(measurements);
    const inserted = await handle.db
      .insert(s.points)
      .values(points)
      .returning({ seriesId: s.points.seriesId });
    seriesIds.push(...inserted.map((p) => p.seriesId));
  }
  return seriesIds;
}

export async function benchBacnetPolling(): Promise<string> {
  const simulator = await startSimulatorProcess(deviceSpecs(DEVICES, OBJECTS));
  const settings = siteSettings(simulator.addresses);
  const connector = await BacnetConnector.open(connectorOptions(settings));
  const handle = await openDatabase({});
  try {
    const t = performance.now();
    const discovery = await connector.discover();
    const discoveryMs = performance.now() - t;
    const objects = discovery.devices.flatMap((device) =>
      device.objects.map((object) => ({
        ref: pointRef(device.instance, object.ref),
        name: object.name,
        type: object.ref.type,
        texts: object.texts,
      })),
    );
    const refs = objects.map((o) => o.ref);
    const firstDevice = discovery.devices[0]!;
    const rpm = await readPropertyMultipleRoundTrip(
      firstDevice.address,
      firstDevice.objects.slice(0, VALUES_PER_REQUEST).map((o) => o.ref),
      [{ id: P.PRESENT_VALUE }],
    );

    const reads = await sampled(simulator, async () => {
      const read = await connector.readPoints(refs);
      if (read.failed.length > 0 || read.values.size !== refs.length) {
        throw new Error(`A poll read ${read.values.size} of ${refs.length} points`);
      }
    });

    await migrateDatabase(handle);
    await upkeepReadingMonths(handle, loadConfig({}).RETENTION_READINGS_DAYS);
    const project = await createProject(handle.db);
    const site = await createSite(handle.db, project.id);
    const seriesIds = await mapPoints(handle, site.id, objects);
    const system = new BacnetSiteSystem(settings, null, null, () => Promise.resolve(connector));
    const log = { warn: (...args: unknown[]) => console.warn(...args) };
    const at = (i: number) => START + (i + 1) * INTERVAL_S * 1000;
    let stored = 0;
    const polls = await sampled(simulator, async (i) => {
      stored = (await pollSite(handle, system, site.id, log, at(i))).stored;
    });
    // The warm-up drains what the polls above queued: each sample is then one poll's live state.
    const liveStates = await sampled(simulator, async (i) => {
      await pollSite(handle, system, site.id, log, at(2 * POLLS + i));
      await drainLiveState(handle);
    });
    const copies = await sampled(simulator, async (i) => {
      const ts = new Date(at(4 * POLLS + i)).toISOString();
      await handle.bulkInsert(
        'readings',
        ['series_id', 'ts', 'value'],
        ['int', 'timestamptz', 'float8'],
        seriesIds.map((id, n) => [id, ts, n % 100]),
      );
    });
    const readCpu = median(reads.map((x) => x.cpuMs));
    const pollCpu = median(polls.map((x) => x.cpuMs));
    const withLiveCpu = median(liveStates.map((x) => x.cpuMs));
    return [
      `BACnet/IP polling: ${count(refs.length)} points on ${DEVICES} devices × ${OBJECTS} objects, ${POLLS} polls back to back for ${POLLS} minutes at ${INTERVAL_S} s; simulator in its own process (its CPU given apart), PGlite in this one`,
      `  discovery of the ${count(refs.length)} objects first: ${ms(discoveryMs)} (I-Am window 3 s included)`,
      `  baseline, one ReadPropertyMultiple of ${VALUES_PER_REQUEST} present values through the server's stack: ${roundTrip(rpm)}; × ${count(median(reads.map((x) => x.requests)))} requests one at a time: ${ms(median(reads.map((x) => x.requests)) * rpm.p50)}`,
      `  baseline, raw COPY of the same ${count(refs.length)} rows into readings (no checks, rollups or live state): ${ms(median(copies.map((x) => x.wallMs)))}, CPU ${ms(median(copies.map((x) => x.cpuMs)))}`,
      row('readPoints alone', reads),
      row(
        `pollSite (points from the database, read, checked, ${count(stored)} stored by ingestReadings)`,
        polls,
      ),
      row('pollSite then drainLiveState (latest values, scores, alerts)', liveStates),
      `  ratios: pollSite ${(pollCpu / readCpu).toFixed(2)}× the CPU of readPoints alone; with the live state ${(withLiveCpu / readCpu).toFixed(2)}×; its storing ${((median(polls.map((x) => x.wallMs)) - median(reads.map((x) => x.wallMs))) / median(copies.map((x) => x.wallMs))).toFixed(1)}× the raw COPY's time`,
    ].join('\n');
  } finally {
    connector.close();
    simulator.stop();
    await handle.close();
  }
}
