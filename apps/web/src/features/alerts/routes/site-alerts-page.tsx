// The site's alerts page (/…/alerts): open alerts and those cleared in the last 30 days, newest
// first, filterable by zone, severity and measurement type; open alerts can be acknowledged with a
// comment, and who acknowledged when is shown.
import type { AlertDto } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ScreenControls } from '../../../components/screen-controls';
import { SelectField } from '../../../components/select-field';
import { PRODUCT_NAME } from '../../../lib/brand';
import { SiteProblem, siteProblemOf } from '../../../components/site-problem';
import { paths } from '../../../lib/paths';
import { useIsProjectMember } from '../../auth';
import { useProjectHome } from '../../home';
import { useSiteAlerts } from '../api/get-site-alerts';
import { AlertList } from '../components/alert-list';
import { severityLabel } from '../components/severity-styles';
import { LoadingGroup } from '../../../components/loading-skeleton';

const ALL = 'all';

function FilterSelect(props: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value}
      options={[
        { value: ALL, label: 'All' },
        ...props.options.map(([value, label]) => ({ value, label })),
      ]}
      onValueChange={props.onChange}
      minWidth={170}
    />
  );
}

const unique = (pairs: [string, string][]) =>
  [...new Map(pairs).entries()].sort((a, b) => a[1].localeCompare(b[1]));

export function SiteAlertsPage() {
  const { projectId = '', siteId = '' } = useParams();
  const isMember = useIsProjectMember(projectId);
  const active = useSiteAlerts(siteId, true);
  const cleared = useSiteAlerts(siteId, false);
  // Alert times are told on the site's clock; the site comes with the project home.
  const timeZone = useProjectHome().data?.sites.find((s) => s.objectId === siteId)?.timeZone;
  const [zone, setZone] = useState(ALL);
  const [severity, setSeverity] = useState(ALL);
  const [type, setType] = useState(ALL);

  const all: AlertDto[] = [...(active.data ?? []), ...(cleared.data ?? [])].sort((a, b) =>
    b.startedAt.localeCompare(a.startedAt),
  );
  const shown = all.filter(
    (a) =>
      (zone === ALL || a.measurement.zone?.objectId === zone) &&
      (severity === ALL || a.alertConfig.alertType === severity) &&
      (type === ALL || a.measurement.type === type),
  );
  const failed = active.isError || cleared.isError;
  // The page's own states show other failures; an unknown or foreign site replaces the page.
  const problem = siteProblemOf(isMember, active.error);
  if (problem === 'noAccess' || problem === 'notFound') {
    return (
      <SiteProblem
        kind={problem}
        backHref={paths.home.getHref()}
        onRetry={() => void active.refetch()}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <title>{`Alerts · ${PRODUCT_NAME}`}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Alerts
      </Typography>
      <ScreenControls spacing={1.5}>
        <FilterSelect
          label="Zone"
          value={zone}
          onChange={setZone}
          options={unique(
            all.flatMap((a): [string, string][] =>
              a.measurement.zone ? [[a.measurement.zone.objectId, a.measurement.zone.name]] : [],
            ),
          )}
        />
        <FilterSelect
          label="Severity"
          value={severity}
          onChange={setSeverity}
          options={Object.entries(severityLabel)}
        />
        <FilterSelect
          label="Type"
          value={type}
          onChange={setType}
          options={unique(
            all.map((a): [string, string] => [a.measurement.type, a.measurement.name]),
          )}
        />
      </ScreenControls>
      {failed && <Alert severity="error">{messages.connectionAttemptsExceeded}</Alert>}
      {(active.isPending || cleared.isPending) && !failed && (
        <LoadingGroup label="Loading alerts" spacing={1.5}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </LoadingGroup>
      )}
      {active.isSuccess && cleared.isSuccess && shown.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>
            No alerts in the last 30 days match these filters.
          </Typography>
        </Paper>
      )}
      {timeZone && <AlertList alerts={shown.map((alert) => ({ ...alert, siteId, timeZone }))} />}
    </Box>
  );
}
