// The chosen block of the week editor as a form: its start and end on the grid's steps (each
// within the free time around it) and its value, and Delete. The grid's Enter lands on the value.
import type { ScheduleBlock, SchedulePointKind, ScheduleValue } from '@airboard/shared/api';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { SelectField } from '../../../components/select-field';
import type { SchedulePointInfo } from '../lib/schedule-points';
import {
  quarterOf,
  QUARTERS_PER_DAY,
  resizedSpan,
  spanOf,
  timeOfQuarter,
  withSpan,
} from '../lib/week-grid';
import { ScheduleValueField } from './schedule-value-field';

type BlockFormProps = {
  dayName: string;
  blocks: readonly ScheduleBlock[];
  index: number;
  kind: SchedulePointKind;
  points: readonly SchedulePointInfo[];
  onBlocksChange: (blocks: ScheduleBlock[]) => void;
  onDelete: () => void;
  valueRef: Ref<HTMLInputElement>;
};

export function BlockForm(props: BlockFormProps) {
  const { dayName, blocks, index, kind, points, onBlocksChange, onDelete, valueRef } = props;
  const block = blocks[index]!;
  const span = spanOf(block);
  // The quarters each edge may take: as far as the neighbouring blocks allow.
  const earliest = resizedSpan(blocks, index, 'start', -QUARTERS_PER_DAY).start;
  const latest = resizedSpan(blocks, index, 'end', QUARTERS_PER_DAY).end;
  const change = (next: Partial<ScheduleBlock>) =>
    onBlocksChange(blocks.map((b, i) => (i === index ? { ...b, ...next } : b)));
  const times = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => {
      const time = timeOfQuarter(from + i);
      return { value: time, label: time };
    });

  return (
    <Paper variant="outlined" component="section" aria-label="Chosen block" sx={{ p: 1.5, mt: 1 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {dayName} {block.start}–{block.end}
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <SelectField
          label="Start"
          value={block.start}
          options={times(earliest, span.end - 1)}
          minWidth={100}
          onValueChange={(start) =>
            change(withSpan(block, { start: quarterOf(start), end: span.end }))
          }
        />
        <SelectField
          label="End"
          value={block.end}
          options={times(span.start + 1, latest)}
          minWidth={100}
          onValueChange={(end) =>
            change(withSpan(block, { start: span.start, end: quarterOf(end) }))
          }
        />
        <ScheduleValueField
          label="Value"
          kind={kind}
          value={block.value}
          points={points}
          onValueChange={(value: ScheduleValue) => change({ value })}
          inputRef={valueRef}
        />
        <Button color="error" startIcon={<DeleteOutlineRoundedIcon />} onClick={onDelete}>
          Delete block
        </Button>
      </Stack>
    </Paper>
  );
}
