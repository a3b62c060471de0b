/**
 * Public answers kept in memory for a window: a hundred screens or visitors polling one public
 * address cost one database read per window. Concurrent misses share the read in flight; a failed
 * read (an unknown or revoked address, a database error) is not kept, so random addresses cannot
 * fill the memory and the next poll asks again. Kiosks (decision 019) and the status page use it.
 */

interface Kept {
  expiresAt: number;
  answer: Promise<unknown>;
}

export class PublicAnswerCache {
  /** Answers by whose they are (a kiosk's public id, a status slug), then by which answer. */
  private readonly owners = new Map<string, Map<string, Kept>>();
  /** Reads that went to the database: what the cache saves is measured by it. */
  reads = 0;
  private nextSweepAt = 0;

  constructor(private readonly keepMs: number) {}

  /** The kept answer of the owner's `part`, or `read`'s, kept from now on for the window. */
  answer<T>(owner: string, part: string, read: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = this.owners.get(owner)?.get(part);
    if (kept && kept.expiresAt > now) {
      return kept.answer as Promise<T>;
    }
    this.dropExpired(now);
    this.reads += 1;
    const answer = read();
    const entry = { expiresAt: now + this.keepMs, answer };
    const parts = this.owners.get(owner) ?? new Map<string, Kept>();
    parts.set(part, entry);
    this.owners.set(owner, parts);
    answer.catch(() => {
      if (this.owners.get(owner)?.get(part) === entry) {
        this.forgetPart(owner, part);
      }
    });
    return answer;
  }

  /** Drops every answer of the owner (a kiosk changed, revoked, re-issued or deleted). */
  forget(owner: string): void {
    this.owners.delete(owner);
  }

  private forgetPart(owner: string, part: string): void {
    const parts = this.owners.get(owner);
    parts?.delete(part);
    if (parts?.size === 0) {
      this.owners.delete(owner);
    }
  }

  /**
   * Answers past their window go when a read comes (once a window), so answers no longer asked for
   * do not pile up.
   */
  private dropExpired(now: number): void {
    if (now < this.nextSweepAt) {
      return;
    }
    this.nextSweepAt = now + this.keepMs;
    for (const [owner, parts] of this.owners) {
      for (const [part, kept] of parts) {
        if (kept.expiresAt <= now) {
          this.forgetPart(owner, part);
        }
      }
    }
  }
}
