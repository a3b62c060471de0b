// The multi-measurement selector dialog (spec 000 §2, §5): search zones and measurements (name, type
// and unit, ignoring case), tick measurements one by one or every one of a type, then CANCEL or
// CONFIRM. Its source must be absent or "schedule", else it only says 'Invalid source'.
import { messages } from '@airboard/shared/messages';
import { measurementMatchesSearch } from '@airboard/shared/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SearchInput } from '../../../components/text-input';
import { useZones } from '../api/get-zones';

type MultiMeasurementSelectorProps = {
  open: boolean;
  siteId: string;
  /** Who opened it: absent or "schedule". */
  source?: string | undefined;
  initialSelection?: string[];
  onCancel: () => void;
  onConfirm: (measurementIds: string[]) => void;
};

export function MultiMeasurementSelector(props: MultiMeasurementSelectorProps) {
  const { open, siteId, source, onCancel, onConfirm } = props;
  const zones = useZones(siteId, true);
  const [zoneSearch, setZoneSearch] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState(() => new Set(props.initialSelection ?? []));
  const validSource = source === undefined || source === 'schedule';

  const needle = zoneSearch.trim().toLowerCase();
  const visibleZones = (zones.data ?? [])
    .filter((z) => z.name.toLowerCase().includes(needle))
    .map((z) => ({
      zone: z,
      measurements: (z.measurements ?? []).filter((m) => measurementMatchesSearch(m, search)),
    }))
    .filter((z) => z.measurements.length > 0);
  const visible = visibleZones.flatMap((z) => z.measurements);
  const types = [...new Map(visible.map((m) => [m.type, m.name])).entries()];

  const toggle = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) {
          next.add(id);
        } else {
          next.delete(id);
        }
      }
      return next;
    });

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="measurement-selector"
    >
      <DialogTitle id="measurement-selector">Select measurements</DialogTitle>
      <DialogContent dividers>
        {!validSource ? (
          <Alert severity="error">{messages.invalidSource}</Alert>
        ) : (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <SearchInput label="Search zones" value={zoneSearch} onValueChange={setZoneSearch} />
              <SearchInput label="Search measurements" value={search} onValueChange={setSearch} />
            </Stack>
            {types.length > 0 && (
              <Box
                role="group"
                aria-label="Select by type"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {types.map(([type, name]) => {
                  const ids = visible.filter((m) => m.type === type).map((m) => m.objectId);
                  const all = ids.every((id) => selected.has(id));
                  return (
                    <Chip
                      key={type}
                      label={`All ${name}`}
                      color={all ? 'primary' : 'default'}
                      variant={all ? 'filled' : 'outlined'}
                      onClick={() => toggle(ids, !all)}
                      aria-pressed={all}
                    />
                  );
                })}
              </Box>
            )}
            {zones.isPending && <Typography>{messages.valueLoading}</Typography>}
            {zones.isSuccess && visibleZones.length === 0 && (
              <Typography sx={{ color: 'text.secondary' }}>
                {messages.noMeasurementsForSite}
              </Typography>
            )}
            {visibleZones.map(({ zone, measurements }) => (
              <Box key={zone.objectId} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" sx={{ fontWeight: 700 }}>
                  {zone.name}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {measurements.map((m) => (
                    <FormControlLabel
                      key={m.objectId}
                      label={`${m.name}${m.unit ? ` (${m.unit})` : ''}`}
                      control={
                        <Checkbox
                          checked={selected.has(m.objectId)}
                          onChange={(e) => toggle([m.objectId], e.target.checked)}
                        />
                      }
                    />
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{messages.cancelSelection}</Button>
        <Button
          variant="contained"
          disabled={!validSource}
          onClick={() => onConfirm([...selected])}
        >
          {messages.confirmSelection}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
