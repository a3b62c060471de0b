/**
 * A simulated BBMD (BACnet Broadcast Management Device, ASHRAE 135 Annex J) on a loopback UDP
 * port, for the tests of a site on another subnet: the devices "behind" it send their
 * broadcasts to it (their broadcast address is its address), as if it shared their network. It
 * does what a foreign device needs of a BBMD, and no more: accepts Register-Foreign-Device
 * (answering BVLC-Result success) for the time-to-live plus the standard's 30 s of grace,
 * distributes a registered foreign device's Distribute-Broadcast-To-Network to its devices as
 * Forwarded-NPDU (refusing one from a device not registered, with the standard's NAK), and
 * forwards its devices' broadcasts (their I-Am) to the registered foreign devices. BVLC is
 * encoded here, not through the library: the simulator must not share the code it checks.
 */
import { createSocket, type RemoteInfo } from 'node:dgram';

/** BVLC functions (Annex J.2). */
const BVLC = {
  result: 0x00,
  forwardedNpdu: 0x04,
  registerForeignDevice: 0x05,
  distributeBroadcastToNetwork: 0x09,
  originalBroadcastNpdu: 0x0b,
} as const;
const BVLC_TYPE = 0x81;
const SUCCESSFUL_COMPLETION = 0x0000;
const DISTRIBUTE_BROADCAST_TO_NETWORK_NAK = 0x0060;
/** The BBMD keeps a foreign device this long past its time-to-live (J.5.2.3). */
const GRACE_MS = 30_000;

/** One BVLC message: its header and its data. */
function bvlc(func: number, data: Buffer): Buffer {
  const header = Buffer.from([BVLC_TYPE, func, 0, 0]);
  header.writeUInt16BE(4 + data.length, 2);
  return Buffer.concat([header, data]);
}

/** Forwarded-NPDU: the original sender's B/IP address (4 bytes of IP, 2 of port), then the NPDU. */
function forwarded(npdu: Buffer, from: { address: string; port: number }): Buffer {
  const origin = Buffer.alloc(6);
  from.address.split('.').forEach((part, i) => origin.writeUInt8(Number(part), i));
  origin.writeUInt16BE(from.port, 4);
  return bvlc(BVLC.forwardedNpdu, Buffer.concat([origin, npdu]));
}

const result = (code: number) => {
  const data = Buffer.alloc(2);
  data.writeUInt16BE(code);
  return bvlc(BVLC.result, data);
};

const key = (from: { address: string; port: number }) => `${from.address}:${from.port}`;

export class SimulatedBbmd {
  private readonly socket = createSocket('udp4');
  /** Registered foreign devices by "ip:port", until when (epoch ms). */
  private readonly foreignDevices = new Map<string, number>();
  /** Every Register-Foreign-Device received: who, and for how long (s). */
  readonly registrations: { from: string; ttlSeconds: number }[] = [];
  /** The devices on its network ("ip:port"), to which it distributes broadcasts. */
  members: string[] = [];
  /** Hears and answers nothing (switched off, or unreachable). */
  offline = false;

  private constructor() {
    this.socket.on('message', (message: Buffer, from: RemoteInfo) => this.receive(message, from));
  }

  /** Starts it on a free loopback port. */
  static async start(): Promise<SimulatedBbmd> {
    const bbmd = new SimulatedBbmd();
    await new Promise<void>((resolve) => bbmd.socket.bind(0, '127.0.0.1', resolve));
    return bbmd;
  }

  /** Where it listens, "127.0.0.1:port". */
  get address(): string {
    const { address, port } = this.socket.address();
    return `${address}:${port}`;
  }

  stop(): void {
    this.socket.close();
  }

  private receive(message: Buffer, from: RemoteInfo): void {
    if (this.offline || message.length < 4 || message[0] !== BVLC_TYPE) {
      return;
    }
    const data = message.subarray(4);
    switch (message.readUInt8(1)) {
      case BVLC.registerForeignDevice: {
        const ttlSeconds = data.readUInt16BE(0);
        this.registrations.push({ from: key(from), ttlSeconds });
        this.foreignDevices.set(key(from), Date.now() + ttlSeconds * 1000 + GRACE_MS);
        this.send(result(SUCCESSFUL_COMPLETION), key(from));
        return;
      }
      case BVLC.distributeBroadcastToNetwork: {
        if (!this.isRegistered(key(from))) {
          this.send(result(DISTRIBUTE_BROADCAST_TO_NETWORK_NAK), key(from));
          return;
        }
        const distributed = forwarded(data, from);
        for (const member of this.members) {
          this.send(distributed, member);
        }
        return;
      }
      case BVLC.originalBroadcastNpdu: {
        const distributed = forwarded(data, from);
        for (const foreign of this.foreignDevices.keys()) {
          if (this.isRegistered(foreign)) {
            this.send(distributed, foreign);
          }
        }
        return;
      }
      default:
        // Other BVLC functions (tables, results) are not what a foreign device needs here.
        return;
    }
  }

  private isRegistered(foreign: string): boolean {
    const until = this.foreignDevices.get(foreign);
    return until !== undefined && until > Date.now();
  }

  private send(message: Buffer, to: string): void {
    const [host = '', port = ''] = to.split(':');
    this.socket.send(message, Number(port), host);
  }
}
