/**
 * A project's holiday calendars (issue 19): listed by its members, created, replaced whole and
 * deleted by its admins. Names are unique per project whatever their case (409, by the unique
 * index). A changed calendar re-plans every group following it, whose next transition may move. A
 * calendar some groups follow is not deleted (409 naming them): removing it from them silently
 * would change their programs behind their editors' backs, so they are edited first.
 */
import { z } from 'zod';
import {
  holidayCalendar,
  type HolidayCalendar,
  type HolidayCalendarInput,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import { HttpError, notFound } from '../../lib/http-error';
import { refusingDuplicate } from '../../lib/unique-violation';
import { auditScheduleChange } from './schedule-audit';
import { planScheduleGroup } from './schedule-planner';

const UNIQUE_NAME_INDEX = 'holiday_calendars_name';

const calendarRow = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  entries: holidayCalendar.shape.entries,
});
type CalendarRow = z.infer<typeof calendarRow>;
const CALENDAR_COLUMNS = 'id, project_id, name, entries';

const toHolidayCalendar = (row: CalendarRow): HolidayCalendar => ({
  objectId: row.id,
  projectId: row.project_id,
  name: row.name,
  entries: row.entries,
});

/** What the audit log keeps of a calendar. */
const auditSummary = (calendar: Pick<HolidayCalendar, 'name' | 'entries'>) => ({
  name: calendar.name,
  entries: calendar.entries.length,
  days: calendar.entries.map((e) =>
    e.kind === 'date'
      ? e.date
      : e.kind === 'range'
        ? `${e.from}..${e.to}`
        : `${e.week}/${e.weekday}/${e.month}`,
  ),
});

export async function listHolidayCalendars(
  database: DatabaseHandle,
  projectId: string,
): Promise<HolidayCalendar[]> {
  const rows = await database.transaction((query) =>
    query(
      calendarRow,
      `SELECT ${CALENDAR_COLUMNS} FROM holiday_calendars WHERE project_id = $1 ORDER BY lower(name), id`,
      [projectId],
    ),
  );
  return rows.map(toHolidayCalendar);
}

/** The project's calendar locked for a change; 404 when the project has none of that id. */
async function lockedCalendar(
  query: SqlRunner,
  projectId: string,
  calendarId: string,
): Promise<CalendarRow> {
  const [row] = await query(
    calendarRow,
    `SELECT ${CALENDAR_COLUMNS} FROM holiday_calendars WHERE id = $1 AND project_id = $2 FOR UPDATE`,
    [calendarId, projectId],
  );
  if (!row) {
    throw notFound('Holiday calendar not found');
  }
  return row;
}

/** The groups of the project that follow the calendar, by name. */
function followingGroups(query: SqlRunner, projectId: string, calendarId: string) {
  return query(
    z.object({ id: z.string(), name: z.string() }),
    `SELECT g.id, g.name FROM schedule_groups g JOIN sites s ON s.id = g.site_id
      WHERE s.project_id = $1 AND g.calendars @> jsonb_build_array(jsonb_build_object('calendarId', $2::text))
      ORDER BY lower(g.name), g.id`,
    [projectId, calendarId],
  );
}

export async function createHolidayCalendar(
  database: DatabaseHandle,
  projectId: string,
  userId: string,
  input: HolidayCalendarInput,
): Promise<HolidayCalendar> {
  const row = await refusingDuplicate(UNIQUE_NAME_INDEX, messages.holidayCalendarNameTaken, () =>
    database.transaction(async (query) => {
      const [inserted] = await query(
        calendarRow,
        `INSERT INTO holiday_calendars (id, project_id, name, entries, created_by)
         VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING ${CALENDAR_COLUMNS}`,
        [newObjectId(), projectId, input.name, JSON.stringify(input.entries), userId],
      );
      await auditScheduleChange(query, {
        userId,
        projectId,
        action: 'holidayCalendar.create',
        objectType: 'holidayCalendar',
        objectId: inserted!.id,
        before: null,
        after: auditSummary(input),
      });
      return inserted!;
    }),
  );
  return toHolidayCalendar(row);
}

/** Replaces the calendar whole and re-plans the groups following it (404 when not the project's). */
export async function updateHolidayCalendar(
  database: DatabaseHandle,
  projectId: string,
  userId: string,
  calendarId: string,
  input: HolidayCalendarInput,
): Promise<HolidayCalendar> {
  const { row, groups } = await refusingDuplicate(
    UNIQUE_NAME_INDEX,
    messages.holidayCalendarNameTaken,
    () =>
      database.transaction(async (query) => {
        const previous = await lockedCalendar(query, projectId, calendarId);
        const [updated] = await query(
          calendarRow,
          `UPDATE holiday_calendars SET name = $2, entries = $3::jsonb, updated_at = clock_timestamp()
            WHERE id = $1 RETURNING ${CALENDAR_COLUMNS}`,
          [calendarId, input.name, JSON.stringify(input.entries)],
        );
        await auditScheduleChange(query, {
          userId,
          projectId,
          action: 'holidayCalendar.update',
          objectType: 'holidayCalendar',
          objectId: calendarId,
          before: auditSummary(previous),
          after: auditSummary(input),
        });
        return { row: updated!, groups: await followingGroups(query, projectId, calendarId) };
      }),
  );
  for (const group of groups) {
    await planScheduleGroup(database, group.id);
  }
  return toHolidayCalendar(row);
}

/** Deletes the calendar; 409 naming the groups that follow it, 404 when not the project's. */
export async function deleteHolidayCalendar(
  database: DatabaseHandle,
  projectId: string,
  userId: string,
  calendarId: string,
): Promise<void> {
  await database.transaction(async (query) => {
    const calendar = await lockedCalendar(query, projectId, calendarId);
    const groups = await followingGroups(query, projectId, calendarId);
    if (groups.length > 0) {
      throw new HttpError(
        409,
        messages.holidayCalendarInUse(groups.map((g) => `“${g.name}”`).join(', ')),
      );
    }
    await query(`DELETE FROM holiday_calendars WHERE id = $1`, [calendarId]);
    await auditScheduleChange(query, {
      userId,
      projectId,
      action: 'holidayCalendar.delete',
      objectType: 'holidayCalendar',
      objectId: calendarId,
      before: auditSummary(calendar),
      after: null,
    });
  });
}
