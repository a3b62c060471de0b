// Step 3 for a site (spec 001 §2): the units (imperial or metric, §9), 'Create Equipment
// Measurement' (a zone's equipment values gathered into one measurement) and 'Create Measurements',
// which saves the mapping. While it saves a progress bar shows; success says the server's message
// and 'You have finshed onboarding' and leads to the site; failure says 'Cannot Save Measurements'
// and keeps everything as it was.
import type { OnboardingTopology, OnboardingUnits, TopologyNode } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { unitsFor } from '@airboard/shared/rules';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CategoryRoundedIcon from '@mui/icons-material/CategoryRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { ScreenControls } from '../../../components/screen-controls';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useProjectHome } from '../../home';
import { usePointTypes } from '../../site-monitor';
import { useSaveMeasurements } from '../api/save-measurements';
import { gatherEquipmentMeasurements, isNewNode } from '../lib/mapping-edits';
import { measurementTypeLookup } from '../lib/point-type-catalogue';
import { useSiteMapping } from '../lib/use-site-mapping';
import { plural } from '../../../lib/plural';

const unitOptions: SelectOption<OnboardingUnits>[] = (['imperial', 'metric'] as const).map(
  (units) => {
    const { temperature, mass } = unitsFor(units);
    const name = units === 'imperial' ? 'Imperial' : 'Metric';
    return { value: units, label: `${name} (${temperature}, ${mass})` };
  },
);

/** What the save will create: new measurements by zone, with their point counts. */
function newMeasurementsByZone(aq: readonly TopologyNode[]) {
  const byId = new Map(aq.map((n) => [n.id, n]));
  const pointCount = new Map<string, number>();
  for (const n of aq) {
    if (n.type === 'point' && n.parent !== null) {
      pointCount.set(n.parent, (pointCount.get(n.parent) ?? 0) + 1);
    }
  }
  const zones = new Map<string, { zone: TopologyNode; measurements: TopologyNode[] }>();
  for (const m of aq) {
    const zone = m.parent === null ? undefined : byId.get(m.parent);
    if (m.type !== 'measurement' || !isNewNode(m) || zone?.type !== 'zone') {
      continue;
    }
    const entry = zones.get(zone.id) ?? { zone, measurements: [] };
    entry.measurements.push(m);
    zones.set(zone.id, entry);
  }
  return { groups: [...zones.values()], pointCount };
}

/** What the server refused in the mapping (400, 404 name the node); nothing for an outage. */
function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 400 || error.status === 404)
    ? error.message
    : null;
}

type MeasurementsStepProps = { siteId: string; topology: OnboardingTopology };

export function MeasurementsStep({ siteId, topology }: MeasurementsStepProps) {
  const mapping = useSiteMapping(siteId, topology.aq);
  const pointTypes = usePointTypes();
  const home = useProjectHome();
  const save = useSaveMeasurements(siteId);
  const [units, setUnits] = useState<OnboardingUnits>('imperial');
  const measurementTypeOf = useMemo(
    () => measurementTypeLookup(pointTypes.data),
    [pointTypes.data],
  );
  const { groups, pointCount } = useMemo(() => newMeasurementsByZone(mapping.aq), [mapping.aq]);
  const site = home.data?.sites.find((s) => s.objectId === siteId);

  if (save.isSuccess) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Alert severity="success" sx={{ mb: 2 }}>
          <AlertTitle>{messages.finishedOnboarding}</AlertTitle>
          {save.data.msg}
        </Alert>
        {site ? (
          <Button
            component={RouterLink}
            to={paths.site.getHref({ projectId: site.projectId, siteId })}
            variant="contained"
            endIcon={<ArrowForwardRoundedIcon />}
          >
            {`Open ${topology.site.name}`}
          </Button>
        ) : (
          home.isError && (
            <LoadError message={messages.cannotLoadSite} onRetry={() => void home.refetch()} />
          )
        )}
      </Paper>
    );
  }

  const createEquipment = () => {
    const { nodes, moved } = gatherEquipmentMeasurements(mapping.aq, measurementTypeOf);
    if (moved === 0) {
      enqueueSnackbar('No equipment values to gather: every one is in an Equipment measurement.', {
        variant: 'info',
      });
      return;
    }
    mapping.edit(() => nodes);
    enqueueSnackbar(`${plural(moved, 'equipment value')} gathered into Equipment measurements`, {
      variant: 'success',
    });
  };

  return (
    <>
      <ScreenControls spacing={1} align="center">
        <Button
          component={RouterLink}
          to={paths.onboarding2.getHref({ siteId })}
          startIcon={<ArrowBackRoundedIcon />}
          disabled={save.isPending}
        >
          Back
        </Button>
        <SelectField
          label="Units"
          value={units}
          options={unitOptions}
          onValueChange={setUnits}
          minWidth={180}
          disabled={save.isPending}
        />
        <Button
          variant="outlined"
          startIcon={<CategoryRoundedIcon />}
          onClick={createEquipment}
          disabled={save.isPending}
        >
          {messages.createEquipmentMeasurement}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          startIcon={<SaveRoundedIcon />}
          loading={save.isPending}
          loadingPosition="start"
          onClick={() =>
            save.mutate(
              { topology: [...mapping.aq], units },
              {
                onSuccess: mapping.startOver,
                onError: () =>
                  enqueueSnackbar(messages.cannotSaveMeasurements, { variant: 'error' }),
              },
            )
          }
        >
          {messages.createMeasurements}
        </Button>
      </ScreenControls>
      {save.isPending && <LinearProgress aria-label="Saving measurements" sx={{ mb: 2 }} />}
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{messages.cannotSaveMeasurements}</AlertTitle>
          {refusalOf(save.error)}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          What will be created
        </Typography>
        {groups.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            The mapping adds no measurements; saving marks the site onboarded.
          </Typography>
        ) : (
          <Stack
            component="ul"
            aria-label="Measurements to create"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {groups.map(({ zone, measurements }) => (
              <li key={zone.id}>
                <Typography sx={{ fontWeight: 600 }}>
                  {zone.name}
                  {isNewNode(zone) ? ' (new zone)' : ''}
                </Typography>
                <Typography component="p" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                  {measurements
                    .map((m) => `${m.name} (${plural(pointCount.get(m.id) ?? 0, 'point')})`)
                    .join(', ')}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </Paper>
    </>
  );
}
