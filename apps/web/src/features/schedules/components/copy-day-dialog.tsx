// "Copy a day to other days": one day's blocks replace those of the days ticked (e.g. Monday to
// Tuesday–Friday), in one step the user then sees on the grid before saving.
import { scheduleWeekdayName } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useState } from 'react';
import { SelectField } from '../../../components/select-field';

const WEEK = [0, 1, 2, 3, 4, 5, 6];

export function CopyDayDialog({
  initialDay,
  onCopy,
  onClose,
}: {
  initialDay: number;
  onCopy: (from: number, to: number[]) => void;
  onClose: () => void;
}) {
  const [from, setFrom] = useState(initialDay);
  const [to, setTo] = useState<number[]>([]);
  return (
    <Dialog open onClose={onClose} aria-labelledby="copy-day-title" maxWidth="xs" fullWidth>
      <DialogTitle id="copy-day-title">Copy a day to other days</DialogTitle>
      <DialogContent>
        <Box sx={{ mt: 1, mb: 1 }}>
          <SelectField
            label="Copy"
            value={String(from)}
            options={WEEK.map((d) => ({ value: String(d), label: scheduleWeekdayName(d) }))}
            minWidth={200}
            onValueChange={(day) => {
              setFrom(Number(day));
              setTo((days) => days.filter((d) => d !== Number(day)));
            }}
          />
        </Box>
        <FormGroup aria-label="To">
          {WEEK.filter((d) => d !== from).map((d) => (
            <FormControlLabel
              key={d}
              label={scheduleWeekdayName(d)}
              control={
                <Checkbox
                  checked={to.includes(d)}
                  onChange={(e) =>
                    setTo((days) => (e.target.checked ? [...days, d] : days.filter((x) => x !== d)))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={to.length === 0} onClick={() => onCopy(from, to)}>
          Copy
        </Button>
      </DialogActions>
    </Dialog>
  );
}
