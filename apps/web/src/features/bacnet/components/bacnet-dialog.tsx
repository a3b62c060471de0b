// BACnet/IP settings of a site (issue 21), for its admins: on or off, where the site's node
// listens, where it asks for devices (targets, a broadcast address, a BBMD), which device
// instances are the site's, request limits, how often mapped points are read, the priority writes
// go in at, and read only. Each field says what is wrong with it once left (or on Save); a refused
// save — the server's 400, e.g. an address outside the networks it allows — is said at the top and
// everything typed stays.
import type { BacnetSettings } from '@airboard/shared/api';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { LabelledSwitch } from '../../../components/labelled-switch';
import { TextInput, type TextInputProps } from '../../../components/text-input';
import { useSaveBacnetSettings } from '../api/save-bacnet-settings';
import {
  bacnetBody,
  bacnetForm,
  bacnetFormErrors,
  bacnetRanges,
  type BacnetForm,
  type BacnetTextField,
} from '../lib/bacnet-form';

const TITLE = 'BACnet/IP settings';

type BacnetDialogProps = {
  siteId: string;
  settings: BacnetSettings;
  onClose: () => void;
  onSaved: (settings: BacnetSettings) => void;
};

/** Two fields a row from the tablet width up, one a row on a phone. */
function FieldPair({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {children}
    </Box>
  );
}

export function BacnetDialog({ siteId, settings, onClose, onSaved }: BacnetDialogProps) {
  const titleId = useId();
  const save = useSaveBacnetSettings(siteId);
  const [form, setForm] = useState<BacnetForm>(() => bacnetForm(settings));
  // Fields left once show their problem; Save shows every field's.
  const [left, setLeft] = useState<ReadonlySet<BacnetTextField>>(new Set());
  const [checkAll, setCheckAll] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = bacnetFormErrors(form);

  const set = <K extends keyof BacnetForm>(field: K, value: BacnetForm[K]) =>
    setForm((f) => ({ ...f, [field]: value }));

  const field = (
    name: BacnetTextField,
    label: string,
    hint: string,
    props: Partial<TextInputProps> = {},
  ) => {
    const problem = checkAll || left.has(name) ? errors[name] : undefined;
    return (
      <TextInput
        {...props}
        label={label}
        value={form[name]}
        onValueChange={(value) => set(name, value)}
        onBlur={() => setLeft((l) => new Set(l).add(name))}
        error={problem !== undefined}
        helperText={problem ?? hint}
      />
    );
  };
  const numberField = (name: keyof typeof bacnetRanges, label: string, unit = '') => {
    const { min, max } = bacnetRanges[name];
    return field(name, label, `${min} to ${max}${unit}`, {
      slotProps: { htmlInput: { inputMode: 'numeric' } },
    });
  };

  const submit = () => {
    if (save.isPending) {
      return;
    }
    setCheckAll(true);
    if (Object.keys(errors).length > 0) {
      return;
    }
    setError(null);
    save.mutate(bacnetBody(form), { onSuccess: onSaved, onError: (e) => setError(e.message) });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{TITLE}</DialogTitle>
      <DialogContent>
        <FormStack label={TITLE} onSubmit={submit} sx={{ pt: 1 }}>
          <FormAlerts error={error} />
          <LabelledSwitch
            label="Read this site over BACnet/IP"
            checked={form.enabled}
            onCheckedChange={(on) => set('enabled', on)}
          />
          <FieldPair>
            {field('localAddress', 'Local address', '0.0.0.0: every interface', {
              autoFocus: true,
            })}
            {numberField('localPort', 'Local port', ' (0: any free port)')}
          </FieldPair>
          <Typography variant="subtitle2" component="h3">
            Where it asks for devices
          </Typography>
          {field(
            'targetAddresses',
            'Target addresses',
            'One a line, e.g. 192.168.1.20 or 192.168.1.20:47808',
            { multiline: true, minRows: 2, maxRows: 8 },
          )}
          <FieldPair>
            {field('broadcastAddress', 'Broadcast address', 'Optional, e.g. 192.168.1.255')}
            {field('bbmdAddress', 'BBMD address', 'Optional: register as a foreign device')}
          </FieldPair>
          <FieldPair>
            {numberField('deviceInstanceMin', 'Lowest device instance')}
            {numberField('deviceInstanceMax', 'Highest device instance')}
          </FieldPair>
          <FieldPair>
            {numberField('apduTimeoutMs', 'APDU timeout (ms)')}
            {numberField('maxConcurrentRequests', 'Most requests at once')}
          </FieldPair>
          <FieldPair>
            {numberField('pollIntervalS', 'Poll interval (s)')}
            {field('writePriority', 'Write priority', '3 to 16, not 6; 8 is manual operator', {
              slotProps: { htmlInput: { inputMode: 'numeric' } },
            })}
          </FieldPair>
          <LabelledSwitch
            label="Read only: write nothing to this site’s devices"
            checked={form.readOnly}
            onCheckedChange={(on) => set('readOnly', on)}
          />
          {/* Enter in a one-line field submits, like the button. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </FormStack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={save.isPending}
          loading={save.isPending}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
