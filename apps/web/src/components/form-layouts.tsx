// The two ways a form is laid out: a labelled column (sign-in, signup, invite acceptance, password
// forms) and a row (the inline pencil editors). Both submit without reloading the page; the column
// also turns the browser's own validation bubbles off, because those forms show the spec's messages.
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEvent, KeyboardEventHandler, ReactNode } from 'react';

type Submit = () => void | Promise<void>;

const withoutReload = (submit: Submit) => (event: FormEvent) => {
  event.preventDefault();
  void submit();
};

type FormStackProps = {
  /** The form's accessible name. */
  label: string;
  onSubmit: Submit;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

export function FormStack({ label, onSubmit, sx, children }: FormStackProps) {
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={withoutReload(onSubmit)}
      noValidate
      aria-label={label}
      sx={sx}
    >
      {children}
    </Stack>
  );
}

type InlineFormProps = {
  onSubmit: Submit;
  /** E.g. Escape to cancel the edit. */
  onKeyDown?: KeyboardEventHandler<HTMLFormElement>;
  children: ReactNode;
};

export function InlineForm({ onSubmit, onKeyDown, children }: InlineFormProps) {
  return (
    <Stack
      component="form"
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center' }}
      onSubmit={withoutReload(onSubmit)}
      onKeyDown={onKeyDown}
    >
      {children}
    </Stack>
  );
}
