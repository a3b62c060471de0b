// A single-line text field that looks and is labelled exactly like the app's TextInput (outlined,
// full width) but is built from MUI's input parts instead of TextField, which imports the whole
// Select (menu, popover, modal): 20 kB gzip the sign-in page's budget (issue 18) cannot carry.
// Only for the sign-in page's e-mail and password; every other form uses TextInput.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

type PlainTextInputProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
};

export function PlainTextInput({ label, onValueChange, ...input }: PlainTextInputProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FormControl>
  );
}
