// The Add Section and Edit Section dialogs (spec 001 §2, §5; 500 px): one field 'Section Name';
// Enter saves; an empty name says 'Section name cannot be empty'; the button reads 'Adding...' or
// 'Saving...' while it works. The typed name stays if saving fails or the dashboard changed.
import { messages } from '@airboard/shared/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FormStack } from '../../../components/form-layouts';
import { TextInput } from '../../../components/text-input';

/** The spec's section dialog width (001 §9). */
const SECTION_DIALOG_WIDTH = 500;

type SectionDialogProps = {
  mode: 'add' | 'edit';
  initialName?: string;
  busy: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
};

export function SectionDialog({
  mode,
  initialName = '',
  busy,
  onSave,
  onClose,
}: SectionDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const title = mode === 'add' ? 'Add Section' : 'Edit Section';
  const save = () => {
    if (name.trim() === '') {
      setError(messages.sectionNameEmpty);
      return;
    }
    setError(null);
    onSave(name.trim());
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="section-dialog"
      maxWidth={false}
      slotProps={{ paper: { sx: { width: SECTION_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="section-dialog">{title}</DialogTitle>
      <DialogContent>
        <FormStack label={title} onSubmit={save} sx={{ pt: 1 }}>
          <TextInput
            label="Section Name"
            value={name}
            onValueChange={setName}
            autoFocus
            error={error !== null}
            helperText={error ?? ' '}
          />
        </FormStack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {mode === 'add'
            ? busy
              ? messages.adding
              : messages.addSection
            : busy
              ? messages.saving
              : messages.saveChanges}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
