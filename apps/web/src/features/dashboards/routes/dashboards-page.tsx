// The dashboard selection (route Dashboard, spec 001 §2): 'Search Dashboards' over name and scope,
// a card per dashboard (name, scope or 'No scope', sections, updated date or 'No date', level icon)
// opening it, 'Create New Dashboard' and 'Import' (a dashboard from an exported file, issue 13
// item 9). Loading, failed (with Retry) and empty states say so; a new dashboard opens in edit
// mode.
import type { DashboardSummary } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { dashboardMatchesSearch } from '@airboard/shared/rules';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FileUploadRoundedIcon from '@mui/icons-material/FileUploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { SiteProblem } from '../../../components/site-problem';
import { SearchInput } from '../../../components/text-input';
import { PRODUCT_NAME } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { useIsProjectMember } from '../../auth';
import { useOpenDashboard } from '../api/dashboard';
import { useProjectDashboards } from '../api/get-dashboards';
import { CreateDashboardDialog } from '../components/create-dashboard-dialog';
import { DashboardSummaryCard } from '../components/dashboard-summary-card';
import { ImportDashboardDialog } from '../components/import-dashboard-dialog';
import { CardGrid } from '../../../components/card-grid';

export function DashboardsPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const isMember = useIsProjectMember(projectId);
  const dashboards = useProjectDashboards(projectId);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const opening = useOpenDashboard(
    projectId,
    (dashboardId) => void navigate(paths.dashboardDetail.getHref({ projectId, dashboardId })),
  );

  if (isMember === false) {
    return (
      <SiteProblem kind="noAccess" backHref={paths.home.getHref()} onRetry={() => undefined} />
    );
  }
  const shown: DashboardSummary[] = (dashboards.data ?? []).filter((d) =>
    dashboardMatchesSearch(d, search),
  );

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <title>{`Dashboards · ${PRODUCT_NAME}`}</title>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h1">Dashboards</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<FileUploadRoundedIcon />}
            onClick={() => setImporting(true)}
          >
            {messages.importDashboard}
          </Button>
          <Button
            variant="contained"
            startIcon={<AddRoundedIcon />}
            onClick={() => setCreating(true)}
          >
            {messages.createNewDashboard}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ mb: 2, maxWidth: 480 }}>
        <SearchInput label={messages.searchDashboards} value={search} onValueChange={setSearch} />
      </Box>

      {dashboards.isPending && (
        <Typography sx={{ color: 'text.secondary' }} role="status">
          {messages.loadingDashboards}
        </Typography>
      )}
      {dashboards.isError && (
        <LoadError
          message={messages.errorLoadingDashboards}
          onRetry={() => void dashboards.refetch()}
        />
      )}
      {dashboards.isSuccess && shown.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{messages.noDashboardsFound}</Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {search.trim() ? messages.noDashboardsSearchHint : messages.noDashboardsHint}
          </Typography>
        </Paper>
      )}
      {shown.length > 0 && (
        <CardGrid label="Dashboards">
          {shown.map((dashboard) => (
            <li key={dashboard.objectId}>
              <DashboardSummaryCard
                projectId={projectId}
                dashboard={dashboard}
                opening={opening.isPending && opening.variables === dashboard.objectId}
                onOpen={() => opening.mutate(dashboard.objectId)}
              />
            </li>
          ))}
        </CardGrid>
      )}

      {creating && (
        <CreateDashboardDialog
          open
          projectId={projectId || null}
          onClose={() => setCreating(false)}
          onCreated={(dashboard) =>
            void navigate(
              paths.dashboardDetail.getHref({ projectId, dashboardId: dashboard.objectId }),
              { state: { editMode: true } },
            )
          }
        />
      )}
      {importing && (
        <ImportDashboardDialog
          projectId={projectId}
          onClose={() => setImporting(false)}
          onOpen={(dashboardId) =>
            void navigate(paths.dashboardDetail.getHref({ projectId, dashboardId }))
          }
        />
      )}
    </Box>
  );
}
