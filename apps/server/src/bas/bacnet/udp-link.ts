/**
 * The UDP link under the BACnet stack (stack.ts), in place of the library's own: the library's
 * cannot bind port 0 (a free port, as tests and several simulated devices on one machine need).
 * It is also where a simulated device's faults happen (lost packets, late answers, offline) and
 * where an answer too long for one message becomes the abort a device without segmentation
 * sends. It offers what the library expects of a transport: 'message' events with the sender as
 * "ip:port", and sending to "ip:port" or to the broadcast address.
 */
import { createSocket, type RemoteInfo } from 'node:dgram';
import { EventEmitter } from 'node:events';
import { seededRandom } from '../../lib/seeded-random';

/** BACnet's abort reason for an answer that would need segmentation. */
const SEGMENTATION_NOT_SUPPORTED = 4;

/** What a simulated device's link does to its traffic; changed at any time. */
export interface LinkFaults {
  /** Share of the packets that arrive and are lost, 0 to 1. */
  dropRate: number;
  /** How long every answer takes. */
  delayMs: number;
  /** Neither hears nor answers anything. */
  offline: boolean;
  /**
   * Longest answer that gets through, when shorter than the device's own limit (a router to a
   * slower network on the way): a longer one is aborted although the device announced more.
   */
  answerLimit?: number;
}

/** The largest message the link lets the library encode before it checks the length itself. */
const ENCODE_LIMIT = 16_384;
const BVLC_LENGTH = 4;
const PDU_TYPE_MASK = 0xf0;

/** Where the APDU starts in a BACnet/IP message (after BVLC and NPDU), or -1. */
function apduOffset(message: Buffer): number {
  const control = message[BVLC_LENGTH + 1];
  if (control === undefined || (control & 0x80) !== 0) {
    return -1;
  }
  let offset = BVLC_LENGTH + 2;
  const hasDestination = (control & 0x20) !== 0;
  if (hasDestination) {
    offset += 3 + (message[offset + 2] ?? 0);
  }
  if ((control & 0x08) !== 0) {
    offset += 3 + (message[offset + 2] ?? 0);
  }
  return hasDestination ? offset + 1 : offset;
}

/**
 * One UDP socket with what the library expects of a transport ('message' events with the
 * sender as "ip:port", send to "ip:port" or to the broadcast address), plus faults and the
 * longest answer the device sends.
 */
export class UdpLink extends EventEmitter {
  private readonly socket = createSocket({ type: 'udp4', reuseAddr: true });
  private readonly random = seededRandom('bacnet-link');
  private reportingMaxApdu = false;
  /** Answers held back by a delay, dropped when the link closes. */
  private readonly delayed = new Set<NodeJS.Timeout>();

  constructor(
    private readonly settings: {
      port: number;
      address: string;
      broadcastAddress: string;
      /** Longest APDU sent; a longer answer becomes an abort (no segmentation). */
      maxApdu: number;
      faults: LinkFaults;
    },
  ) {
    super();
    this.socket.on('message', (message: Buffer, from: RemoteInfo) => this.receive(message, from));
    this.socket.on('error', (error) => this.emit('error', error));
  }

  getMaxPayload(): number {
    return this.reportingMaxApdu ? this.settings.maxApdu : ENCODE_LIMIT;
  }

  /**
   * Runs `encode` while the link reports the device's APDU limit as its largest message: the
   * library puts that figure in an I-Am, and must not be kept by it from encoding longer answers.
   */
  reporting(encode: () => void): void {
    this.reportingMaxApdu = true;
    try {
      encode();
    } finally {
      this.reportingMaxApdu = false;
    }
  }

  getBroadcastAddress(): string {
    return this.settings.broadcastAddress;
  }

  open(): void {
    // The library opens its transport in its constructor; openBacnetNode binds instead.
  }

  bind(): Promise<string> {
    return new Promise((resolve, reject) => {
      this.socket.once('error', reject);
      this.socket.bind(this.settings.port, this.settings.address, () => {
        this.socket.off('error', reject);
        this.socket.setBroadcast(true);
        const { address, port } = this.socket.address();
        resolve(`${address}:${port}`);
      });
    });
  }

  send(buffer: Buffer, length: number, receiver?: string): void {
    const { faults } = this.settings;
    if (faults.offline) {
      return;
    }
    const message = this.withinMaxApdu(Buffer.from(buffer.subarray(0, length)));
    const [host = this.settings.broadcastAddress, port = '47808'] = (
      receiver ?? this.settings.broadcastAddress
    ).split(':');
    const transmit = () => this.socket.send(message, Number(port), host);
    if (faults.delayMs > 0) {
      const timer = setTimeout(() => {
        this.delayed.delete(timer);
        transmit();
      }, faults.delayMs);
      this.delayed.add(timer);
    } else {
      transmit();
    }
  }

  close(): void {
    for (const timer of this.delayed) {
      clearTimeout(timer);
    }
    this.socket.close();
  }

  private receive(message: Buffer, from: RemoteInfo): void {
    const { faults } = this.settings;
    if (faults.offline || (faults.dropRate > 0 && this.random.next() < faults.dropRate)) {
      return;
    }
    this.emit('message', message, `${from.address}:${from.port}`);
  }

  /** A complex ACK longer than the device sends in one message becomes its abort. */
  private withinMaxApdu(message: Buffer): Buffer {
    const offset = apduOffset(message);
    const apduType = message[offset];
    if (
      offset < 0 ||
      apduType === undefined ||
      (apduType & PDU_TYPE_MASK) !== 0x30 ||
      message.length - offset <=
        Math.min(this.settings.maxApdu, this.settings.faults.answerLimit ?? Infinity)
    ) {
      return message;
    }
    const abort = Buffer.from([0x81, 0x0a, 0x00, 0x09, 0x01, 0x00, 0x71, 0x00, 0x00]);
    abort[7] = message[offset + 1] ?? 0;
    abort[8] = SEGMENTATION_NOT_SUPPORTED;
    return abort;
  }
}
