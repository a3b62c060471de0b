// The tab's one live stream and the topics the mounted screens hold: a screen holds its topics
// while mounted (useLiveTopics), the stream carries their union, and its events are merged into
// the QueryClient it belongs to. A screen asks whether the stream is live for its topics to turn
// its polling off only then: polling stays the fallback whenever no stream is open.
import type {
  AlertsEvent,
  JobEvent,
  KioskEvent,
  LatestEvent,
  StreamEventName,
} from '@airboard/shared/api';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { readSessionToken } from '../session-token';
import { mergeAlerts, mergeJob, mergeKiosk, mergeLatest, resetTopics } from './cache-merge';
import { createLiveStream, type LiveStream, type LiveStreamStatus } from './live-stream-client';

type TabStream = { stream: LiveStream; held: Map<symbol, readonly string[]> };

// One stream per QueryClient: the app has one (a tab), each test its own.
const tabStreams = new WeakMap<QueryClient, TabStream>();

function tabStream(queryClient: QueryClient): TabStream {
  let tab = tabStreams.get(queryClient);
  if (tab === undefined) {
    // When the last live stream ended (epoch ms): a `reset` refetches what was fetched before it.
    let endedAt = Number.POSITIVE_INFINITY;
    let wasLive = false;
    const stream: LiveStream = createLiveStream({
      token: readSessionToken,
      onEvent: (name: StreamEventName, data: unknown) => {
        if (name === 'latest') {
          mergeLatest(queryClient, data as LatestEvent);
        } else if (name === 'alerts') {
          void mergeAlerts(queryClient, data as AlertsEvent);
        } else if (name === 'job') {
          mergeJob(queryClient, data as JobEvent);
        } else if (name === 'kiosk') {
          mergeKiosk(queryClient, data as KioskEvent);
        } else {
          void resetTopics(queryClient, stream.status().topics, endedAt);
        }
      },
    });
    stream.subscribe(() => {
      const { live } = stream.status();
      if (wasLive && !live) {
        endedAt = Date.now();
      }
      wasLive = live;
    });
    tab = { stream, held: new Map() };
    tabStreams.set(queryClient, tab);
  }
  return tab;
}

/** The tab's stream (its status, for waiting on a pushed change). */
export const liveStreamOf = (queryClient: QueryClient): LiveStream => tabStream(queryClient).stream;

/** Holds topics on the tab's stream until the returned release is called. */
export function holdLiveTopics(queryClient: QueryClient, topics: readonly string[]): () => void {
  const tab = tabStream(queryClient);
  const key = Symbol('live topics');
  const update = () => tab.stream.setTopics([...tab.held.values()].flat());
  tab.held.set(key, topics);
  update();
  return () => {
    tab.held.delete(key);
    update();
  };
}

/** Whether the open stream carries every one of the topics (none: never live). */
export const isLiveFor = (status: LiveStreamStatus, topics: readonly string[]): boolean =>
  status.live && topics.length > 0 && topics.every((t) => status.topics.includes(t));

/**
 * Holds the topics while the calling screen is mounted; answers whether pushed changes of all of
 * them arrive now (then the screen's polling can rest).
 */
export function useLiveTopics(topics: readonly string[]): boolean {
  const queryClient = useQueryClient();
  const key = topics.join(',');
  useEffect(() => {
    if (key === '') {
      return undefined;
    }
    return holdLiveTopics(queryClient, key.split(','));
  }, [queryClient, key]);
  const stream = liveStreamOf(queryClient);
  const live = () => isLiveFor(stream.status(), topics);
  // The server's first screen (first-screen/) is what the page shows before its stream connects.
  return useSyncExternalStore(stream.subscribe, live, () => false);
}
