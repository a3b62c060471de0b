// Pushed changes merged into TanStack Query's cache, so a screen shows them without refetching:
// `latest` rewrites the live values of the measurements, zones and site queries it names; `alerts`
// refetches the alert lists, the measurements (their alerts rate a kiosk's cards) and the bell;
// `job` stores a point write's state; `kiosk` replaces a lobby screen's values; `reset` refetches
// what the subscribed topics show, once. The query keys are the site-monitor, alerts, home and
// kiosk-display features' (lib/ cannot import features): ['measurements', siteId, …],
// ['zones', siteId, …], ['site', siteId], ['site-alerts', siteId, …], ['project-home'],
// ['public-kiosk', publicId, 'measurements'].
import type {
  AlertsEvent,
  JobEvent,
  KioskEvent,
  LatestEvent,
  Measurement,
  Site,
  Zone,
  ZoneScores,
} from '@airboard/shared/api';
import type { QueryClient } from '@tanstack/react-query';

type LiveValues = LatestEvent['measurements'][number];

/** The query a point write's pushed state is kept in (lib/live-stream/job-state.ts reads it). */
export const jobQueryKey = (jobId: string) => ['job', jobId] as const;
/** A public kiosk's values (features/kiosk-display/api/public-kiosk.ts). */
const kioskContentKey = (publicId: string) => ['public-kiosk', publicId, 'measurements'] as const;

/** A measurement (or child measurement) with the pushed values; the same object when unchanged. */
function withValues<M extends Omit<LiveValues, 'zoneId'>>(m: M, values: LiveValues | undefined): M {
  if (
    values === undefined ||
    (m.curVal === values.curVal &&
      m.curValTs === values.curValTs &&
      m.curScore === values.curScore &&
      m.isAlerting === values.isAlerting)
  ) {
    return m;
  }
  return {
    ...m,
    curVal: values.curVal,
    curValTs: values.curValTs,
    curScore: values.curScore,
    isAlerting: values.isAlerting,
  };
}

/** Measurements with the pushed values; the same array when none of them changed. */
function mergeMeasurements(list: Measurement[], byId: Map<string, LiveValues>): Measurement[] {
  let changed = false;
  const merged = list.map((m) => {
    const children = m.childMeasurements.map((c) => withValues(c, byId.get(c.objectId)));
    const childChanged = children.some((c, i) => c !== m.childMeasurements[i]);
    const next = withValues(
      childChanged ? { ...m, childMeasurements: children } : m,
      byId.get(m.objectId),
    );
    changed ||= next !== m;
    return next;
  });
  return changed ? merged : list;
}

/** The pushed scores, or the cached object when every type has the same value and time. */
function sameOr(cachedScores: ZoneScores, pushed: ZoneScores): ZoneScores {
  const types = new Set([...Object.keys(cachedScores), ...Object.keys(pushed)]) as Set<
    keyof ZoneScores
  >;
  const same = [...types].every(
    (type) =>
      cachedScores[type]?.val === pushed[type]?.val && cachedScores[type]?.ts === pushed[type]?.ts,
  );
  return same ? cachedScores : pushed;
}

export function mergeLatest(queryClient: QueryClient, event: LatestEvent): void {
  const byId = new Map(event.measurements.map((m) => [m.objectId, m]));
  const zoneScores = new Map(event.zones.map((z) => [z.objectId, z.scores]));

  queryClient.setQueriesData<Measurement[]>(
    { queryKey: ['measurements', event.siteId] },
    (list) => list && mergeMeasurements(list, byId),
  );
  queryClient.setQueriesData<Zone[]>({ queryKey: ['zones', event.siteId] }, (zones) => {
    if (!zones) {
      return zones;
    }
    let changed = false;
    const merged = zones.map((zone) => {
      const measurements = zone.measurements && mergeMeasurements(zone.measurements, byId);
      const pushed = zoneScores.get(zone.objectId);
      const scores = pushed === undefined ? zone.scores : sameOr(zone.scores, pushed);
      if (measurements === zone.measurements && scores === zone.scores) {
        return zone;
      }
      changed = true;
      return { ...zone, scores, ...(measurements ? { measurements } : {}) };
    });
    return changed ? merged : zones;
  });
  queryClient.setQueryData<Site>(['site', event.siteId], (site) => {
    if (!site) {
      return site;
    }
    const scores = sameOr(site.scores, event.siteScores);
    return scores === site.scores
      ? site
      : { ...site, scores, scoreOA: { curScore: scores.scoreOA?.val ?? null } };
  });
}

/**
 * An alert opened or cleared: the lists, the site's and zones' counts, the measurements' alerts
 * and the bell refetch.
 */
export async function mergeAlerts(queryClient: QueryClient, event: AlertsEvent): Promise<void> {
  await Promise.all(
    [
      ['site-alerts', event.siteId],
      ['site', event.siteId],
      ['zones', event.siteId],
      ['measurements', event.siteId],
      ['project-home'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function mergeJob(queryClient: QueryClient, event: JobEvent): void {
  queryClient.setQueryData(jobQueryKey(event.objectId), event);
}

/** A kiosk's values as its public call answers them: they replace what the screen shows. */
export function mergeKiosk(queryClient: QueryClient, event: KioskEvent): void {
  queryClient.setQueryData(kioskContentKey(event.kioskId), event.content);
}

/**
 * The stream could not resume: what the subscribed topics show and was fetched before the stream
 * went quiet (`fetchedBefore`, epoch ms) refetches, once; what a screen fetched since (a site just
 * opened) is as new as the stream would have made it. A zone's queries are its site's (found in
 * the cached zone lists); a job's state is read again by its waiter.
 */
export async function resetTopics(
  queryClient: QueryClient,
  topics: readonly string[],
  fetchedBefore = Number.POSITIVE_INFINITY,
): Promise<void> {
  const siteIds = new Set<string>();
  const kiosks: Promise<void>[] = [];
  for (const topic of topics) {
    const [kind, id = ''] = topic.split(':');
    if (kind === 'kiosk') {
      kiosks.push(queryClient.invalidateQueries({ queryKey: kioskContentKey(id) }));
    } else if (kind === 'site') {
      siteIds.add(id);
    } else if (kind === 'zone') {
      for (const [key, zones] of queryClient.getQueriesData<Zone[]>({ queryKey: ['zones'] })) {
        if (zones?.some((z) => z.objectId === id)) {
          siteIds.add(String(key[1]));
        }
      }
    }
  }
  await Promise.all([
    ...kiosks,
    ...[...siteIds].flatMap((siteId) =>
      ['site', 'zones', 'measurements', 'site-alerts'].map((root) =>
        queryClient.invalidateQueries({
          queryKey: [root, siteId],
          predicate: (query) => query.state.dataUpdatedAt < fetchedBefore,
        }),
      ),
    ),
  ]);
}
