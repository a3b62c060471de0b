// Whether a device is connected (spec 002 §4: heard from within the last hour), as the server
// judged it when it answered: a Yes or No chip.
import Chip from '@mui/material/Chip';

export function ConnectedChip({ connected }: { connected: boolean }) {
  return (
    <Chip
      size="small"
      color={connected ? 'success' : 'default'}
      variant={connected ? 'filled' : 'outlined'}
      label={connected ? 'Yes' : 'No'}
    />
  );
}
