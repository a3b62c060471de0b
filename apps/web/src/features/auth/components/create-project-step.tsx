// Login step 2: name a new project; creating it signs the user in to it.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages } from '@airboard/shared/messages';
import { useState } from 'react';
import type { FormEvent } from 'react';

type CreateProjectStepProps = {
  busy: boolean;
  onCreate: (name: string) => void;
  onBack: () => void;
};

export function CreateProjectStep({ busy, onCreate, onBack }: CreateProjectStepProps) {
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    onCreate(trimmed);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Create a project">
      <TextField
        label="Project name"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? messages.enterProjectName : ' '}
        slotProps={{ formHelperText: missing ? { role: 'alert' } : {} }}
        inputProps={{ maxLength: 100 }}
        fullWidth
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" loading={busy}>
        Create Project
      </Button>
      <Button onClick={onBack}>Back</Button>
    </Stack>
  );
}
