/**
 * The BACnet benchmarks' other process: the server's BacnetDeviceSimulator on loopback, plus a
 * raw UDP echo socket for the network's round-trip baseline, run apart from the process measured
 * so the devices' CPU is not counted as the server's. Started by bacnet-fixture.ts with the
 * devices' specs as its argument; it prints one JSON line with the addresses, then answers a
 * JSON command per stdin line (set faults, report its CPU time, stop) with a JSON line.
 */
import { createSocket } from 'node:dgram';
import { createInterface } from 'node:readline';
import {
  BacnetDeviceSimulator,
  type SimulatedDeviceSpec,
} from '../apps/server/src/bas/bacnet/device-simulator';

export type SimulatorCommand = { op: 'dropRate'; value: number } | { op: 'cpu' } | { op: 'stop' };

const specs = JSON.parse(process.argv[2] ?? '[]') as SimulatedDeviceSpec[];
const simulator = await BacnetDeviceSimulator.start(specs);
const echo = createSocket('udp4');
echo.on('message', (message, from) => echo.send(message, from.port, from.address));
await new Promise<void>((resolve) => echo.bind(0, '127.0.0.1', resolve));

const answer = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
answer({ addresses: simulator.addresses, echoPort: echo.address().port });

for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line) as SimulatorCommand;
  if (command.op === 'dropRate') {
    for (const device of simulator.devices) {
      device.faults.dropRate = command.value;
    }
    answer({ ok: true });
  } else if (command.op === 'cpu') {
    const { user, system } = process.cpuUsage();
    answer({ cpuMs: (user + system) / 1000 });
  } else {
    break;
  }
}
simulator.stop();
echo.close();
