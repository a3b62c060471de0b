// The week editor's arithmetic: a day is 96 quarter hours, a block covers whole quarters from its
// start to its end, and every change — drawn, dragged, resized, moved by keyboard — stays on that
// grid and never onto a neighbouring block, so the program the editor holds never has the
// overlaps the contract refuses. A block's name for screen readers says its day, times and value.
import type { ScheduleBlock, ScheduleValue } from '@airboard/shared/api';
import {
  blockLabel,
  blocksInOrder,
  SCHEDULE_STEP_MINUTES,
  scheduleMinutes,
  scheduleWeekdayName,
} from '@airboard/shared/rules';

export const QUARTERS_PER_DAY = (24 * 60) / SCHEDULE_STEP_MINUTES;

/** A block as quarters of its day: [start, end), end after start. */
export type QuarterSpan = { start: number; end: number };

export const quarterOf = (time: string): number => scheduleMinutes(time) / SCHEDULE_STEP_MINUTES;

/** "HH:MM" of a quarter of the day; 96 is "24:00", a block's end at midnight. */
export function timeOfQuarter(quarter: number): string {
  const minutes = quarter * SCHEDULE_STEP_MINUTES;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export const spanOf = (block: Pick<ScheduleBlock, 'start' | 'end'>): QuarterSpan => ({
  start: quarterOf(block.start),
  end: quarterOf(block.end),
});

export const withSpan = (block: ScheduleBlock, span: QuarterSpan): ScheduleBlock => ({
  ...block,
  start: timeOfQuarter(span.start),
  end: timeOfQuarter(span.end),
});

/** The room a block may take: from the end of the block before it to the start of the next. */
function room(blocks: readonly ScheduleBlock[], index: number): QuarterSpan {
  const own = spanOf(blocks[index]!);
  let start = 0;
  let end = QUARTERS_PER_DAY;
  blocks.forEach((other, i) => {
    if (i === index) {
      return;
    }
    const span = spanOf(other);
    if (span.end <= own.start) {
      start = Math.max(start, span.end);
    } else if (span.start >= own.end) {
      end = Math.min(end, span.start);
    }
  });
  return { start, end };
}

/** The block moved by `quarters`, stopping at midnight and at its neighbours. */
export function movedSpan(blocks: readonly ScheduleBlock[], index: number, quarters: number) {
  const own = spanOf(blocks[index]!);
  const limits = room(blocks, index);
  const length = own.end - own.start;
  const start = Math.min(Math.max(own.start + quarters, limits.start), limits.end - length);
  return { start, end: start + length };
}

/** The block with one edge moved by `quarters`, at least a quarter long, within its room. */
export function resizedSpan(
  blocks: readonly ScheduleBlock[],
  index: number,
  edge: 'start' | 'end',
  quarters: number,
): QuarterSpan {
  const own = spanOf(blocks[index]!);
  const limits = room(blocks, index);
  return edge === 'end'
    ? { start: own.start, end: Math.min(Math.max(own.end + quarters, own.start + 1), limits.end) }
    : { start: Math.max(Math.min(own.start + quarters, own.end - 1), limits.start), end: own.end };
}

/**
 * The span drawn from one quarter to another (either way), cut back to the free time around
 * where the drawing started; null when that quarter is already taken.
 */
export function drawnSpan(
  blocks: readonly ScheduleBlock[],
  from: number,
  to: number,
): QuarterSpan | null {
  const spans = blocks.map(spanOf);
  if (spans.some((s) => from >= s.start && from < s.end)) {
    return null;
  }
  const freeStart = Math.max(0, ...spans.filter((s) => s.end <= from).map((s) => s.end));
  const freeEnd = Math.min(
    QUARTERS_PER_DAY,
    ...spans.filter((s) => s.start > from).map((s) => s.start),
  );
  const start = Math.max(Math.min(from, to), freeStart);
  const end = Math.min(Math.max(from, to) + 1, freeEnd);
  return { start, end };
}

/** The first free hour of a day from 08:00 (then from midnight), for "Add a block" by keyboard. */
export function freeHour(blocks: readonly ScheduleBlock[]): QuarterSpan | null {
  const hour = 60 / SCHEDULE_STEP_MINUTES;
  const taken = blocks.map(spanOf);
  const starts = [8 * hour, ...Array.from({ length: QUARTERS_PER_DAY }, (_, q) => q)];
  for (const start of starts) {
    const end = Math.min(start + hour, QUARTERS_PER_DAY);
    if (end > start && taken.every((s) => s.end <= start || s.start >= end)) {
      return { start, end };
    }
  }
  return null;
}

/** The week with one day's blocks replaced. */
export const withDay = (
  weekly: readonly (readonly ScheduleBlock[])[],
  day: number,
  blocks: readonly ScheduleBlock[],
): ScheduleBlock[][] => weekly.map((b, d) => [...(d === day ? blocks : b)]);

/** The week with one day's blocks copied over each of `targets`. */
export const copiedDay = (
  weekly: readonly (readonly ScheduleBlock[])[],
  from: number,
  targets: readonly number[],
): ScheduleBlock[][] =>
  weekly.map((blocks, d) =>
    targets.includes(d) ? weekly[from]!.map((b) => ({ ...b })) : [...blocks],
  );

/** A value as the editor shows it: the number with its unit, On/Off, or the state. */
export function valueText(value: ScheduleValue, unit: string): string {
  if (typeof value === 'boolean') {
    return value ? 'On' : 'Off';
  }
  return typeof value === 'number' && unit ? `${value} ${unit}` : String(value);
}

/** A block's accessible name: "Monday 07:00–16:30, 21.5 °C". */
export const blockName = (day: number | string, block: ScheduleBlock, unit: string): string =>
  `${typeof day === 'number' ? scheduleWeekdayName(day) : day} ${blockLabel(block)}, ${valueText(block.value, unit)}`;

export { blocksInOrder };
