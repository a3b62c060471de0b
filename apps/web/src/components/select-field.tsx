// The small labelled dropdown of a screen's controls and inline editors (period, zone, floor,
// measurement type, filters): a select of a minimum width over a list of options, handing back the
// chosen option's value.
import MenuItem from '@mui/material/MenuItem';
import { TextInput } from './text-input';

export type SelectOption<Value extends string> = {
  value: Value;
  label: string;
  /** How deep the option sits in a tree (zones): each level indents it by 16 px. */
  depth?: number;
};

type SelectFieldProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  onValueChange: (value: Value) => void;
  minWidth: number;
  disabled?: boolean;
};

export function SelectField<Value extends string>({
  options,
  onValueChange,
  minWidth,
  ...props
}: SelectFieldProps<Value>) {
  return (
    <TextInput
      {...props}
      select
      size="small"
      fullWidth={false}
      sx={{ minWidth }}
      // The menu offers only the options' values.
      onValueChange={(value) => onValueChange(value as Value)}
    >
      {options.map(({ value, label, depth }) => (
        <MenuItem
          key={value}
          value={value}
          // 2 is the item's own left padding.
          {...(depth === undefined ? {} : { sx: { pl: 2 + depth * 2 } })}
        >
          {label}
        </MenuItem>
      ))}
    </TextInput>
  );
}
