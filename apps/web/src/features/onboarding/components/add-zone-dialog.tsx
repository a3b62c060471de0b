// 'Add Zone': names a new zone, made under the selected zone (nesting it) or under the site. The
// button stays off until the name has a character; Enter adds.
import { messages } from '@airboard/shared/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FormStack } from '../../../components/form-layouts';
import { TextInput } from '../../../components/text-input';

/** The longest zone name the contract takes. */
const ZONE_NAME_MAX = 200;

type AddZoneDialogProps = {
  /** Where the zone goes: the selected zone's name or the site's. */
  parentName: string;
  onAdd: (name: string) => void;
  onClose: () => void;
};

export function AddZoneDialog({ parentName, onAdd, onClose }: AddZoneDialogProps) {
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const add = () => {
    if (trimmed !== '') {
      onAdd(trimmed);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-zone-title" maxWidth="xs" fullWidth>
      <DialogTitle id="add-zone-title">{messages.addZone}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{`The zone goes under ${parentName}.`}</DialogContentText>
        <FormStack label={messages.addZone} onSubmit={add}>
          <TextInput
            label="Zone Name"
            value={name}
            onValueChange={setName}
            autoFocus
            slotProps={{ htmlInput: { maxLength: ZONE_NAME_MAX } }}
          />
        </FormStack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={add} disabled={trimmed === ''}>
          {messages.addZone}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
