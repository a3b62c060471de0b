/**
 * Short-lived, single-use entries kept in memory (sign-in flows in progress): each lives for the
 * map's lifetime and is handed out once. Nothing survives a restart: such a flow starts over.
 */
export class ExpiringMap<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(private readonly lifetimeMs: number) {}

  set(key: string, value: T): void {
    const now = Date.now();
    // Expired entries go when a new one comes, so abandoned flows do not pile up.
    for (const [k, entry] of this.entries) {
      if (entry.expiresAt < now) {
        this.entries.delete(k);
      }
    }
    this.entries.set(key, { value, expiresAt: now + this.lifetimeMs });
  }

  /** The entry, removed: null when absent, already taken or expired. */
  take(key: string): T | null {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    return entry && entry.expiresAt >= Date.now() ? entry.value : null;
  }
}
