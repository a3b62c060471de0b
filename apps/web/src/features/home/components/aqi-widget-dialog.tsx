// The air quality index widget of projects with that flag: each site's overall score on the
// index scale with the spec's bands (Excellent 75–100, Good 50 to under 75, Poor under 50).
import type { Site } from '@airboard/shared/api';
import { roundScore, scoreBand } from '@airboard/shared/rules';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { messages } from '@airboard/shared/messages';
import { ScoreDonut } from '../../../components/score-donut';

type AqiWidgetDialogProps = { open: boolean; onClose: () => void; sites: Site[] };

export function AqiWidgetDialog({ open, onClose, sites }: AqiWidgetDialogProps) {
  const scored = sites.filter((s) => s.aqEnabled);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Air Quality Index</DialogTitle>
      <DialogContent dividers>
        <List disablePadding>
          {scored.map((site) => {
            const score = site.scoreOA.curScore;
            return (
              <ListItem key={site.objectId} disableGutters>
                <ListItemText
                  primary={site.name}
                  secondary={score === null ? messages.noValue : scoreBand(roundScore(score))}
                />
                <ScoreDonut score={score} label={site.name} size={52} />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
