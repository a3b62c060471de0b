// The share dialog's Link tab (issue 15, item 2): the kiosk's public link, read-only so it can be
// selected but not spoilt, and Copy, toasted 'Copied!'.
import type { Kiosk } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { TextInput } from '../../../components/text-input';
import { copyText } from '../../../lib/copy-text';

export function ShareLink({ kiosk, link }: { kiosk: Kiosk; link: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = () =>
    copyText(link).then(
      () => enqueueSnackbar(messages.copied, { variant: 'success' }),
      () =>
        enqueueSnackbar('The browser did not allow copying: select the link and copy it.', {
          variant: 'error',
        }),
    );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextInput
        label="Public link"
        value={link}
        onValueChange={() => undefined}
        onFocus={(event) => event.target.select()}
        slotProps={{ input: { readOnly: true } }}
      />
      <Button
        variant="contained"
        startIcon={<ContentCopyRoundedIcon />}
        onClick={() => void copy()}
        aria-label={`Copy ${kiosk.name}'s link`}
        sx={{ flexShrink: 0 }}
      >
        Copy
      </Button>
    </Stack>
  );
}
