// A wrapping list of chips, each removed by its ✕, a click, Enter or Delete and named "Remove …" for
// screen readers: the share dialog's recipients and the kiosk's picked measurements. A long one
// (an e-mail address) is cut short on a phone instead of widening the dialog.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export type RemovableChip = { key: string; label: string; error?: boolean };

type RemovableChipsProps = {
  /** The list's accessible name. */
  label: string;
  chips: RemovableChip[];
  onRemove: (key: string) => void;
};

export function RemovableChips({ label, chips, onRemove }: RemovableChipsProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        '& > li': { maxWidth: '100%', minWidth: 0 },
      }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            label={chip.label}
            color={chip.error ? 'error' : 'default'}
            onClick={() => onRemove(chip.key)}
            onDelete={() => onRemove(chip.key)}
            aria-label={`Remove ${chip.label}`}
            sx={{ maxWidth: '100%' }}
          />
        </li>
      ))}
    </Box>
  );
}
