// A program on the time grid with the form of its chosen block below it: the weekly program (with
// "Copy a day to other days") or the one-day holiday program.
import type { ScheduleBlock, SchedulePointKind, ScheduleValue } from '@airboard/shared/api';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import type { SchedulePointInfo } from '../lib/schedule-points';
import { copiedDay, withDay } from '../lib/week-grid';
import { BlockForm } from './block-form';
import { CopyDayDialog } from './copy-day-dialog';
import { DayProgramGrid, type BlockRef } from './day-program-grid';

type ProgramEditorProps = {
  label: string;
  days: readonly { name: string; short: string }[];
  program: ScheduleBlock[][];
  onProgramChange: (program: ScheduleBlock[][]) => void;
  kind: SchedulePointKind;
  points: readonly SchedulePointInfo[];
  newBlockValue: ScheduleValue;
  readOnly: boolean;
  /** Offer "Copy a day to other days" (the weekly program). */
  copyDays?: boolean;
};

export function ProgramEditor(props: ProgramEditorProps) {
  const { label, days, program, onProgramChange, kind, points, newBlockValue, readOnly } = props;
  const [selected, setSelected] = useState<BlockRef | null>(null);
  const [copying, setCopying] = useState(false);
  const valueRef = useRef<HTMLInputElement>(null);
  const unit = kind === 'number' ? (points[0]?.unit ?? '') : '';
  const chosen = selected && program[selected.day]?.[selected.index] ? selected : null;
  const setDay = (day: number, blocks: ScheduleBlock[]) =>
    onProgramChange(withDay(program, day, blocks));

  return (
    <Box>
      {props.copyDays && !readOnly && (
        <Button
          size="small"
          startIcon={<ContentCopyRoundedIcon />}
          onClick={() => setCopying(true)}
          sx={{ mb: 1 }}
        >
          Copy a day to other days
        </Button>
      )}
      <DayProgramGrid
        label={label}
        days={days}
        program={program}
        onDayChange={setDay}
        newBlockValue={newBlockValue}
        unit={unit}
        selected={chosen}
        onSelect={setSelected}
        onEditValue={() => setTimeout(() => valueRef.current?.focus())}
        readOnly={readOnly}
      />
      {chosen && !readOnly && (
        <BlockForm
          dayName={days[chosen.day]!.name}
          blocks={program[chosen.day]!}
          index={chosen.index}
          kind={kind}
          points={points}
          onBlocksChange={(blocks) => setDay(chosen.day, blocks)}
          onDelete={() => {
            setDay(
              chosen.day,
              program[chosen.day]!.filter((_, i) => i !== chosen.index),
            );
            setSelected(null);
          }}
          valueRef={valueRef}
        />
      )}
      {copying && (
        <CopyDayDialog
          initialDay={chosen?.day ?? 1}
          onClose={() => setCopying(false)}
          onCopy={(from, to) => {
            onProgramChange(copiedDay(program, from, to));
            setCopying(false);
          }}
        />
      )}
    </Box>
  );
}
