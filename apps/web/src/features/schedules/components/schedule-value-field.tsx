// The editor of one value of a group, fitting its kind: a number with the points' unit and the
// range they accept (and why a value does not fit), On or Off, or a select of the states
// the group's points share. A number being typed stays as typed; the group gets it once it is one.
import type { SchedulePointKind, ScheduleValue } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { writableRangeText } from '@airboard/shared/rules';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { useState, type Ref } from 'react';
import { TextInput } from '../../../components/text-input';
import { pointValueProblem, sharedStates, type SchedulePointInfo } from '../lib/schedule-points';

const ON = 'On';
const OFF = 'Off';

type ScheduleValueFieldProps = {
  label: string;
  kind: SchedulePointKind;
  value: ScheduleValue;
  points: readonly SchedulePointInfo[];
  onValueChange: (value: ScheduleValue) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

export function ScheduleValueField(props: ScheduleValueFieldProps) {
  const { label, kind, value, points, onValueChange, disabled = false, inputRef } = props;
  if (kind !== 'number') {
    // On/off as a select too, so Enter on a block lands on it like on the others.
    const states = kind === 'bool' ? [ON, OFF] : sharedStates(points);
    const shown = typeof value === 'boolean' ? (value ? ON : OFF) : value;
    const options =
      typeof shown === 'string' && !states.includes(shown) ? [shown, ...states] : states;
    return (
      <TextInput
        select
        size="small"
        label={label}
        value={typeof shown === 'string' ? shown : ''}
        onValueChange={(state) => onValueChange(kind === 'bool' ? state === ON : state)}
        disabled={disabled}
        inputRef={inputRef}
        sx={{ minWidth: 160, alignSelf: 'flex-start' }}
        fullWidth={false}
      >
        {options.map((state) => (
          <MenuItem key={state} value={state}>
            {state}
          </MenuItem>
        ))}
      </TextInput>
    );
  }
  return (
    <NumberValueField
      label={label}
      value={typeof value === 'number' ? value : null}
      points={points}
      onValueChange={onValueChange}
      disabled={disabled}
      inputRef={inputRef}
    />
  );
}

function NumberValueField({
  label,
  value,
  points,
  onValueChange,
  disabled,
  inputRef,
}: {
  label: string;
  value: number | null;
  points: readonly SchedulePointInfo[];
  onValueChange: (value: number) => void;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement> | undefined;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  // A value changed from outside (another block chosen) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value === null ? '' : String(value));
  }
  const unit = points[0]?.unit ?? '';
  const typed = text.trim() === '' ? Number.NaN : Number(text);
  const problem = !Number.isFinite(typed)
    ? messages.scheduleValueNotNumber
    : pointValueProblem([typed], points);
  const range = points[0] ? writableRangeText(points[0].range, unit) : null;
  return (
    <TextInput
      size="small"
      label={label}
      type="number"
      value={text}
      disabled={disabled}
      inputRef={inputRef}
      onValueChange={(next) => {
        setText(next);
        const number = next.trim() === '' ? Number.NaN : Number(next);
        if (Number.isFinite(number)) {
          setShown(number);
          onValueChange(number);
        }
      }}
      error={problem !== null}
      helperText={problem ?? range ?? ' '}
      fullWidth={false}
      sx={{ width: 200, alignSelf: 'flex-start' }}
      slotProps={{
        htmlInput: { step: 'any' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
      }}
    />
  );
}
