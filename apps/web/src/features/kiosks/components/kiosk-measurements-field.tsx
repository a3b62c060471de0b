// The measurements a kiosk shows, in its order (issue 15, item 1): picked with the site's
// multi-measurement selector, each removable, counted against the type's limit (6 plain, 3
// branded) with the limit said beside them; each chip names its zone. Too many, or one outside the
// kiosk's zone, is said and blocks saving rather than being dropped, so nothing is lost silently.
import type { Zone } from '@airboard/shared/api';
import { kioskMeasurementLimit, type KioskType } from '@airboard/shared/rules';
import PlaylistAddRoundedIcon from '@mui/icons-material/PlaylistAddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MultiMeasurementSelector } from '../../site-monitor';
import { measurementLimitText } from '../lib/kiosk-text';
import { RemovableChips } from './removable-chips';

export type PickedMeasurement = { objectId: string; name: string };

/** Where each of the site's measurements sits, from the zones with their measurements. */
type MeasurementPlaces = Map<string, { name: string; zone: Zone }>;

function measurementPlaces(zones: Zone[]): MeasurementPlaces {
  return new Map(
    zones.flatMap((zone) =>
      (zone.measurements ?? []).map((m) => [m.objectId, { name: m.name, zone }] as const),
    ),
  );
}

/**
 * The picked measurements that lie outside the kiosk's zone (none for a whole-site kiosk): the
 * server takes only the zone's own measurements for a zone's kiosk, not its sub-zones'.
 */
export function measurementsOutsideZone(
  picked: PickedMeasurement[],
  zones: Zone[] | undefined,
  zoneId: string | null,
): Set<string> {
  if (zones === undefined || zoneId === null) {
    return new Set();
  }
  const places = measurementPlaces(zones);
  return new Set(
    picked
      .filter((m) => {
        const place = places.get(m.objectId);
        return place !== undefined && place.zone.objectId !== zoneId;
      })
      .map((m) => m.objectId),
  );
}

/** Why the picked measurements cannot be saved as they are, or null when they can. */
export function measurementsProblem(
  picked: PickedMeasurement[],
  type: KioskType,
  outside: Set<string>,
  zoneName: string | null,
): string | null {
  const limit = kioskMeasurementLimit(type);
  if (picked.length > limit) {
    const extra = picked.length - limit;
    return `A ${type} kiosk shows at most ${limit} measurements: remove ${extra}.`;
  }
  if (outside.size > 0 && zoneName !== null) {
    return `A kiosk of ${zoneName} shows only its measurements: remove the other zones', or show the whole site.`;
  }
  return null;
}

type KioskMeasurementsFieldProps = {
  siteId: string;
  type: KioskType;
  /** The site's zones with their measurements, once loaded. */
  zones: Zone[] | undefined;
  picked: PickedMeasurement[];
  outside: Set<string>;
  problem: string | null;
  onChange: (picked: PickedMeasurement[]) => void;
};

export function KioskMeasurementsField(props: KioskMeasurementsFieldProps) {
  const { siteId, type, zones, picked, outside, problem, onChange } = props;
  const id = useId();
  const [picking, setPicking] = useState(false);
  const places = measurementPlaces(zones ?? []);
  const limit = kioskMeasurementLimit(type);

  const confirm = (ids: string[]) => {
    setPicking(false);
    // Names come from the zones; one the zones no longer list keeps the name it was saved with.
    const known = new Map(picked.map((m) => [m.objectId, m.name]));
    onChange(
      ids.map((objectId) => ({
        objectId,
        name: places.get(objectId)?.name ?? known.get(objectId) ?? objectId,
      })),
    );
  };

  return (
    <Box
      component="fieldset"
      aria-describedby={`${id}-limit${problem ? ` ${id}-problem` : ''}`}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        Measurements
      </Typography>
      <Typography id={`${id}-limit`} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {measurementLimitText(type)} {picked.length} of {limit} picked
        {picked.length === 0 ? ': with none, it shows the first scored ones.' : '.'}
      </Typography>
      {picked.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <RemovableChips
            label="Picked measurements"
            chips={picked.map((m) => {
              const zone = places.get(m.objectId)?.zone.name;
              return {
                key: m.objectId,
                label: zone ? `${m.name} · ${zone}` : m.name,
                error: outside.has(m.objectId),
              };
            })}
            onRemove={(objectId) => onChange(picked.filter((m) => m.objectId !== objectId))}
          />
        </Box>
      )}
      {problem && (
        <FormHelperText id={`${id}-problem`} error role="alert" sx={{ mx: 0, mb: 1 }}>
          {problem}
        </FormHelperText>
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<PlaylistAddRoundedIcon />}
        onClick={() => setPicking(true)}
      >
        Pick measurements
      </Button>
      {/* Mounted only while open, so it starts from the current picks each time. */}
      {picking && (
        <MultiMeasurementSelector
          open
          siteId={siteId}
          initialSelection={picked.map((m) => m.objectId)}
          onCancel={() => setPicking(false)}
          onConfirm={confirm}
        />
      )}
    </Box>
  );
}
