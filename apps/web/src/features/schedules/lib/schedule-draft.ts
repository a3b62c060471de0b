// The group the editor holds: a saved group as its input (sent whole on save), or a new one with
// an empty week; and the first reason the contract or a point would refuse it, in the words the
// server would use.
import {
  scheduleGroupInput,
  type ScheduleGroup,
  type ScheduleGroupInput,
  type SchedulePointKind,
  type ScheduleValue,
} from '@airboard/shared/api';
import { scheduleGroupValues } from '@airboard/shared/rules';
import { pointValueProblem, type SchedulePointInfo } from './schedule-points';

export type ScheduleDraft = ScheduleGroupInput;

const emptyWeek = (): ScheduleDraft['weekly'] => Array.from({ length: 7 }, () => []);

export function newScheduleDraft(): ScheduleDraft {
  return {
    name: '',
    pointKind: 'number',
    pointIds: [],
    defaultValue: 0,
    weekly: emptyWeek(),
    holidayProgram: [],
    calendars: [],
    exceptions: [],
  };
}

export function draftOfGroup(group: ScheduleGroup): ScheduleDraft {
  return {
    name: group.name,
    pointKind: group.pointKind,
    pointIds: [...group.pointIds],
    defaultValue: group.defaultValue,
    weekly: group.weekly.map((day) => day.map((b) => ({ ...b }))),
    holidayProgram: group.holidayProgram.map((b) => ({ ...b })),
    calendars: group.calendars.map((c) => ({ ...c })),
    exceptions: group.exceptions.map((e) => ({ ...e })),
  };
}

/**
 * The draft for the points first chosen, or for another kind of point: its values make no sense
 * any more, so the program keeps its times and takes the kind's start values.
 */
export function draftOfKind(
  draft: ScheduleDraft,
  kind: SchedulePointKind,
  { defaultValue, blockValue }: { defaultValue: ScheduleValue; blockValue: ScheduleValue },
): ScheduleDraft {
  if (kind === draft.pointKind && draft.pointIds.length > 0) {
    return draft;
  }
  const revalue = <T extends { value: ScheduleValue }>(b: T): T => ({ ...b, value: blockValue });
  return {
    ...draft,
    pointKind: kind,
    defaultValue,
    weekly: draft.weekly.map((day) => day.map(revalue)),
    holidayProgram: draft.holidayProgram.map(revalue),
    exceptions: draft.exceptions.map(revalue),
  };
}

/** What a group without a name is told (its field says it, the contract only "too small"). */
export const GROUP_NAME_MISSING = 'Enter a name for the schedule group';

/** The first reason the group cannot be saved as it is, or null. */
export function draftProblem(
  draft: ScheduleDraft,
  points: readonly SchedulePointInfo[],
): string | null {
  if (draft.name.trim() === '') {
    return GROUP_NAME_MISSING;
  }
  const parsed = scheduleGroupInput.safeParse(draft);
  if (!parsed.success) {
    return parsed.error.issues[0]?.message ?? null;
  }
  return pointValueProblem(scheduleGroupValues(draft), points);
}
