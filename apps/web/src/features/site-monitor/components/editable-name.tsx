// Edit mode's pencil editor for a section or measurement name: the name with a pencil button, or a
// field with save and cancel; saving toasts 'Updated {title}' or the rename failure message.
import { messages } from '@airboard/shared/messages';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState, type ReactNode } from 'react';
import { InlineForm } from '../../../components/form-layouts';
import { TextInput } from '../../../components/text-input';
import { useReturnFocus } from '../../../components/use-return-focus';

type EditableNameProps = {
  name: string;
  /** What the name is, for the buttons' labels, e.g. "measurement" or "section". */
  what: string;
  children: ReactNode;
  save: (name: string) => Promise<unknown>;
};

export function EditableName({ name, what, children, save }: EditableNameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const pencil = useReturnFocus<HTMLButtonElement>(draft !== null);

  if (draft === null) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        {children}
        <IconButton
          ref={pencil}
          size="small"
          aria-label={`Rename ${what} ${name}`}
          onClick={() => setDraft(name)}
        >
          <EditRoundedIcon fontSize="small" />
        </IconButton>
      </Stack>
    );
  }

  const submit = async () => {
    const next = draft.trim();
    if (next === '' || next === name) {
      setDraft(null);
      return;
    }
    setSaving(true);
    try {
      await save(next);
      enqueueSnackbar(messages.measurementRenamed(next), { variant: 'success' });
      setDraft(null);
    } catch {
      enqueueSnackbar(messages.measurementRenameFailed, { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <InlineForm onSubmit={submit}>
      <TextInput
        size="small"
        autoFocus
        label={`New ${what} name`}
        value={draft}
        disabled={saving}
        onValueChange={setDraft}
        fullWidth={false}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setDraft(null);
          }
        }}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <IconButton type="submit" size="small" aria-label="Save name" disabled={saving}>
        <CheckRoundedIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Cancel rename" onClick={() => setDraft(null)}>
        <CloseRoundedIcon fontSize="small" />
      </IconButton>
    </InlineForm>
  );
}
