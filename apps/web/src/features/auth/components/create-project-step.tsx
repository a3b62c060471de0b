// Login step 2: name a new project; creating it signs the user in to it.
import Button from '@mui/material/Button';
import { messages } from '@airboard/shared/messages';
import { useState } from 'react';
import { FormStack } from '../../../components/form-layouts';
import { TextInput } from '../../../components/text-input';

type CreateProjectStepProps = {
  busy: boolean;
  onCreate: (name: string) => void;
  onBack: () => void;
};

export function CreateProjectStep({ busy, onCreate, onBack }: CreateProjectStepProps) {
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    onCreate(trimmed);
  };
  return (
    <FormStack label="Create a project" onSubmit={submit}>
      <TextInput
        label="Project name"
        value={name}
        onValueChange={(typed) => {
          setName(typed);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? messages.enterProjectName : ' '}
        slotProps={{ formHelperText: missing ? { role: 'alert' } : {} }}
        inputProps={{ maxLength: 100 }}
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" loading={busy}>
        Create Project
      </Button>
      <Button onClick={onBack}>Back</Button>
    </FormStack>
  );
}
