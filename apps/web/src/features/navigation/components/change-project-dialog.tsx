// Change Project: pick another of the user's projects; the session moves there and the app reloads
// at / (the accounts feature's POST /users/updatetoken).
import type { ProjectChoice } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSwitchProject } from '../../auth';

type ChangeProjectDialogProps = {
  open: boolean;
  onClose: () => void;
  userId: string;
  currentProjectId: string | null;
  projects: ProjectChoice[];
};

export function ChangeProjectDialog(props: ChangeProjectDialogProps) {
  const { open, onClose, userId, currentProjectId, projects } = props;
  const [projectId, setProjectId] = useState(currentProjectId ?? '');
  const switchProject = useSwitchProject();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Change Project</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Project"
          value={projectId}
          onChange={(event) => setProjectId(event.target.value)}
        >
          {projects.map((p) => (
            <MenuItem key={p.objectId} value={p.objectId}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        {switchProject.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {switchProject.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={projectId === '' || projectId === currentProjectId}
          loading={switchProject.isPending}
          onClick={() => switchProject.mutate({ user: userId, project: projectId })}
        >
          {projectId === '' ? messages.selectAProject : 'Confirm'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
