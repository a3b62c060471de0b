/**
 * Device contacts (issue 16, "connectivity comes from what the device actually sends"): every
 * reading or event a device sends — over HTTP, MQTT or the demo simulator — says it was heard
 * now, with the signal strength it reported, if any. Ingestion only notes that in memory; a flush
 * writes every noted device's last contact and RSSI in one UPDATE, so a busy gateway costs no
 * extra statement per batch and ingest speed stays as it was (measured in bench/telemetry.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/connect';

/** How often the noted contacts are written: the placement check asks every 3 s. */
export const DEVICE_CONTACT_FLUSH_MS = 2_000;

interface Contact {
  /** When it was heard, epoch ms. */
  at: number;
  /** The RSSI of its latest message that carried one. */
  rssi: number | null;
}

export class DeviceContacts {
  private pending = new Map<string, Contact>();

  /** Notes that the device was heard at `at`, reporting `rssi` (dBm) if it sent one. */
  record(deviceId: string, rssi: number | null = null, at = Date.now()): void {
    const known = this.pending.get(deviceId);
    if (!known) {
      this.pending.set(deviceId, { at, rssi });
      return;
    }
    // The newest contact decides the time; an RSSI is kept until a newer message brings one.
    const newer = at >= known.at;
    known.at = Math.max(at, known.at);
    if (rssi !== null && (newer || known.rssi === null)) {
      known.rssi = rssi;
    }
  }

  /** How many devices are waiting for the next flush. */
  get size(): number {
    return this.pending.size;
  }

  /**
   * Writes the noted contacts in one statement; returns how many devices it wrote. A stored
   * contact that is newer (another process flushed it) is kept; the RSSI goes with the newer one.
   */
  async flush(database: DatabaseHandle): Promise<number> {
    if (this.pending.size === 0) {
      return 0;
    }
    const batch = this.pending;
    this.pending = new Map();
    const ids = [...batch.keys()];
    const contacts = [...batch.values()];
    try {
      await database.transaction((query) =>
        query(
          `UPDATE devices
              SET last_heard_from = greatest(devices.last_heard_from, heard.at),
                  rssi = CASE WHEN heard.rssi IS NOT NULL
                               AND (devices.last_heard_from IS NULL OR heard.at >= devices.last_heard_from)
                              THEN heard.rssi ELSE devices.rssi END
             FROM (SELECT id, to_timestamp(ms / 1000.0) AS at, rssi
                     FROM unnest($1::text[], $2::float8[], $3::int[]) AS contact(id, ms, rssi)) heard
            WHERE devices.id = heard.id`,
          [ids, contacts.map((c) => c.at), contacts.map((c) => c.rssi)],
        ),
      );
    } catch (error) {
      // Kept for the next flush (with what arrived meanwhile), so a failed write loses nothing.
      for (const [deviceId, contact] of batch) {
        this.record(deviceId, contact.rssi, contact.at);
      }
      throw error;
    }
    return batch.size;
  }
}

export interface DeviceContactFlush {
  /** Stops the timer and writes what is still noted. */
  stop(): Promise<void>;
}

/**
 * Writes the noted contacts every DEVICE_CONTACT_FLUSH_MS, one flush at a time (a slow database
 * never piles them up); the timer does not keep the process alive.
 */
export function startDeviceContactFlush(options: {
  database: DatabaseHandle;
  contacts: DeviceContacts;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): DeviceContactFlush {
  const { database, contacts, log } = options;
  let running: Promise<unknown> = Promise.resolve();
  const flush = () => {
    running = running
      .then(() => contacts.flush(database))
      .catch((error: unknown) => log.warn({ err: error }, 'device contacts not written; retrying'));
  };
  const timer = setInterval(flush, DEVICE_CONTACT_FLUSH_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      flush();
      await running;
    },
  };
}
