/**
 * Point explorer rules (spec 002 §4, §5, §8, §9; issue 17 items 4 and 5): the table's page sizes
 * (10, 50, 100, plus All once more than 100 points match; 100 by default), the server's fetch
 * limit, the name search's debounce, the alarm filter's two values and what an unknown alarm
 * status shows, and the saved-query rules — the name's four messages and 'no filters'.
 */
import { messages } from '../messages';

/** Page sizes of the results table; All is offered on top when the total exceeds the largest. */
export const POINT_PAGE_SIZES = [10, 50, 100] as const;
const LARGEST_POINT_PAGE_SIZE = 100;
export const DEFAULT_POINT_PAGE_SIZE = LARGEST_POINT_PAGE_SIZE;
/** The most points one search answers (All included): the server's limit (002 §9). */
export const POINT_FETCH_LIMIT = 10_000;
/** The name filter is sent this long after the last keystroke. */
export const POINT_SEARCH_DEBOUNCE_MS = 300;

/** The alarm filter's values (002 §9). */
export const ALARM_STATUSES = ['active', 'not_active'] as const;
export type AlarmStatusFilter = (typeof ALARM_STATUSES)[number];

/** 'all' stands for All: every matching point up to the fetch limit, on one page. */
export type PointPageSize = (typeof POINT_PAGE_SIZES)[number] | 'all';

/** The page sizes to offer for a result of `total` points. */
export function pointPageSizeOptions(total: number): PointPageSize[] {
  return total > LARGEST_POINT_PAGE_SIZE ? [...POINT_PAGE_SIZES, 'all'] : [...POINT_PAGE_SIZES];
}

/** How many points a page of this size asks the server for. */
export function pointFetchLimit(pageSize: PointPageSize): number {
  return pageSize === 'all' ? POINT_FETCH_LIMIT : pageSize;
}

/**
 * A point's alarm status as shown: active only when it is known to be (002 §8: when the status
 * could not be loaded, or is not a boolean, every point shows not active).
 */
export function isAlarmActive(alarmStatus: unknown): boolean {
  return alarmStatus === true;
}

export const QUERY_NAME_MIN_LENGTH = 2;
export const QUERY_NAME_MAX_LENGTH = 50;
/** Letters and digits of any script, spaces, hyphens and underscores (002 §5). */
const QUERY_NAME_CHARACTERS = /^[\p{L}\p{N} _-]+$/u;

/** What is wrong with a saved query's name (trimmed), or null when it may be used. */
export function queryNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') {
    return messages.queryNameRequired;
  }
  if (trimmed.length > QUERY_NAME_MAX_LENGTH) {
    return messages.queryNameTooLong;
  }
  if (trimmed.length < QUERY_NAME_MIN_LENGTH) {
    return messages.queryNameTooShort;
  }
  return QUERY_NAME_CHARACTERS.test(trimmed) ? null : messages.queryNameCharacters;
}

/** The filters a saved query keeps; null or blank means the filter is not applied. */
export interface PointFilters {
  siteId?: string | null;
  zoneId?: string | null;
  pointType?: string | null;
  alarmStatus?: AlarmStatusFilter | null;
  nameFilter?: string | null;
}

/** Whether any filter is applied: a query without one cannot be saved (002 §5). */
export function hasPointFilters(filters: PointFilters): boolean {
  return Object.values(filters).some((value) => typeof value === 'string' && value.trim() !== '');
}
