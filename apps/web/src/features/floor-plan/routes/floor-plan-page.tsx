// The floor plan view (/…/floors): a floor select, a measurement select (Overall or a scored
// measurement type) and the plan canvas with zones coloured by the floor rule; a zone opens its page.
// The links under the plan name each zone with the value the plan shows, for keyboard and screen
// reader users, who cannot read the canvas.
import { messages } from '@airboard/shared/messages';
import { LIVE_REFRESH_DEFAULT_MS } from '@airboard/shared/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ScoreColorKey } from '../../../components/score-color-key';
import { ScreenControls } from '../../../components/screen-controls';
import { SelectField } from '../../../components/select-field';
import { PRODUCT_NAME } from '../../../lib/brand';
import { SiteProblem, siteProblemOf } from '../../../components/site-problem';
import { paths } from '../../../lib/paths';
import { useIsProjectMember } from '../../auth';
import {
  floorsQueryOptions,
  measurementsQueryOptions,
  siteQueryOptions,
  zonesQueryOptions,
} from '../../site-monitor';
import { FloorCanvas } from '../components/floor-canvas';
import { floorZoneValues, OVERALL } from '../components/floor-zone-values';

export function FloorPlanPage() {
  const { projectId = '', siteId = '' } = useParams();
  const isMember = useIsProjectMember(projectId);
  const navigate = useNavigate();
  const floors = useQuery(floorsQueryOptions(siteId));
  // Live like the site page: zone colours follow the site's refresh interval.
  const site = useQuery(siteQueryOptions(siteId));
  const refetchInterval = site.data?.uiCurvalUpdateInterval ?? LIVE_REFRESH_DEFAULT_MS;
  const zones = useQuery({ ...zonesQueryOptions(siteId), refetchInterval });
  const measurements = useQuery({
    ...measurementsQueryOptions({ siteId, forFloorPlan: true }),
    refetchInterval,
  });
  const [floorId, setFloorId] = useState<string | null>(null);
  const [choice, setChoice] = useState(OVERALL);
  const [imageFailed, setImageFailed] = useState(false);
  const failed = floors.isError || imageFailed;

  useEffect(() => {
    if (failed) {
      enqueueSnackbar(messages.cannotLoadFloorPlan, { variant: 'error' });
    }
  }, [failed]);
  const onImageError = useCallback(() => setImageFailed(true), []);

  // The page's own states show other failures; an unknown or foreign site replaces the page.
  const problem = siteProblemOf(isMember, floors.error);
  if (problem === 'noAccess' || problem === 'notFound') {
    return (
      <SiteProblem
        kind={problem}
        backHref={paths.home.getHref()}
        onRetry={() => void floors.refetch()}
      />
    );
  }
  const floor = floors.data?.find((f) => f.objectId === floorId) ?? floors.data?.[0];
  // Zones no floor places: said under the plans, so a missing zone is not taken for a fault.
  const placed = new Set((floors.data ?? []).flatMap((f) => Object.keys(f.zoneData)));
  const unplaced = (zones.data ?? []).filter((z) => !placed.has(z.objectId));
  const floorOptions = (floors.data ?? []).map((f) => ({ value: f.objectId, label: f.name }));
  const types = [...new Map((measurements.data ?? []).map((m) => [m.type, m.name])).entries()].sort(
    (a, b) => a[1].localeCompare(b[1]),
  );
  const zoneValues = floor
    ? floorZoneValues(floor, zones.data ?? [], measurements.data ?? [], choice)
    : [];
  const measurementOptions = [
    { value: OVERALL, label: 'Overall score' },
    ...types.map(([type, name]) => ({ value: type, label: name })),
  ];

  return (
    <Box sx={{ maxWidth: 1320, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <title>{`Floor plans · ${PRODUCT_NAME}`}</title>
      <Link component={RouterLink} to={paths.site.getHref({ projectId, siteId })}>
        Back to the site
      </Link>
      <Typography variant="h1" sx={{ my: 2 }}>
        Floor plans
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messages.cannotLoadFloorPlan}
        </Alert>
      )}
      {floors.isPending && <Skeleton variant="rounded" height={420} />}
      {floors.isSuccess && floors.data.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>This site has no floor plans.</Typography>
      )}
      {floor && (
        <>
          <ScreenControls>
            <SelectField
              label="Floor"
              value={floor.objectId}
              options={floorOptions}
              minWidth={180}
              onValueChange={(id) => {
                setImageFailed(false);
                setFloorId(id);
              }}
            />
            <SelectField
              label="Measurement"
              value={choice}
              options={measurementOptions}
              onValueChange={setChoice}
              minWidth={220}
            />
          </ScreenControls>
          <FloorCanvas
            planUrl={floor.floorPlan.url}
            zones={zoneValues}
            onImageError={onImageError}
            onOpenZone={(zoneId) =>
              void navigate(paths.zone.getHref({ projectId, siteId, zoneId }))
            }
          />
          <Box sx={{ mt: 1.5 }}>
            <ScoreColorKey place="floorPlan" label="Zone colour, by score:" />
          </Box>
          <Box component="nav" aria-label="Zones on this floor" sx={{ mt: 2 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {zoneValues.map((zone) => (
                <Link
                  key={zone.zoneId}
                  component={RouterLink}
                  to={paths.zone.getHref({ projectId, siteId, zoneId: zone.zoneId })}
                  variant="body2"
                >
                  {zone.name}: {zone.label}
                </Link>
              ))}
            </Stack>
          </Box>
          {unplaced.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
              Not on any floor plan: {unplaced.map((z) => z.name).join(', ')}.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
