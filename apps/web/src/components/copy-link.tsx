// A link someone is to be given (a kiosk's public link, a kit's onboarding link): Copy puts it on
// the clipboard and says 'Copied!', or how to copy it by hand when the browser refuses; the field
// shows it read-only, so it can be selected but not spoilt.
import { messages } from '@airboard/shared/messages';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from '../lib/toasts';
import { copyText } from '../lib/copy-text';
import { TextInput } from './text-input';

/** Copies a link and toasts the outcome. */
export function useCopyLink(): (link: string) => Promise<void> {
  return (link) =>
    copyText(link).then(
      () => void enqueueSnackbar(messages.copied, { variant: 'success' }),
      () =>
        void enqueueSnackbar('The browser did not allow copying: select the link and copy it.', {
          variant: 'error',
        }),
    );
}

type LinkFieldProps = {
  label: string;
  link: string;
  /** The Copy button's accessible name, naming what the link is of. */
  copyLabel: string;
};

export function LinkField({ label, link, copyLabel }: LinkFieldProps) {
  const copy = useCopyLink();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextInput
        label={label}
        value={link}
        onValueChange={() => undefined}
        onFocus={(event) => event.target.select()}
        slotProps={{ input: { readOnly: true } }}
      />
      <Button
        variant="contained"
        startIcon={<ContentCopyRoundedIcon />}
        onClick={() => void copy(link)}
        aria-label={copyLabel}
        sx={{ flexShrink: 0 }}
      >
        Copy
      </Button>
    </Stack>
  );
}
