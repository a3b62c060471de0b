/**
 * The public status page's call (spec 002 §2 'Status page', §7 'sites array'; issue 17), by the
 * project's status slug and without a sign-in: per site exactly what the table and its history
 * show — name, status, newest reading, active alerts count, and per day of the last 90 the share
 * of hours with fresh data and the critical incidents. No ids, no users, no other project data.
 * And the members' call reading, and the admins' calls choosing, the address it is published under.
 */
import { z } from 'zod';
import { SITE_STATUSES, STATUS_SLUG_PATTERN } from '../rules/status-page';
import { objectIdSchema, safeText } from './common';

export const statusPageParams = z.object({
  /** The project's status slug (projects.status_slug): /status/{slug}. */
  slug: z.string().regex(STATUS_SLUG_PATTERN),
});

export const siteStatusSchema = z.enum(SITE_STATUSES);

/** One day of a site's history, in the site's time zone. */
export const statusDay = z.object({
  /** The local day, YYYY-MM-DD. */
  day: z.iso.date(),
  /** Share (0–1) of its hours with fresh data; null before the site's data began. */
  freshShare: z.number().nullable(),
  /** Critical alerts open at some time of the day. */
  incidents: z.number().int(),
});

export const statusSite = z.object({
  name: z.string(),
  status: siteStatusSchema,
  /** The newest reading of any of the site's points; null when it has none. */
  lastReadingAt: z.iso.datetime({ offset: true }).nullable(),
  activeAlertsCount: z.number().int(),
  /** Share of hours with fresh data over the days of the history; null when none had data. */
  freshShare: z.number().nullable(),
  /** The last 90 days, oldest first, today last. */
  history: z.array(statusDay),
});

export const statusPageResponse = z.object({
  /** The project's name, the page's subtitle. */
  projectName: z.string(),
  /** When the server read these answers: what the status and freshness are judged at. */
  generatedAt: z.iso.datetime({ offset: true }),
  sites: z.array(statusSite),
});

export type StatusDay = z.infer<typeof statusDay>;
export type StatusSite = z.infer<typeof statusSite>;
export type StatusPageResponse = z.infer<typeof statusPageResponse>;

/**
 * A project's own status page setting (issue 17): the address its admins publish it under. Any
 * member reads it; only admins change it. The address's rules are checked by
 * rules/status-page.ts (statusSlugProblem), so its message is exact.
 */
export const statusPageSettingsParams = z.object({ projectId: objectIdSchema });

export const statusPageSettingsBody = z.object({ slug: safeText().trim().max(200) });
export type StatusPageSettingsBody = z.infer<typeof statusPageSettingsBody>;

export const statusPageSettings = z.object({
  /** The address, /status/{slug}; null: the project publishes no status page. */
  slug: z.string().nullable(),
  /** The page's full link, on the project's brand host; null while unpublished. */
  url: z.string().nullable(),
});
export type StatusPageSettings = z.infer<typeof statusPageSettings>;
