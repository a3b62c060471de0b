// The app's text field: a MUI TextField that hands back the typed string (`onValueChange`) and
// fills its row unless told otherwise, so each form field is one readable element. The e-mail and
// search boxes are written the same way everywhere, so they are named here too.
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

export type TextInputProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function TextInput({ onValueChange, fullWidth = true, ...props }: TextInputProps) {
  return (
    <TextField
      {...props}
      fullWidth={fullWidth}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}

/** An e-mail address: labelled "Email", with the e-mail keyboard and the browser's suggestions. */
export function EmailInput(props: Omit<TextInputProps, 'label' | 'type'>) {
  return <TextInput {...props} label="Email" type="email" />;
}

/** A small search box (the browser's clear button and the search key on phones). */
export function SearchInput(props: Omit<TextInputProps, 'type' | 'size'>) {
  return <TextInput {...props} type="search" size="small" />;
}
