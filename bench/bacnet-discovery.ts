/**
 * Issue 21's discovery bench: `npm run bench bacnet-discovery` (about a minute). 10 simulated
 * controllers of 100 objects (1,000 objects) in a process of their own, found and read by the
 * server's BacnetConnector over real UDP on loopback with a site's default settings (APDU timeout
 * 3 s, so I-Am answers are awaited 3 s): with 8 requests in flight (the default), with 1, and
 * with 2 % of the packets the devices receive lost. Each run gives when the last device was read
 * (the figure) and when discover() returned (after the I-Am window), the requests sent and
 * objects per second. Baselines from the same run: a raw UDP round trip to the devices' process,
 * and one ReadPropertyMultiple of discovery's size through the server's stack; requests × that
 * round trip is what reading one request at a time would cost with no overhead of ours.
 * The simulator's links draw their losses from one seed (udp-link.ts), so a loss falls on the
 * same packet of every device at once: one lost request usually means ten, waited out together.
 */
import { BacnetConnector } from '../apps/server/src/bas/bacnet/bacnet-connector';
import { connectorOptions } from '../apps/server/src/bas/bacnet/site-system';
import { ObjectType, PropertyIdentifier as P } from '../apps/server/src/bas/bacnet/stack';
import {
  count,
  countRequests,
  deviceSpecs,
  median,
  ms,
  readPropertyMultipleRoundTrip,
  roundTrip,
  siteSettings,
  startSimulatorProcess,
  udpEchoRoundTrip,
  type SimulatorProcess,
} from './bacnet-fixture';

const DEVICES = 10;
const OBJECTS = 100;
/** Objects per ReadPropertyMultiple in discovery: a 1476-byte answer at ~200 bytes an object. */
const OBJECTS_PER_REQUEST = 7;
/** What discovery asks of an analog object (discovery.ts, propertiesOf). */
const ANALOG_PROPERTIES = [
  P.OBJECT_NAME,
  P.DESCRIPTION,
  P.PRESENT_VALUE,
  P.PRIORITY_ARRAY,
  P.UNITS,
  P.MIN_PRES_VALUE,
  P.MAX_PRES_VALUE,
].map((id) => ({ id }));

interface Run {
  readMs: number;
  totalMs: number;
  requests: number;
  objects: number;
  failed: number;
}

/** `runs` discoveries with the settings; the simulator's drop rate is set by the caller. */
async function discoveries(
  simulator: SimulatorProcess,
  maxConcurrentRequests: number,
  runs: number,
): Promise<Run[]> {
  const counter = countRequests();
  const connector = await BacnetConnector.open(
    connectorOptions(siteSettings(simulator.addresses, { maxConcurrentRequests })),
  );
  const out: Run[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      counter.reset();
      const start = performance.now();
      let readMs = 0;
      const result = await connector.discover((progress) => {
        if (progress.devicesDone === DEVICES) {
          readMs = performance.now() - start;
        }
      });
      out.push({
        readMs,
        totalMs: performance.now() - start,
        requests: counter.count,
        objects: result.devices.reduce((n, d) => n + d.objects.length, 0),
        failed: result.failed.length,
      });
    }
  } finally {
    connector.close();
  }
  return out;
}

function row(label: string, runs: Run[]): string {
  const read = median(runs.map((r) => r.readMs));
  const worst = Math.max(...runs.map((r) => r.readMs));
  const objects = median(runs.map((r) => r.objects));
  const failed = runs.reduce((n, r) => n + r.failed, 0);
  return [
    `  ${label} (${runs.length} runs): last device read at ${ms(read)} (worst ${ms(worst)}),`,
    `discover() returned at ${ms(median(runs.map((r) => r.totalMs)))};`,
    `${count(objects)} objects, ${count(median(runs.map((r) => r.requests)))} requests,`,
    `${count(objects / (read / 1000))} objects/s${failed > 0 ? `; ${failed} devices failed` : ''};`,
    `each run's last device read at ${runs.map((r) => Math.round(r.readMs)).join(', ')} ms`,
  ].join(' ');
}

export async function benchBacnetDiscovery(): Promise<string> {
  const simulator = await startSimulatorProcess(deviceSpecs(DEVICES, OBJECTS));
  try {
    const echo = await udpEchoRoundTrip(simulator.echoPort);
    const analogs = Array.from({ length: OBJECTS_PER_REQUEST }, (_, i) => ({
      type: ObjectType.ANALOG_INPUT,
      instance: i + 1,
    }));
    const rpm = await readPropertyMultipleRoundTrip(
      simulator.addresses[0]!,
      analogs,
      ANALOG_PROPERTIES,
    );
    // A first discovery warms up the code paths; it is not counted.
    await discoveries(simulator, 8, 1);
    const parallel = await discoveries(simulator, 8, 5);
    const serial = await discoveries(simulator, 1, 3);
    await simulator.setDropRate(0.02);
    const lossy = await discoveries(simulator, 8, 10);
    await simulator.setDropRate(0);
    const requests = median(parallel.map((r) => r.requests));
    const floor = requests * rpm.p50;
    const read = (runs: Run[]) => median(runs.map((r) => r.readMs));
    return [
      `BACnet/IP discovery: ${DEVICES} devices × ${OBJECTS} objects, simulator in its own process, loopback UDP`,
      `  baseline, raw UDP round trip to the simulator's process: ${roundTrip(echo)}`,
      `  baseline, one ReadPropertyMultiple (${OBJECTS_PER_REQUEST} analog objects × ${ANALOG_PROPERTIES.length} properties) through the server's stack: ${roundTrip(rpm)}`,
      `  baseline, ${count(requests)} requests one at a time at that round trip: ${ms(floor)}`,
      row('8 requests in flight (default)', parallel),
      row('1 request in flight', serial),
      row('2 % of packets lost, 8 in flight, APDU timeout 3 s', lossy),
      `  ratios: 8 in flight ${(read(parallel) / floor).toFixed(2)}×, 1 in flight ${(read(serial) / floor).toFixed(2)}×, 2 % loss ${(read(lossy) / floor).toFixed(2)}× the one-at-a-time baseline`,
    ].join('\n');
  } finally {
    simulator.stop();
  }
}
