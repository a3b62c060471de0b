// The point explorer's filters as they live in the address (issue 17 item 5: a view can be shared
// by link and survives a reload): siteId, zoneId, pointType, alarmStatus, name and pageSize. What
// the address holds is checked here; anything unknown reads as no filter.
import type { SavedQuery } from '@airboard/shared/api';
import {
  ALARM_STATUSES,
  DEFAULT_POINT_PAGE_SIZE,
  POINT_PAGE_SIZES,
  type AlarmStatusFilter,
  type PointPageSize,
} from '@airboard/shared/rules';

export type ExplorerFilters = {
  siteId?: string;
  zoneId?: string;
  pointType?: string;
  alarmStatus?: AlarmStatusFilter;
  name?: string;
};

const filterKeys = ['siteId', 'zoneId', 'pointType', 'alarmStatus', 'name'] as const;

const present = (params: URLSearchParams, key: string) => {
  const value = params.get(key)?.trim();
  return value === undefined || value === '' ? undefined : value;
};

export function readFilters(params: URLSearchParams): ExplorerFilters {
  const filters: ExplorerFilters = {};
  for (const key of filterKeys) {
    const value = present(params, key);
    if (value === undefined) {
      continue;
    }
    if (key === 'alarmStatus') {
      if ((ALARM_STATUSES as readonly string[]).includes(value)) {
        filters.alarmStatus = value as AlarmStatusFilter;
      }
    } else {
      filters[key] = value;
    }
  }
  // A zone is only a filter inside its site (002 §5: zone disabled until a site).
  if (filters.siteId === undefined) {
    delete filters.zoneId;
  }
  return filters;
}

export function readPageSize(params: URLSearchParams): PointPageSize {
  const value = params.get('pageSize');
  if (value === 'all') {
    return 'all';
  }
  const size = POINT_PAGE_SIZES.find((s) => String(s) === value);
  return size ?? DEFAULT_POINT_PAGE_SIZE;
}

/** The address's query with filters (or the page size) changed, blank clears one; others kept. */
export function withFilters(params: URLSearchParams, changes: Record<string, string | undefined>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') {
      next.delete(key);
    } else {
      next.set(key, value);
    }
  }
  return next;
}

/** A saved query's filters, every one of them (those it lacks are cleared). */
export function savedQueryFilters(
  query: SavedQuery,
): Record<keyof ExplorerFilters, string | undefined> {
  return {
    siteId: query.site?.objectId,
    zoneId: query.zone?.objectId,
    pointType: query.pointType ?? undefined,
    alarmStatus: query.alarmStatus ?? undefined,
    name: query.nameFilter ?? undefined,
  };
}
