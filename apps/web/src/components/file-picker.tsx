// Choosing a file to read in the browser (a dashboard to import, a CSV of kit serials): a button
// opens the system's picker — keyboard users reach it like any other button — and what was read
// from the chosen file is said beside it.
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, type ChangeEvent, type ReactNode } from 'react';

interface FilePickerProps {
  /** The input's accept list, e.g. ".csv,text/csv". */
  accept: string;
  /** The button's text and the input's name. */
  label: string;
  onPick: (file: File) => void;
  /** What the chosen file held, when one was read. */
  summary?: ReactNode;
}

export function FilePicker({ accept, label, onPick, summary }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (picked) {
      onPick(picked);
    }
  };
  return (
    <>
      <input ref={input} type="file" accept={accept} aria-label={label} hidden onChange={choose} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button
          variant="outlined"
          startIcon={<UploadFileRoundedIcon />}
          onClick={() => input.current?.click()}
          sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
        >
          {label}
        </Button>
        {summary && (
          <Typography role="status" sx={{ overflowWrap: 'anywhere' }}>
            {summary}
          </Typography>
        )}
      </Stack>
    </>
  );
}
