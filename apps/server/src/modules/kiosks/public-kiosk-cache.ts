/**
 * The public answers of each kiosk, kept in memory for PUBLIC_KIOSK_CACHE_MS (decision 019): a
 * hundred screens polling one kiosk cost one database read per interval. Concurrent misses share
 * the read in flight; a failed read (an unknown or revoked id, a database error) is not kept, so
 * random ids cannot fill the memory and the next poll asks again. Changing a kiosk drops its
 * answers at once, so a revoked link stops working on this server immediately.
 */
import { PUBLIC_KIOSK_CACHE_MS } from '@airboard/shared/rules';

interface Kept {
  expiresAt: number;
  answer: Promise<unknown>;
}

export class PublicKioskCache {
  /** Answers by the kiosk's public id, then by which answer (kiosk, measurements, a zone). */
  private readonly kiosks = new Map<string, Map<string, Kept>>();
  /** Reads that went to the database: what the cache saves is measured by it. */
  reads = 0;
  private nextSweepAt = 0;

  constructor(private readonly keepMs = PUBLIC_KIOSK_CACHE_MS) {}

  /** The kept answer of the kiosk's `part`, or `read`'s, kept from now on for the window. */
  answer<T>(publicId: string, part: string, read: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = this.kiosks.get(publicId)?.get(part);
    if (kept && kept.expiresAt > now) {
      return kept.answer as Promise<T>;
    }
    this.dropExpired(now);
    this.reads += 1;
    const answer = read();
    const entry = { expiresAt: now + this.keepMs, answer };
    const parts = this.kiosks.get(publicId) ?? new Map<string, Kept>();
    parts.set(part, entry);
    this.kiosks.set(publicId, parts);
    answer.catch(() => {
      if (this.kiosks.get(publicId)?.get(part) === entry) {
        this.forgetPart(publicId, part);
      }
    });
    return answer;
  }

  /** Drops every answer of the kiosk (changed, revoked, re-issued or deleted). */
  forget(publicId: string): void {
    this.kiosks.delete(publicId);
  }

  private forgetPart(publicId: string, part: string): void {
    const parts = this.kiosks.get(publicId);
    parts?.delete(part);
    if (parts?.size === 0) {
      this.kiosks.delete(publicId);
    }
  }

  /**
   * Answers past their window go when a read comes (once a window), so kiosks no longer shown do
   * not pile up.
   */
  private dropExpired(now: number): void {
    if (now < this.nextSweepAt) {
      return;
    }
    this.nextSweepAt = now + this.keepMs;
    for (const [publicId, parts] of this.kiosks) {
      for (const [part, kept] of parts) {
        if (kept.expiresAt <= now) {
          this.forgetPart(publicId, part);
        }
      }
    }
  }
}
