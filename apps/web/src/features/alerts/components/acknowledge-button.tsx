// Acknowledge an open alert: a small dialog asks for an optional comment, then records who and when.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState } from 'react';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';

type AcknowledgeButtonProps = { siteId: string; alertId: string; message: string };

export function AcknowledgeButton({ siteId, alertId, message }: AcknowledgeButtonProps) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const acknowledge = useAcknowledgeAlert();

  const submit = () => {
    acknowledge.mutate(
      { siteId, alertId, comment: comment.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setComment('');
        },
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  };

  return (
    <>
      <Button size="small" variant="outlined" color="inherit" onClick={() => setOpen(true)}>
        Acknowledge
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Acknowledge alert</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label="Comment"
            helperText={message}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={submit} loading={acknowledge.isPending}>
            Acknowledge
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
