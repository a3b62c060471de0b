// The week editor's time grid (issue 19): columns of days (Sunday … Saturday, or the one holiday
// program) × 24 hours on 15-minute steps. With a pointer, drag on an empty area to draw a block,
// drag a block to move it, drag its top or bottom edge to resize it. With the keyboard, each block
// is a button named by its day, times and value: arrow keys move it by 15 minutes, Shift+arrows
// resize it, Delete removes it, Enter edits its value; each day's "+" adds a block in its first
// free hour. Nothing ever overlaps: changes stop at the neighbouring blocks. The grid scrolls
// sideways inside its own box on a phone, never the page.
import type { ScheduleBlock, ScheduleValue } from '@airboard/shared/api';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import {
  blockName,
  drawnSpan,
  freeHour,
  movedSpan,
  QUARTERS_PER_DAY,
  resizedSpan,
  spanOf,
  valueText,
  withSpan,
  type QuarterSpan,
} from '../lib/week-grid';

/** Where a block is: its column (day) and its place in that day's list. */
export type BlockRef = { day: number; index: number };

type DayProgramGridProps = {
  label: string;
  /** The columns' names (e.g. Sunday … Saturday) and short headers. */
  days: readonly { name: string; short: string }[];
  program: readonly (readonly ScheduleBlock[])[];
  onDayChange: (day: number, blocks: ScheduleBlock[]) => void;
  /** What a drawn or added block commands at first. */
  newBlockValue: ScheduleValue;
  unit: string;
  selected: BlockRef | null;
  onSelect: (block: BlockRef | null) => void;
  /** Enter on a block: edit its value (the form below the grid). */
  onEditValue: (block: BlockRef) => void;
  readOnly: boolean;
};

const QUARTER_PX = 7;
const DAY_PX = QUARTERS_PER_DAY * QUARTER_PX;
const HOUR_PX = 4 * QUARTER_PX;
const GUTTER_PX = 44;
const COLUMN_MIN_PX = 84;

type Gesture =
  | { kind: 'draw'; day: number; from: number; to: number }
  | {
      kind: 'move' | 'start' | 'end';
      day: number;
      index: number;
      from: number;
      blocks: ScheduleBlock[];
    };

