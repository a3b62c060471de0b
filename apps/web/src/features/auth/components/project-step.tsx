// Login step 1: choose one of the account's projects, or go on to create one.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import type { ProjectChoice } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { useState } from 'react';

type ProjectStepProps = {
  projects: ProjectChoice[];
  busy: boolean;
  onConfirm: (projectId: string) => void;
  /** Absent where projects cannot be created (after single sign-on). */
  onCreateProject?: () => void;
  onBack?: () => void;
};

export function ProjectStep({
  projects,
  busy,
  onConfirm,
  onCreateProject,
  onBack,
}: ProjectStepProps) {
  const [projectId, setProjectId] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (projectId === '') {
      setMissing(true);
      return;
    }
    onConfirm(projectId);
  };
  return (
    <Stack spacing={2}>
      {projects.length === 0 ? (
        <Alert severity="info">{messages.noProjectsAssigned}</Alert>
      ) : (
        <FormControl fullWidth error={missing}>
          <InputLabel id="project-label">Project</InputLabel>
          <Select
            labelId="project-label"
            label="Project"
            value={projectId}
            onChange={(e) => {
              setProjectId(e.target.value);
              setMissing(false);
            }}
          >
            {projects.map((p) => (
              <MenuItem key={p.objectId} value={p.objectId}>
                {p.name}
              </MenuItem>
            ))}
          </Select>
          {missing && <FormHelperText role="alert">{messages.selectAProject}</FormHelperText>}
        </FormControl>
      )}
      {projects.length > 0 && (
        <Button variant="contained" size="large" onClick={confirm} loading={busy}>
          Confirm
        </Button>
      )}
      {onCreateProject && (
        <Button variant="outlined" size="large" onClick={onCreateProject}>
          Create Project
        </Button>
      )}
      {onBack && <Button onClick={onBack}>Back</Button>}
    </Stack>
  );
}
