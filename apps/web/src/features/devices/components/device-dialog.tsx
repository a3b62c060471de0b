// The Device Info dialog (spec 002 §2 'Devices', §5 device edit): only the device name can be
// changed (required, trimmed, at most 100 characters); the model, serial number, RSSI, zone,
// connected state, last heard and each metadata field are shown read-only. A refused save is
// said inside the dialog and the typed name stays.
import type { Device } from '@airboard/shared/api';
import { signalStrength } from '@airboard/shared/rules';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { TextInput } from '../../../components/text-input';
import { timeAgo } from '../../../lib/relative-time';
import { formatOnSite } from '../../../lib/site-time';
import { useRenameDevice } from '../api/rename-device';

const NAME_MAX = 100;
const signalWords = { strong: 'strong', medium: 'medium', weak: 'weak', none: 'no reading' };

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      size="small"
      slotProps={{ input: { readOnly: true } }}
    />
  );
}

type DeviceDialogProps = {
  siteId: string;
  device: Device;
  timeZone: string;
  /** When the list was read: "ago" counts from it. */
  now: number;
  onClose: () => void;
  onSaved: (device: Device) => void;
};

export function DeviceDialog({
  siteId,
  device,
  timeZone,
  now,
  onClose,
  onSaved,
}: DeviceDialogProps) {
  const titleId = useId();
  const rename = useRenameDevice(siteId);
  const [name, setName] = useState(device.name);
  const [error, setError] = useState<string | null>(null);
  const blank = name.trim() === '';

  const submit = () => {
    if (blank || rename.isPending) {
      return;
    }
    setError(null);
    rename.mutate(
      { objectId: device.objectId, deviceName: name.trim() },
      { onSuccess: onSaved, onError: (e) => setError(e.message) },
    );
  };

  const rssi =
    device.rssi === null
      ? 'No reading'
      : `${device.rssi} dBm (${signalWords[signalStrength(device.rssi)]})`;
  const lastHeard =
    device.lastHeardFrom === null
      ? 'Never'
      : `${formatOnSite(device.lastHeardFrom, timeZone, 'MMM D, YYYY h:mm:ss A')} (${timeAgo(
          device.lastHeardFrom,
          new Date(Math.max(now, Date.parse(device.lastHeardFrom))),
        )})`;
  const metadata = Object.entries(device.metadata);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Device Info</DialogTitle>
      <DialogContent>
        <FormStack label="Device Info" onSubmit={submit} sx={{ pt: 1 }}>
          <FormAlerts error={error} />
          <TextInput
            label="Device Name"
            value={name}
            onValueChange={setName}
            required
            autoFocus
            error={blank}
            {...(blank ? { helperText: 'Enter a device name.' } : {})}
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          />
          <ReadOnlyField label="Model Name" value={device.modelName} />
          <ReadOnlyField label="Serial Number" value={device.serialNumber} />
          <ReadOnlyField label="RSSI" value={rssi} />
          <ReadOnlyField label="Zone" value={device.zone?.name ?? 'None'} />
          <ReadOnlyField label="Connected" value={device.connected ? 'Yes' : 'No'} />
          <ReadOnlyField label="Last Heard From" value={lastHeard} />
          {metadata.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3">
                Metadata
              </Typography>
              {metadata.map(([key, value]) => (
                <ReadOnlyField key={key} label={key} value={value} />
              ))}
            </>
          )}
          {/* Enter in the name submits, like the button. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </FormStack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={blank} loading={rename.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
