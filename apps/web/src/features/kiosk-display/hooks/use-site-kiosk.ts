// A signed-in user's kiosk of a site or zone (/kiosk?siteId&zoneId, /kioskbranded?siteId&zoneId,
// /kioskdemo): the site monitor's own calls — the site (name, time zone, branding, scores), the
// zones (the zone's name and scores) and the measurements — polled like a public kiosk and turned
// into the same view. The branded kiosk's frame is refreshed every BRANDED_KIOSK_REFRESH_MS.
import { defaultKioskMeasurements, kioskScoresOf } from '@airboard/shared/api';
import { BRANDED_KIOSK_REFRESH_MS, KIOSK_POLL_MS } from '@airboard/shared/rules';
import { measurementsQueryOptions, siteQueryOptions, zonesQueryOptions } from '../../site-monitor';
import { isNotFound } from '../api/public-kiosk';
import type { KioskSource } from '../lib/kiosk-source';
import { newestReadingAt, type KioskVariant } from '../lib/kiosk-view';
import { useKioskPoll } from './use-kiosk-poll';

export function useSiteKiosk(
  siteId: string,
  zoneId: string | null,
  variant: KioskVariant,
): KioskSource {
  const framePollMs = variant === 'branded' ? BRANDED_KIOSK_REFRESH_MS : false;
  const site = useKioskPoll(siteQueryOptions(siteId), {
    pollMs: framePollMs,
    isFatal: isNotFound,
  });
  const zones = useKioskPoll(zonesQueryOptions(siteId), {
    pollMs: framePollMs,
    isFatal: isNotFound,
    enabled: zoneId !== null,
  });
  const content = useKioskPoll(measurementsQueryOptions({ siteId, zoneId: zoneId ?? undefined }), {
    pollMs: KIOSK_POLL_MS,
  });

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
