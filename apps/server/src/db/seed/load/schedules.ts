/**
 * Demo step "schedules" (issue 19): the Demo Portfolio's holiday calendar "District holidays" and
 * Lincoln Elementary's schedule groups (demo-schedules.ts) with their points, which the
 * measurements step made. The server plans their transitions when it starts
 * (modules/schedules/unplanned-groups.ts): the demo sits below the scheduler.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../connect';
import { newObjectId } from '../../ids';
import * as s from '../../schema/index';
import { demoProjects } from '../demo-layout';
import {
  DISTRICT_HOLIDAYS,
  demoScheduleGroupOf,
  demoScheduleGroups,
  demoScheduleProgram,
  districtHolidayEntries,
} from '../demo-schedules';
import { basRefOf } from '../demo-series';
import type { KeyedIds } from './keyed-ids';
import type { DemoPlaces } from './sites';

export async function loadSchedules(
  db: Database,
  projectIds: KeyedIds,
  places: DemoPlaces,
  anchor: number,
): Promise<void> {
  for (const project of demoProjects) {
    const sites = project.sites.filter((site) =>
      demoScheduleGroups.some((g) => g.site === site.key),
    );
    if (sites.length === 0) {
      continue;
    }
    const calendarId = newObjectId();
    await db.insert(s.holidayCalendars).values({
      id: calendarId,
      projectId: projectIds.get(project.key),
      name: DISTRICT_HOLIDAYS,
      entries: districtHolidayEntries(new Date(anchor).getUTCFullYear()),
    });
    for (const site of sites) {
      for (const group of demoScheduleGroups.filter((g) => g.site === site.key)) {
        const refs = site.zones
          .filter((zone) => demoScheduleGroupOf(site, zone, group.extra) === group)
          .map((zone) => basRefOf(site.key, zone.key, group.extra));
        const pointRows = await db
          .select({ id: s.points.id })
          .from(s.points)
          .where(inArray(s.points.basRef, refs));
        const groupId = newObjectId();
        await db.insert(s.scheduleGroups).values({
          id: groupId,
          siteId: places.sites.get(site.key),
          name: group.name,
          pointKind: group.pointKind,
          ...demoScheduleProgram(group, calendarId),
        });
        await db
          .insert(s.scheduleGroupPoints)
          .values(pointRows.map((point) => ({ pointId: point.id, groupId })));
      }
    }
  }
}
