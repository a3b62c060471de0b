// A kiosk shown by its public id (/kiosks/{id}, /kiosk?kioskId, /kioskbranded?kioskId): the
// frame from GET /api/kiosk/{id} (refreshed with the branded kiosk's content, 002 §4) and the
// values from GET /api/kiosk/{id}/measurements — pushed by the live stream as they change (its
// `kiosk:` topic, by the same public id), polled only while no stream is live. A 404 of either
// means the link is not active (unknown or revoked): the screen says so and stops asking.
import {
  BRANDED_KIOSK_REFRESH_MS,
  BRANDED_KIOSK_SCORE_SLIDES,
  KIOSK_POLL_MS,
  kioskMeasurementLimit,
} from '@airboard/shared/rules';
import { publicKioskQueries } from '../api/kiosk-queries';
import { isNotFound } from '../api/public-kiosk';
import { useState } from 'react';
import { useLiveTopics } from '../../../lib/live-stream/live-topics';
import type { KioskSource } from '../lib/kiosk-source';
import { newestReadingAt, type KioskVariant } from '../lib/kiosk-view';
import { useKioskPoll } from './use-kiosk-poll';

/**
 * `routeVariant` is the display the address asks for (/kiosk plain, /kioskbranded branded); null
 * shows the kiosk as its type says (/kiosks/{id}).
 */
export function usePublicKiosk(kioskId: string, routeVariant: KioskVariant | null): KioskSource {
  const [topics, setTopics] = useState<string[]>([]);
  const live = useLiveTopics(topics);
  const queries = publicKioskQueries(kioskId);
  const content = useKioskPoll(queries.measurements, {
    pollMs: live ? false : KIOSK_POLL_MS,
    isFatal: isNotFound,
  });
  // Followed until the link turns out dead: a revoked kiosk's stream is refused too.
  const wanted = content.fatal ? [] : [`kiosk:${kioskId}`];
  if (wanted.join(',') !== topics.join(',')) {
    setTopics(wanted);
  }
  const frame = useKioskPoll(queries.frame, {
    pollMs: (data) =>
      (routeVariant ?? data?.kiosk.type) === 'branded' ? BRANDED_KIOSK_REFRESH_MS : false,
    isFatal: isNotFound,
    // A link revoked while on screen: its frame is not worth asking for any more either.
    enabled: !content.fatal,
  });

  if (frame.fatal || content.fatal) {
    return { state: 'inactive' };
  }
  if (frame.data === undefined) {
    return frame.failing
      ? { state: 'unreachable', failedAt: frame.failedAt }
      : { state: 'loading' };
  }
  if (content.data === undefined && !content.failing) {
    return { state: 'loading' };
  }
  const variant = routeVariant ?? frame.data.kiosk.type;
  const measurements = (content.data?.results ?? []).slice(0, kioskMeasurementLimit(variant));
  const generatedAt = content.data ? Date.parse(content.data.generatedAt) : Number.NaN;
  return {
    state: 'ready',
    variant,
    view: {
      siteName: frame.data.site.name,
      zoneName: frame.data.zone?.name ?? null,
      timeZone: frame.data.site.timeZone,
      branding: frame.data.site.branding,
      measurements,
      scores: (content.data?.scores ?? []).slice(0, BRANDED_KIOSK_SCORE_SLIDES),
    },
    health: {
      failing: frame.failing || content.failing,
      failedAt: Math.max(frame.failedAt, content.failedAt),
      newestValueAt: newestReadingAt(
        measurements,
        Number.isFinite(generatedAt) ? generatedAt : null,
      ),
    },
    measurementsFailing: content.failing,
  };
}
