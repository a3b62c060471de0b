// The week editor's arithmetic: blocks stay on quarter hours, inside their day and off their
// neighbours, whether drawn, moved or resized; a copied day replaces the days it is copied to.
import type { ScheduleBlock } from '@airboard/shared/api';
import { describe, expect, it } from 'vitest';
import {
  blockName,
  copiedDay,
  drawnSpan,
  freeHour,
  movedSpan,
  resizedSpan,
  timeOfQuarter,
} from './week-grid';

const day: ScheduleBlock[] = [
  { start: '07:00', end: '12:00', value: 21.5 },
  { start: '13:00', end: '16:30', value: 21.5 },
];

describe('week grid', () => {
  it('names quarters as times, midnight at the end as 24:00', () => {
    expect(timeOfQuarter(0)).toBe('00:00');
    expect(timeOfQuarter(30)).toBe('07:30');
    expect(timeOfQuarter(96)).toBe('24:00');
  });

  it('moves a block by quarters, stopping at its neighbours and at midnight', () => {
    expect(movedSpan(day, 0, 1)).toEqual({ start: 29, end: 49 });
    expect(movedSpan(day, 0, 20)).toEqual({ start: 32, end: 52 });
    expect(movedSpan(day, 0, -40)).toEqual({ start: 0, end: 20 });
    expect(movedSpan(day, 1, 100)).toEqual({ start: 82, end: 96 });
  });

  it('resizes either edge, keeping at least a quarter and off the neighbours', () => {
    expect(resizedSpan(day, 0, 'end', 2)).toEqual({ start: 28, end: 50 });
    expect(resizedSpan(day, 0, 'end', 10)).toEqual({ start: 28, end: 52 });
    expect(resizedSpan(day, 1, 'start', -10)).toEqual({ start: 48, end: 66 });
    expect(resizedSpan(day, 1, 'end', -50)).toEqual({ start: 52, end: 53 });
  });

  it('draws in the free time around where the drawing started, either way', () => {
    expect(drawnSpan(day, 70, 80)).toEqual({ start: 70, end: 81 });
    expect(drawnSpan(day, 70, 60)).toEqual({ start: 66, end: 71 });
    expect(drawnSpan(day, 30, 40)).toBeNull();
  });

  it('adds a block in the first free hour from 08:00', () => {
    expect(freeHour([])).toEqual({ start: 32, end: 36 });
    expect(freeHour(day)).toEqual({ start: 0, end: 4 });
  });

  it('copies a day over others', () => {
    const week = [[], day, [], [], [], [], []];
    const copied = copiedDay(week, 1, [2, 3]);
    expect(copied[2]).toEqual(day);
    expect(copied[3]).toEqual(day);
    expect(copied[0]).toEqual([]);
  });

  it('names a block for screen readers by its day, times and value', () => {
    expect(blockName(1, day[0]!, '°C')).toBe('Monday 07:00–12:00, 21.5 °C');
    expect(blockName('Holiday program', { ...day[0]!, value: false }, '')).toBe(
      'Holiday program 07:00–12:00, Off',
    );
  });
});
