// A signed-in user's kiosk of a site or zone (/kiosk?siteId&zoneId, /kioskbranded?siteId&zoneId,
// /kioskdemo): the site monitor's own calls — the site (name, time zone, branding, scores), the
// zones (the zone's name and scores) and the measurements — turned into the same view as a public
// kiosk's. The live stream (the site's or zone's topic) merges pushed values and scores into them
// as on the site page; the measurements are polled like a public kiosk's only while it is not
// live. The branded kiosk's frame is refreshed every BRANDED_KIOSK_REFRESH_MS.
import { defaultKioskMeasurements, kioskScoresOf } from '@airboard/shared/api';
import { BRANDED_KIOSK_REFRESH_MS, KIOSK_POLL_MS } from '@airboard/shared/rules';
import { useState } from 'react';
import { useLiveTopics } from '../../../lib/live-stream/live-topics';
import { siteKioskQueries } from '../api/kiosk-queries';
import { isNotFound } from '../api/public-kiosk';
import type { KioskSource } from '../lib/kiosk-source';
import { newestReadingAt, type KioskVariant } from '../lib/kiosk-view';
import { useKioskPoll } from './use-kiosk-poll';

export function useSiteKiosk(
  siteId: string,
  zoneId: string | null,
  variant: KioskVariant,
): KioskSource {
  const [topics, setTopics] = useState<string[]>([]);
  const live = useLiveTopics(topics);
  const framePollMs = variant === 'branded' ? BRANDED_KIOSK_REFRESH_MS : false;
  const queries = siteKioskQueries(siteId, zoneId);
  const site = useKioskPoll(queries.site, {
    pollMs: framePollMs,
    isFatal: isNotFound,
  });
  const zones = useKioskPoll(queries.zones, {
    pollMs: framePollMs,
    isFatal: isNotFound,
    enabled: zoneId !== null,
  });
  const content = useKioskPoll(queries.measurements, {
    pollMs: live ? false : KIOSK_POLL_MS,
  });
  // Not followed once the site or zone turns out not to be there: the stream would refuse it.
  const zoneMissing = zoneId !== null && zones.data?.some((z) => z.objectId === zoneId) === false;
  const wanted =
    site.fatal || zones.fatal || zoneMissing ? [] : [zoneId ? `zone:${zoneId}` : `site:${siteId}`];
  if (wanted.join(',') !== topics.join(',')) {
    setTopics(wanted);
  }

  if (site.fatal || zones.fatal) {
    return { state: 'notFound', what: 'site' };
  }
  const frameFailedAt = Math.max(site.failedAt, zones.failedAt);
  if (site.data === undefined || (zoneId !== null && zones.data === undefined)) {
    return frameFailedAt > 0
      ? { state: 'unreachable', failedAt: frameFailedAt }
      : { state: 'loading' };
  }
  const zone = zoneId === null ? null : zones.data?.find((z) => z.objectId === zoneId);
  if (zone === undefined) {
    return { state: 'notFound', what: 'zone' };
  }
  if (content.data === undefined && !content.failing) {
    return { state: 'loading' };
  }
  const measurements = defaultKioskMeasurements(content.data ?? [], variant);
  return {
    state: 'ready',
    variant,
    view: {
      siteName: site.data.name,
      zoneName: zone?.name ?? null,
      timeZone: site.data.timeZone,
      branding: site.data.branding,
      measurements,
      scores: kioskScoresOf(zone?.scores ?? site.data.scores),
    },
    health: {
      failing: site.failing || zones.failing || content.failing,
      failedAt: Math.max(frameFailedAt, content.failedAt),
      newestValueAt: newestReadingAt(measurements, content.loadedAt > 0 ? content.loadedAt : null),
    },
    measurementsFailing: content.failing,
  };
}
