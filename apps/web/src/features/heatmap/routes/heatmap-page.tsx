// The heat map page (/…/heatmap): data kind Alerts or Measurements (default Alerts, today), a
// measurement type, a period (today, week, month or custom) and the periods × zones grid;
// 'Error loading Heatmap' when it cannot load.
import { heatmapPeriods, type HeatmapPeriod } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { defaultHeatmapType } from '@airboard/shared/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../lib/brand';
import { DateRangeFields } from '../../../components/date-range-fields';
import { LoadError } from '../../../components/load-error';
import { checkPickedDays } from '../../../components/period-range';
import { ScreenControls } from '../../../components/screen-controls';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { SiteProblem, siteProblemOf } from '../../../components/site-problem';
import { paths } from '../../../lib/paths';
import { useIsProjectMember } from '../../auth';
import { siteToday } from '../../../lib/site-time';
import { useProjectHome } from '../../home';
import { useHeatmap, useHeatmapTypes } from '../api/get-heatmap';
import { HeatmapGrid } from '../components/heatmap-grid';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

const periodLabels: Record<HeatmapPeriod, string> = {
  today: 'Today',
  week: 'This Week',
  month: 'This Month',
  custom: 'Custom',
};
const periodOptions: SelectOption<HeatmapPeriod>[] = heatmapPeriods.map((p) => ({
  value: p,
  label: periodLabels[p],
}));
const ANY = 'any';

export function HeatmapPage() {
  const { projectId = '', siteId = '' } = useParams();
  const isMember = useIsProjectMember(projectId);
  // The last day a custom period may pick is the site's today, not the browser's.
  const timeZone = useProjectHome().data?.sites.find((s) => s.objectId === siteId)?.timeZone;
  const today = timeZone ? siteToday(timeZone) : dayjs();
  const [kind, setKind] = useState<'alerts' | 'measurements'>('alerts');
  const [type, setType] = useState(ANY);
  const [period, setPeriod] = useState<HeatmapPeriod>('today');
  const [start, setStart] = useState<Dayjs | null>(null);
  const [end, setEnd] = useState<Dayjs | null>(null);
  const types = useHeatmapTypes(siteId);

  // The default measurement is CO2, or the site's first air-quality one (issue 12, item 6).
  const shownType =
    kind === 'measurements'
      ? type === ANY
        ? (defaultHeatmapType(types.data ?? []) ?? null)
        : (types.data?.find((t) => t.type === type) ?? null)
      : null;
  const measurementType = shownType?.type ?? null;
  const custom = checkPickedDays(start, end);
  const ready =
    (period !== 'custom' || custom.status === 'valid') &&
    (kind === 'alerts' || measurementType !== null);
  const heatmap = useHeatmap(
    {
      siteId,
      kind,
      measurementType,
      period,
      startDate: start?.format('YYYY-MM-DD') ?? null,
      endDate: end?.format('YYYY-MM-DD') ?? null,
    },
    ready,
  );

  useEffect(() => {
    if (heatmap.isError) {
      enqueueSnackbar(messages.errorLoadingHeatmap, { variant: 'error' });
    }
  }, [heatmap.isError]);

  // The page's own states show other failures; an unknown or foreign site replaces the page.
  const problem = siteProblemOf(isMember, types.error);
  if (problem === 'noAccess' || problem === 'notFound') {
    return (
      <SiteProblem
        kind={problem}
        backHref={paths.home.getHref()}
        onRetry={() => void types.refetch()}
      />
    );
  }
  const typeOptions = (types.data ?? []).map((t) => ({ value: t.type, label: t.name }));

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <title>{`Heat map · ${PRODUCT_NAME}`}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Heat Map
      </Typography>
      <ScreenControls align="center">
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          aria-label="Data kind"
          onChange={(_event, next: 'alerts' | 'measurements' | null) => next && setKind(next)}
        >
          <ToggleButton value="alerts">Alerts</ToggleButton>
          <ToggleButton value="measurements">Measurements</ToggleButton>
        </ToggleButtonGroup>
        {kind === 'measurements' && (
          <SelectField
            label="Measurement type"
            value={measurementType ?? ''}
            options={typeOptions}
            onValueChange={setType}
            minWidth={200}
          />
        )}
        <SelectField
          label="Period"
          value={period}
          options={periodOptions}
          onValueChange={setPeriod}
          minWidth={150}
        />
        {period === 'custom' && (
          <DateRangeFields
            start={start}
            end={end}
            maxDate={today}
            onChange={(nextStart, nextEnd) => {
              setStart(nextStart);
              setEnd(nextEnd);
            }}
          />
        )}
      </ScreenControls>
      {period === 'custom' && custom.status === 'invalid' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {custom.message}
        </Alert>
      )}
      {heatmap.isError && (
        <LoadError message={messages.errorLoadingHeatmap} onRetry={() => void heatmap.refetch()} />
      )}
      {ready && heatmap.isPending && (
        <LoadingSkeleton variant="rounded" height={320} label="Loading heat map" />
      )}
      {heatmap.isSuccess && heatmap.data.zones.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{messages.noMeasurementsForSite}</Typography>
      )}
      {heatmap.isSuccess && heatmap.data.zones.length > 0 && (
        <HeatmapGrid result={heatmap.data} measurement={shownType} />
      )}
    </Box>
  );
}
