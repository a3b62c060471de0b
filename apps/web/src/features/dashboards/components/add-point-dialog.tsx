// A multipoint card's Add Point (spec 001 §2, §5 Multipoint): the dashboard's point cards whose
// point the card does not hold yet, one click to add. Only point cards can be added, so only
// they are offered; when there is none the dialog says how to make one.
import type { DashboardCard } from '@airboard/shared/api';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

type PointCard = Extract<DashboardCard, { type: 'point' }>;

type AddPointDialogProps = {
  multipointName: string;
  /** The point cards to choose from, with the name of the section each is in. */
  choices: { card: PointCard; sectionName: string }[];
  busy: boolean;
  onAdd: (pointCardId: string) => void;
  onClose: () => void;
};

export function AddPointDialog({
  multipointName,
  choices,
  busy,
  onAdd,
  onClose,
}: AddPointDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-point-title" maxWidth="sm" fullWidth>
      <DialogTitle id="add-point-title">Add Point</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>
          {choices.length === 0
            ? 'Every point card of this dashboard is on this card already, or there is none: add a point card to a section first.'
            : `Choose a point card of this dashboard to show on “${multipointName}”.`}
        </DialogContentText>
        {choices.length > 0 && (
          <List aria-label="Point cards" dense>
            {choices.map(({ card, sectionName }) => (
              <ListItemButton
                key={card.uniqueId}
                disabled={busy}
                onClick={() => onAdd(card.uniqueId)}
              >
                <ListItemText primary={card.name} secondary={sectionName} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
