// The Create Dashboard dialog (spec 001 §2, §5; 900 px): Dashboard Name, Default Site, Default
// Zone (Optional, once a site is chosen) and Description (Optional). 'Create Dashboard' is
// disabled while the name is blank and reads 'Creating...' while it works; a failure says so and
// keeps what was typed. The new dashboard is handed back to open in edit mode.
import type { DashboardDetail } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState } from 'react';
import { FormStack } from '../../../components/form-layouts';
import { SelectField } from '../../../components/select-field';
import { TextInput } from '../../../components/text-input';
import { useProjectHome } from '../../home';
import { zonesQueryOptions } from '../../site-monitor';
import { useCreateDashboard } from '../api/create-dashboard';

/** The spec's create dialog width (001 §9). */
const CREATE_DIALOG_WIDTH = 900;
// The 'None' option's value: an empty value would leave the select blank instead of saying None.
const NONE = 'none';

type CreateDashboardDialogProps = {
  /** The route's project; null when none can be resolved ('No project ID available'). */
  projectId: string | null;
  open: boolean;
  onClose: () => void;
  onCreated: (dashboard: DashboardDetail) => void;
};

export function CreateDashboardDialog({
  projectId,
  open,
  onClose,
  onCreated,
}: CreateDashboardDialogProps) {
  const [name, setName] = useState('');
  const [siteId, setSiteId] = useState(NONE);
  const [zoneId, setZoneId] = useState(NONE);
  const [description, setDescription] = useState('');
  const sites = useProjectHome().data?.sites ?? [];
  const zones = useQuery({ ...zonesQueryOptions(siteId), enabled: siteId !== NONE }).data ?? [];
  const create = useCreateDashboard(projectId ?? '');
  const blank = name.trim() === '';

  const submit = () => {
    if (blank || create.isPending || projectId === null) {
      return;
    }
    create.mutate(
      {
        name: name.trim(),
        description: description.trim() === '' ? null : description.trim(),
        level: 'project',
        scope: 'Project Level Dashboard',
        sections: [],
        cards: [],
        siteId: siteId === NONE ? null : siteId,
        zoneId: zoneId === NONE ? null : zoneId,
      },
      {
        onSuccess: onCreated,
        onError: () => enqueueSnackbar(messages.createDashboardFailed, { variant: 'error' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="create-dashboard"
      maxWidth={false}
      slotProps={{ paper: { sx: { width: CREATE_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="create-dashboard">{messages.createNewDashboard}</DialogTitle>
      <DialogContent>
        <FormStack label={messages.createNewDashboard} onSubmit={submit} sx={{ pt: 1 }}>
          {projectId === null && <Alert severity="error">{messages.noProjectIdAvailable}</Alert>}
          <TextInput
            label="Dashboard Name"
            value={name}
            onValueChange={setName}
            autoFocus
            required
          />
          <SelectField
            label="Default Site"
            value={siteId}
            options={[
              { value: NONE, label: 'None' },
              ...sites.map((s) => ({ value: s.objectId, label: s.name })),
            ]}
            onValueChange={(next) => {
              setSiteId(next);
              setZoneId(NONE);
            }}
            minWidth={280}
          />
          {siteId !== NONE && (
            <SelectField
              label="Default Zone (Optional)"
              value={zoneId}
              options={[
                { value: NONE, label: 'None' },
                ...zones.map((z) => ({ value: z.objectId, label: z.name })),
              ]}
              onValueChange={setZoneId}
              minWidth={280}
            />
          )}
          <TextInput
            label="Description (Optional)"
            value={description}
            onValueChange={setDescription}
            multiline
            minRows={2}
          />
          {/* Enter in the name submits, like the button. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </FormStack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={blank || create.isPending || projectId === null}
        >
          {create.isPending ? messages.creating : messages.createDashboard}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
