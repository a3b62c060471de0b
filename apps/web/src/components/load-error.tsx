// A part of a screen that failed to load, with Retry: the message says what did not load, and the
// rest of the screen stays usable.
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

type LoadErrorProps = {
  message: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
};

export function LoadError({ message, onRetry, sx }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      {...(sx ? { sx } : {})}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshRoundedIcon />} onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
