/**
 * Point explorer contracts (spec 002 §3 Point and Saved query, §7 /api/querypoints): the point
 * types to filter by, a site's points filtered and paged by the server, and the caller's saved
 * queries of a project (list, save, rename, delete).
 */
import { z } from 'zod';
import { messages } from '../messages';
import { ALARM_STATUSES, POINT_FETCH_LIMIT } from '../rules/point-explorer';
import { namedRef, objectIdSchema, safeText } from './common';
import { measurementKind } from './measurements';

export const alarmStatusFilter = z.enum(ALARM_STATUSES);

/** GET /api/querypoints/point/types: the project (the session's when absent) whose types count. */
export const explorerPointTypesQuery = z.object({ projectId: objectIdSchema.optional() });
export const explorerPointType = z.object({ type: z.string(), name: z.string() });
export type ExplorerPointType = z.infer<typeof explorerPointType>;
export const explorerPointTypesResponse = z.object({ results: z.array(explorerPointType) });

/** A name filter: matched case-insensitively anywhere in the point's name, literally. */
const nameFilterText = safeText().trim().max(100);

/** GET /api/querypoints/points: a site is required (002 §5); the rest narrow it down. */
export const pointsQuery = z.object({
  siteId: z
    .string({
      error: (issue) => (issue.input === undefined ? messages.pointSearchNeedsSite : undefined),
    })
    .pipe(objectIdSchema),
  zoneId: objectIdSchema.optional(),
  pointType: safeText().min(1).max(64).optional(),
  alarmStatus: alarmStatusFilter.optional(),
  name: nameFilterText.optional(),
  limit: z.coerce.number().int().min(1).max(POINT_FETCH_LIMIT).default(POINT_FETCH_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PointsQuery = z.input<typeof pointsQuery>;

export const explorerPoint = z.object({
  objectId: z.string(),
  name: z.string(),
  /** The point type (catalogue key), null when the point has none. */
  type: z.string().nullable(),
  unit: z.string(),
  curVal: z.number().nullable(),
  kind: measurementKind,
  activeText: z.string().nullable(),
  inactiveText: z.string().nullable(),
  multiStateValues: z.array(z.string()).nullable(),
  site: namedRef,
  zone: namedRef.nullable(),
  /**
   * Whether the point's measurement has an active alert; null when that could not be loaded,
   * which shows as not active (002 §8).
   */
  alarmStatus: z.boolean().nullable(),
});
export type ExplorerPoint = z.infer<typeof explorerPoint>;
/** One page of the matching points, and how many match in all. */
export const pointsResponse = z.object({
  results: z.array(explorerPoint),
  total: z.number().int(),
});
export type PointsResponse = z.infer<typeof pointsResponse>;

/** The project of the saved queries listed or saved. */
export const savedQueriesQuery = z.object({ projectId: objectIdSchema });
export const savedQueryParams = z.object({ queryId: objectIdSchema });

/** The name is checked by rules/point-explorer.ts (queryNameProblem), so its message is exact. */
const queryNameText = safeText().max(200);
export const saveQueryBody = z.object({
  name: queryNameText,
  alarmStatus: alarmStatusFilter.nullish(),
  pointType: safeText().max(64).nullish(),
  siteId: objectIdSchema.nullish(),
  zoneId: objectIdSchema.nullish(),
  nameFilter: nameFilterText.nullish(),
});
export type SaveQueryBody = z.input<typeof saveQueryBody>;
export const renameQueryBody = z.object({ name: queryNameText });

export const savedQuery = z.object({
  objectId: z.string(),
  name: z.string(),
  alarmStatus: alarmStatusFilter.nullable(),
  pointType: z.string().nullable(),
  site: namedRef.nullable(),
  zone: namedRef.nullable(),
  nameFilter: z.string().nullable(),
});
export type SavedQuery = z.infer<typeof savedQuery>;
export const savedQueriesResponse = z.object({ results: z.array(savedQuery) });
export const savedQueryResponse = z.object({ results: savedQuery });
export const deleteSavedQueryResponse = z.object({ success: z.literal(true) });
