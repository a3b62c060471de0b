// Settings, Account tab, admins only: invite people to the project by e-mail. The invitation is
// sent from the brand's invite sender.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { EmailInput } from '../../../components/text-input';
import { useInvite } from '../api/invite';

export function InviteSection({ projectName }: { projectName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Typography component="h2" variant="h6" gutterBottom>
        People
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Invite colleagues to {projectName}. They get an e-mail to set their password.
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Invite People
      </Button>
      {open && <InviteDialog projectName={projectName} onClose={() => setOpen(false)} />}
    </>
  );
}

function InviteDialog({ projectName, onClose }: { projectName: string; onClose: () => void }) {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'user' | 'admin'>('user');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
      setError('Enter the email address to invite.');
      return;
    }
    setError(null);
    invite.mutate(
      { email: address, role },
      {
        onSuccess: () => {
          enqueueSnackbar(`Invitation sent to ${address}`, { variant: 'success' });
          onClose();
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="invite-title" maxWidth="xs" fullWidth>
      <DialogTitle id="invite-title">Invite to {projectName}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlerts error={error} />
            <EmailInput value={email} onValueChange={setEmail} autoFocus />
            <RadioGroup
              aria-label="Role"
              value={role}
              onChange={(e) => setRole(e.target.value === 'admin' ? 'admin' : 'user')}
              row
            >
              <FormControlLabel value="user" control={<Radio />} label="User" />
              <FormControlLabel value="admin" control={<Radio />} label="Admin" />
            </RadioGroup>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={invite.isPending}>
            Send Invite
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
