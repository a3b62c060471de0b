// Register kit (issue 16 item 5): the devices of a new kit by serial number, typed (the hub's, then
// the sensors' one a line, each group of a product) or read from a CSV file. Every line is checked
// before anything is sent and its problems are listed; the server's refusal (a serial number
// already registered: 409) is said in the dialog, and everything entered stays.
import type { AdminKit } from '@airboard/shared/api';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DialogTabs, dialogTabPanel, type DialogTab } from '../../../components/dialog-tabs';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { LoadError } from '../../../components/load-error';
import { useProducts } from '../api/get-products';
import { useRegisterKit } from '../api/register-kit';
import { kitDevicesOf, type KitDevice, type SerialEntries } from '../lib/kit-serials';
import { plural } from '../../../lib/plural';
import { KitsCsvSerials, type ChosenCsv } from './kits-csv-serials';
import { KitsTypedSerials, noTypedSerials, typedEntries } from './kits-typed-serials';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

type SerialsWay = 'typed' | 'csv';
const ways: DialogTab<SerialsWay>[] = [
  { value: 'typed', label: 'Type serial numbers' },
  { value: 'csv', label: 'Upload CSV' },
];
const nothingRead: SerialEntries = { entries: [], problems: [] };

function devicesSummary(devices: readonly KitDevice[]): string {
  const hubs = devices.filter((d) => d.product.type === 'hub').length;
  return `${plural(devices.length, 'device')} to register: ${plural(hubs, 'hub')} and ${plural(devices.length - hubs, 'sensor')}`;
}

type KitsRegisterDialogProps = {
  projectId: string;
  onClose: () => void;
  onRegistered: (kit: AdminKit, devices: number) => void;
};

export function KitsRegisterDialog({ projectId, onClose, onRegistered }: KitsRegisterDialogProps) {
  const id = useId();
  const products = useProducts();
  const register = useRegisterKit(projectId);
  const [way, setWay] = useState<SerialsWay>('typed');
  const [typed, setTyped] = useState(noTypedSerials);
  const [csv, setCsv] = useState<ChosenCsv | null>(null);
  const [error, setError] = useState<string | null>(null);

  const all = products.data ?? [];
  const hubs = all.filter((p) => p.type === 'hub');
  const sensors = all.filter((p) => p.type !== 'hub');
  const hubProduct = hubs.find((p) => p.objectId === typed.hubProductId) ?? hubs[0];
  const sensorProduct = sensors.find((p) => p.objectId === typed.sensorProductId) ?? sensors[0];
  const given = way === 'typed' ? typedEntries(typed, hubProduct) : (csv?.read ?? nothingRead);
  const checked = kitDevicesOf(given.entries, all, sensorProduct);
  // In the order of the lines they are on ("Line 9" before "Line 10").
  const problems = [...given.problems, ...checked.problems].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  const { devices } = checked;
  const ready = devices.length > 0 && problems.length === 0;

  const submit = () => {
    if (!ready || register.isPending) {
      return;
    }
    setError(null);
    register.mutate(
      {
        devices: devices.map((d) => ({
          serialNumber: d.serialNumber,
          productId: d.product.objectId,
        })),
      },
      {
        onSuccess: (kit) => onRegistered(kit, devices.length),
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Register kit</DialogTitle>
      <DialogTabs id={id} label="Serial numbers by" tabs={ways} value={way} onChange={setWay} />
      <DialogContent {...dialogTabPanel(id, way)}>
        {products.isPending && (
          <LoadingSkeleton variant="rounded" height={200} label="Loading products" />
        )}
        {products.isError && (
          <LoadError
            message="The products could not be loaded."
            onRetry={() => void products.refetch()}
          />
        )}
        {products.isSuccess && (
          <FormStack label="Register kit" onSubmit={submit} sx={{ pt: 1 }}>
            <FormAlerts error={error} />
            {way === 'typed' ? (
              <KitsTypedSerials
                hubs={hubs}
                sensors={sensors}
                hubProduct={hubProduct}
                sensorProduct={sensorProduct}
                value={typed}
                onChange={setTyped}
              />
            ) : (
              <KitsCsvSerials
                sensors={sensors}
                sensorProduct={sensorProduct}
                onSensorProduct={(sensorProductId) => setTyped({ ...typed, sensorProductId })}
                chosen={csv}
                onChosen={setCsv}
                devices={devices}
              />
            )}
            {problems.length > 0 && (
              <Alert severity="warning">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  Fix these before registering:
                </Typography>
                <Stack component="ul" aria-label="Problems" sx={{ pl: 2.5, my: 0.5 }}>
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </Stack>
              </Alert>
            )}
            {devices.length > 0 && (
              <Typography aria-live="polite">{devicesSummary(devices)}</Typography>
            )}
          </FormStack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={!ready} loading={register.isPending}>
          Register kit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
