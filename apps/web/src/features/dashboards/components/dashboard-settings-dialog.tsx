// A dashboard's own settings in edit mode: its name and description ('Save Changes', 'Saving...';
// 'Failed to save dashboard' keeps what was typed), and deleting the whole dashboard, which asks
// first. The default site and zone have their pickers on the dashboard itself.
import { messages } from '@airboard/shared/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FormStack } from '../../../components/form-layouts';
import { TextInput } from '../../../components/text-input';

type DashboardSettingsDialogProps = {
  name: string;
  description: string | null;
  busy: boolean;
  onSave: (changes: { name: string; description: string | null }) => void;
  onDelete: () => void;
  onClose: () => void;
};

export function DashboardSettingsDialog(props: DashboardSettingsDialogProps) {
  const { busy, onSave, onDelete, onClose } = props;
  const [name, setName] = useState(props.name);
  const [description, setDescription] = useState(props.description ?? '');
  const blank = name.trim() === '';
  const save = () => {
    if (!blank && !busy) {
      onSave({ name: name.trim(), description: description.trim() || null });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="dashboard-settings" maxWidth="sm" fullWidth>
      <DialogTitle id="dashboard-settings">Dashboard Settings</DialogTitle>
      <DialogContent>
        <FormStack label="Dashboard Settings" onSubmit={save} sx={{ pt: 1 }}>
          <TextInput
            label="Dashboard Name"
            value={name}
            onValueChange={setName}
            autoFocus
            required
            error={blank}
            helperText={blank ? 'Enter a name for the dashboard' : ' '}
          />
          <TextInput
            label="Description (Optional)"
            value={description}
            onValueChange={setDescription}
            multiline
            minRows={2}
          />
          {/* Enter in the name saves, like the button. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </FormStack>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
          Delete Dashboard
        </Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={blank || busy}>
          {busy ? messages.saving : messages.saveChanges}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