export function DayProgramGrid(props: DayProgramGridProps) {
  const { label, days, program, onDayChange, newBlockValue, unit, selected, onSelect } = props;
  const { onEditValue, readOnly } = props;
  const theme = useTheme();
  const help = useId();
  const gesture = useRef<Gesture | null>(null);
  const [drawing, setDrawing] = useState<{ day: number; span: QuarterSpan } | null>(null);

  const changeBlock = (ref: BlockRef, span: QuarterSpan, blocks = program[ref.day]!) =>
    onDayChange(
      ref.day,
      blocks.map((b, i) => (i === ref.index ? withSpan(b, span) : b)),
    );
  const addBlock = (day: number, span: QuarterSpan) => {
    const blocks = program[day]!;
    const block = withSpan({ start: '00:00', end: '00:15', value: newBlockValue }, span);
    onDayChange(day, [...blocks, block]);
    onSelect({ day, index: blocks.length });
  };
  const removeBlock = ({ day, index }: BlockRef) => {
    onDayChange(
      day,
      program[day]!.filter((_, i) => i !== index),
    );
    onSelect(null);
  };

  const quarterAt = (event: PointerEvent<HTMLElement>) => {
    const top = event.currentTarget.getBoundingClientRect().top;
    return Math.min(
      Math.max(Math.floor((event.clientY - top) / QUARTER_PX), 0),
      QUARTERS_PER_DAY - 1,
    );
  };
  const pointerDown = (day: number, event: PointerEvent<HTMLElement>) => {
    if (readOnly || event.button !== 0) {
      return;
    }
    const target = event.target as HTMLElement;
    const blockElement = target.closest<HTMLElement>('[data-block]');
    const quarter = quarterAt(event);
    if (blockElement) {
      const index = Number(blockElement.dataset.block);
      const edge = target.dataset.edge as 'start' | 'end' | undefined;
      gesture.current = {
        kind: edge ?? 'move',
        day,
        index,
        from: quarter,
        blocks: [...program[day]!],
      };
      onSelect({ day, index });
    } else {
      gesture.current = { kind: 'draw', day, from: quarter, to: quarter };
      const span = drawnSpan(program[day]!, quarter, quarter);
      setDrawing(span ? { day, span } : null);
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };
  const pointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current) {
      return;
    }
    const quarter = quarterAt(event);
    if (current.kind === 'draw') {
      current.to = quarter;
      const span = drawnSpan(program[current.day]!, current.from, quarter);
      setDrawing(span ? { day: current.day, span } : null);
      return;
    }
    const delta = quarter - current.from;
    const ref = { day: current.day, index: current.index };
    const span =
      current.kind === 'move'
        ? movedSpan(current.blocks, current.index, delta)
        : resizedSpan(current.blocks, current.index, current.kind, delta);
    changeBlock(ref, span, current.blocks);
  };
  const pointerUp = () => {
    const current = gesture.current;
    gesture.current = null;
    if (current?.kind === 'draw' && drawing) {
      addBlock(drawing.day, drawing.span);
    }
    setDrawing(null);
  };

  const keyDown = (ref: BlockRef, event: KeyboardEvent<HTMLElement>) => {
    if (readOnly) {
      return;
    }
    const blocks = program[ref.day]!;
    const step = { ArrowUp: -1, ArrowDown: 1 }[event.key as 'ArrowUp' | 'ArrowDown'];
    if (step !== undefined) {
      event.preventDefault();
      const span = event.shiftKey
        ? resizedSpan(blocks, ref.index, 'end', step)
        : movedSpan(blocks, ref.index, step);
      changeBlock(ref, span);
      onSelect(ref);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      removeBlock(ref);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onSelect(ref);
      onEditValue(ref);
    }
  };

  const blockColor = (value: ScheduleValue) =>
    value === false ? theme.palette.grey[500] : theme.palette.primary.main;

  return (
    <Box
      sx={{
        overflowX: 'auto',
        maxWidth: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography id={help} sx={visuallyHidden}>
        {readOnly
          ? 'Read only.'
          : 'Arrow keys move the block by 15 minutes, Shift with arrow keys resizes it, Delete removes it, Enter edits its value.'}
      </Typography>
      <Box
        role="group"
        aria-label={label}
        sx={{
          display: 'grid',
          gridTemplateColumns: `${GUTTER_PX}px repeat(${days.length}, minmax(${COLUMN_MIN_PX}px, 1fr))`,
          minWidth: GUTTER_PX + days.length * COLUMN_MIN_PX,
          userSelect: 'none',
        }}
      >
        <Box />
        {days.map((day, d) => (
          <Box
            key={day.name}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 0.25,
              py: 0.5,
              borderLeft: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }} title={day.name}>
              {day.short}
            </Typography>
            {!readOnly && (
              <IconButton
                size="small"
                aria-label={`Add a block on ${day.name}`}
                onClick={() => {
                  const span = freeHour(program[d]!);
                  if (span) {
                    addBlock(d, span);
                  }
                }}
              >
                <AddRoundedIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
        <Box sx={{ position: 'relative', height: DAY_PX }} aria-hidden>
          {Array.from({ length: 24 }, (_, h) => (
            <Typography
              key={h}
              variant="caption"
              sx={{ position: 'absolute', top: h * HOUR_PX - 8, right: 6, color: 'text.secondary' }}
            >
              {h === 0 ? '' : `${String(h).padStart(2, '0')}:00`}
            </Typography>
          ))}
        </Box>
        {days.map((day, d) => (
          <Box
            key={day.name}
            role="group"
            aria-label={day.name}
            data-day={d}
            onPointerDown={(e) => pointerDown(d, e)}
            onPointerMove={pointerMove}
            onPointerUp={pointerUp}
            onPointerCancel={pointerUp}
            sx={{
              position: 'relative',
              height: DAY_PX,
              borderLeft: 1,
              borderColor: 'divider',
              cursor: readOnly ? 'default' : 'crosshair',
              touchAction: readOnly ? 'auto' : 'pan-x',
              backgroundImage: `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${HOUR_PX}px)`,
            }}
          >
            {program[d]!.map((block, index) => {
              const span = spanOf(block);
              const isSelected = selected?.day === d && selected.index === index;
              const color = blockColor(block.value);
              return (
                <Box
                  key={index}
                  data-block={index}
                  role="button"
                  tabIndex={0}
                  aria-label={blockName(day.name, block, unit)}
                  aria-describedby={help}
                  aria-pressed={isSelected}
                  onFocus={() => onSelect({ day: d, index })}
                  onKeyDown={(e) => keyDown({ day: d, index }, e)}
                  sx={{
                    position: 'absolute',
                    left: 3,
                    right: 3,
                    top: span.start * QUARTER_PX,
                    height: (span.end - span.start) * QUARTER_PX,
                    bgcolor: alpha(color, isSelected ? 0.35 : 0.2),
                    border: 2,
                    borderColor: isSelected ? color : alpha(color, 0.6),
                    borderRadius: 1,
                    overflow: 'hidden',
                    cursor: readOnly ? 'default' : 'grab',
                    px: 0.5,
                    '&:focus-visible': {
                      outline: `2px solid ${theme.palette.text.primary}`,
                      outlineOffset: 1,
                    },
                  }}
                >
                  {!readOnly && <Edge edge="start" />}
                  <Typography
                    variant="caption"
                    component="div"
                    noWrap
                    sx={{ fontWeight: 600, lineHeight: 1.2 }}
                  >
                    {valueText(block.value, unit)}
                  </Typography>
                  {span.end - span.start >= 4 && (
                    <Typography variant="caption" component="div" sx={{ lineHeight: 1.2 }}>
                      {block.start}–{block.end}
                    </Typography>
                  )}
                  {!readOnly && <Edge edge="end" />}
                </Box>
              );
            })}
            {drawing?.day === d && (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: 3,
                  right: 3,
                  top: drawing.span.start * QUARTER_PX,
                  height: (drawing.span.end - drawing.span.start) * QUARTER_PX,
                  border: 2,
                  borderStyle: 'dashed',
                  borderColor: 'primary.main',
                  borderRadius: 1,
                }}
              />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A resize handle along a block's top or bottom edge. */
function Edge({ edge }: { edge: 'start' | 'end' }) {
  return (
    <Box
      data-edge={edge}
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        height: 6,
        cursor: 'ns-resize',
        ...(edge === 'start' ? { top: 0 } : { bottom: 0 }),
      }}
    />
  );
}
