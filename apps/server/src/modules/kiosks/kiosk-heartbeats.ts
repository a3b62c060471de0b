/**
 * Kiosk heartbeats (issue 15, "a lobby screen that never lies"): every poll of a kiosk's values
 * says a screen still shows it. A poll only notes the time in memory; a flush writes every noted
 * kiosk's last contact in one UPDATE, so a hundred polling screens cost no write per request. A
 * contact also ends the kiosk's offline spell, so the opted-in admin is told about the next one.
 */
import type { DatabaseHandle } from '../../db/connect';

export class KioskHeartbeats {
  /** Last contact per kiosk (object id) since the last flush, in epoch ms. */
  private pending = new Map<string, number>();

  /** Notes that a screen asked for the kiosk's values at `at`. */
  record(kioskId: string, at = Date.now()): void {
    this.pending.set(kioskId, Math.max(at, this.pending.get(kioskId) ?? at));
  }

  /** The kiosk's contact noted since the last flush, if any (newer than what is stored). */
  unflushed(kioskId: string): number | undefined {
    return this.pending.get(kioskId);
  }

  /** Drops what was noted for the kiosk (its link was re-issued: old screens no longer count). */
  forget(kioskId: string): void {
    this.pending.delete(kioskId);
  }

  /** Writes the noted contacts in one statement; returns how many kiosks it wrote. */
  async flush(database: DatabaseHandle): Promise<number> {
    if (this.pending.size === 0) {
      return 0;
    }
    const batch = this.pending;
    this.pending = new Map();
    try {
      await database.transaction((query) =>
        query(
          `UPDATE kiosks SET last_seen_at = greatest(kiosks.last_seen_at, seen.at), offline_notified_at = NULL
             FROM (SELECT id, to_timestamp(ms / 1000.0) AS at
                     FROM unnest($1::text[], $2::float8[]) AS contact(id, ms)) seen
            WHERE kiosks.id = seen.id`,
          [[...batch.keys()], [...batch.values()]],
        ),
      );
    } catch (error) {
      // Kept for the next flush (with what arrived meanwhile), so a failed write loses nothing.
      for (const [kioskId, at] of batch) {
        this.record(kioskId, at);
      }
      throw error;
    }
    return batch.size;
  }
}
