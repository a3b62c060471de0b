// What Refresh found changed in the building system (issue 14, item 6): its new, renamed and
// removed points, each list capped so a rebuilt controller does not make a dialog of a thousand
// lines. Nothing in the mapping changes by itself — a renamed point stays where the person put it —
// except on request: points mapped in this browser whose system point is gone (the save would
// refuse them) can be taken out in one go.
import type { TopologyNode } from '@airboard/shared/api';
import type { TopologyDiff } from '@airboard/shared/rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isNewNode, mappedRemovedPoints } from '../lib/mapping-edits';

/** The most lines a list shows; the rest are counted. */
const LIST_MAX = 20;

const points = (count: number) => `${count} point${count === 1 ? '' : 's'}`;

type SystemChangesDialogProps = {
  diff: TopologyDiff;
  /** The mapping as it stands, to say which removed points it holds. */
  aq: readonly TopologyNode[];
  onDropRemoved: (refs: ReadonlySet<string>) => void;
  onClose: () => void;
};

export function SystemChangesDialog({
  diff,
  aq,
  onDropRemoved,
  onClose,
}: SystemChangesDialogProps) {
  const removedRefs = new Set(diff.removed.map((n) => n.originalDeviceRef!));
  const inThisBrowser = new Set(
    mappedRemovedPoints(aq, removedRefs).map((n) => n.originalDeviceRef!),
  );
  const saved = new Set(
    aq.flatMap((n) =>
      n.type === 'point' && !isNewNode(n) && n.originalDeviceRef !== null
        ? [n.originalDeviceRef]
        : [],
    ),
  );
  const removedNote = (node: TopologyNode) =>
    inThisBrowser.has(node.originalDeviceRef!)
      ? 'Mapped in this browser'
      : saved.has(node.originalDeviceRef!)
        ? 'Saved: its readings stay'
        : null;

  return (
    <Dialog open onClose={onClose} aria-labelledby="system-changes-title" maxWidth="sm" fullWidth>
      <DialogTitle id="system-changes-title">The building system changed</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>
          Refresh read the building system again. Your mapping is kept: a renamed point stays where
          you put it, and new points wait in Commander Topology.
        </DialogContentText>
        {inThisBrowser.size > 0 && (
          <Alert
            severity="warning"
            sx={{ my: 1 }}
            action={
              <Button
                color="inherit"
                size="small"
                sx={{ whiteSpace: 'nowrap' }}
                onClick={() => onDropRemoved(removedRefs)}
              >
                Remove from mapping
              </Button>
            }
          >
            {`${points(inThisBrowser.size)} mapped in this browser ${inThisBrowser.size === 1 ? 'is' : 'are'} gone from the building system: saving would refuse ${inThisBrowser.size === 1 ? 'it' : 'them'}.`}
          </Alert>
        )}
        <ChangeList
          title={`New: ${points(diff.added.length)}`}
          items={diff.added.map((n) => ({ key: n.id, primary: n.name, secondary: n.deviceName }))}
        />
        <ChangeList
          title={`Renamed: ${points(diff.renamed.length)}`}
          items={diff.renamed.map(({ before, after }) => ({
            key: after.id,
            primary: `${before.name} → ${after.name}`,
            secondary: after.deviceName,
          }))}
        />
        <ChangeList
          title={`Removed: ${points(diff.removed.length)}`}
          items={diff.removed.map((n) => ({
            key: n.id,
            primary: n.name,
            secondary: [n.deviceName, removedNote(n)].filter(Boolean).join(' · '),
          }))}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type ChangeListProps = {
  title: string;
  items: { key: string; primary: ReactNode; secondary: string | null }[];
};

function ChangeList({ title, items }: ChangeListProps) {
  if (items.length === 0) {
    return null;
  }
  const headingId = `system-changes-${title.split(':')[0]!.toLowerCase()}`;
  const hidden = items.length - LIST_MAX;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List dense disablePadding>
        {items.slice(0, LIST_MAX).map((item) => (
          <ListItem key={item.key} disableGutters>
            <ListItemText primary={item.primary} secondary={item.secondary} />
          </ListItem>
        ))}
        {hidden > 0 && (
          <ListItem disableGutters>
            <ListItemText secondary={`and ${points(hidden)} more`} />
          </ListItem>
        )}
      </List>
    </section>
  );
}
