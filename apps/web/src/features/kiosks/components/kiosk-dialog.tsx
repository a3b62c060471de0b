// Create Kiosk and Edit {kiosk} (issue 15, item 1): name, type (plain or branded), the zone it shows
// or the whole site, its measurements within the type's limit, and the opt-in e-mail when it has
// been offline for 30 minutes. A refused save (the server's 400, or any failure) is said inside
// the dialog and everything entered stays.
import type { Kiosk } from '@airboard/shared/api';
import { KIOSK_OFFLINE_EMAIL_AFTER_MS, type KioskType } from '@airboard/shared/rules';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { LabelledSwitch } from '../../../components/labelled-switch';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { TextInput } from '../../../components/text-input';
import { useZones } from '../../site-monitor';
import { useSaveKiosk } from '../api/save-kiosk';
import { kioskTypeLabels } from '../lib/kiosk-text';
import {
  KioskMeasurementsField,
  measurementsOutsideZone,
  measurementsProblem,
  type PickedMeasurement,
} from './kiosk-measurements-field';

// The select's value for "no zone": an empty value would leave the select blank.
const WHOLE_SITE = 'whole-site';
const offlineMinutes = KIOSK_OFFLINE_EMAIL_AFTER_MS / 60_000;
const typeOptions: SelectOption<KioskType>[] = (['plain', 'branded'] as const).map((type) => ({
  value: type,
  label: kioskTypeLabels[type],
}));

type KioskDialogProps = {
  siteId: string;
  /** The kiosk to edit, or null to create one. */
  kiosk: Kiosk | null;
  onClose: () => void;
  onSaved: (kiosk: Kiosk) => void;
};

export function KioskDialog({ siteId, kiosk, onClose, onSaved }: KioskDialogProps) {
  const titleId = useId();
  // With their measurements: the selector lists them, and the picks are checked against the zone.
  const zones = useZones(siteId, true);
  const save = useSaveKiosk(siteId);
  const [name, setName] = useState(kiosk?.name ?? '');
  const [type, setType] = useState<KioskType>(kiosk?.type ?? 'plain');
  const [zoneId, setZoneId] = useState(kiosk?.zone?.objectId ?? WHOLE_SITE);
  const [picked, setPicked] = useState<PickedMeasurement[]>(kiosk?.measurements ?? []);
  const [notifyOffline, setNotifyOffline] = useState(kiosk?.notifyOffline ?? false);
  const [error, setError] = useState<string | null>(null);

  const title = kiosk ? `Edit ${kiosk.name}` : 'Create Kiosk';
  const chosenZone = zoneId === WHOLE_SITE ? null : zoneId;
  // The kiosk's own zone stays an option while the zones load (or if it has since been removed).
  const zoneOptions = [
    { value: WHOLE_SITE, label: 'Whole site' },
    ...(zones.data ?? (kiosk?.zone ? [kiosk.zone] : [])).map((z) => ({
      value: z.objectId,
      label: z.name,
    })),
  ];
  const zoneName = zoneOptions.find((o) => o.value === chosenZone)?.label ?? null;
  const outside = measurementsOutsideZone(picked, zones.data, chosenZone);
  const problem = measurementsProblem(picked, type, outside, zoneName);
  const blank = name.trim() === '';

  const submit = () => {
    if (blank || problem !== null || save.isPending) {
      return;
    }
    setError(null);
    save.mutate(
      {
        kioskId: kiosk?.objectId ?? null,
        input: {
          name: name.trim(),
          type,
          zoneId: chosenZone,
          measurementIds: picked.map((m) => m.objectId),
          notifyOffline,
        },
      },
      { onSuccess: onSaved, onError: (e) => setError(e.message) },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormStack label={title} onSubmit={submit} sx={{ pt: 1 }}>
          <FormAlerts error={error} />
          <TextInput
            label="Name"
            value={name}
            onValueChange={setName}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <SelectField
            label="Type"
            value={type}
            options={typeOptions}
            onValueChange={setType}
            minWidth={200}
          />
          <SelectField
            label="Zone"
            value={zoneId}
            options={zoneOptions}
            onValueChange={setZoneId}
            minWidth={200}
          />
          <KioskMeasurementsField
            siteId={siteId}
            type={type}
            zones={zones.data}
            picked={picked}
            outside={outside}
            problem={problem}
            onChange={setPicked}
          />
          <LabelledSwitch
            label={`E-mail me when this kiosk is offline for ${offlineMinutes} minutes`}
            checked={notifyOffline}
            onCheckedChange={setNotifyOffline}
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
          disabled={blank || problem !== null}
          loading={save.isPending}
        >
          {kiosk ? 'Save' : 'Create'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
