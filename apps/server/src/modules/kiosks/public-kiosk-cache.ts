/**
 * The public answers of each kiosk, kept in memory for PUBLIC_KIOSK_CACHE_MS (decision 019) by
 * the kiosk's public id (lib/public-answer-cache.ts): a hundred screens polling one kiosk cost one
 * database read per interval. Changing a kiosk drops its answers at once, so a revoked link stops
 * working on this server immediately.
 */
import { PUBLIC_KIOSK_CACHE_MS } from '@airboard/shared/rules';
import { PublicAnswerCache } from '../../lib/public-answer-cache';

export class PublicKioskCache extends PublicAnswerCache {
  constructor(keepMs = PUBLIC_KIOSK_CACHE_MS) {
    super(keepMs);
  }
}
