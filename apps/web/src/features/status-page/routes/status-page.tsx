// The public status page (/status/cps and /status/{slug}; spec 002 §2 'Status page', §4, §8;
// issue 17 item 6): a project's sites in a table whose first row names the columns and whose
// third column is coloured by status, then each site's 90-day history of fresh data and critical
// incidents. No session needed; it asks again every 300000 ms, and on failure — an unknown slug
// included — goes to / (§8), telling the visitor why.
import { STATUS_HISTORY_DAYS } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { formatOnSite } from '../../../lib/site-time';
import { useStatusPage } from '../api/get-status-page';
import { SiteStatusTable, visitorZone } from '../components/site-status-table';
import { StatusHistory } from '../components/status-history';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

/** The slug of the spec's own route, /status/cps. */
const SPEC_SLUG = 'cps';
export const STATUS_PAGE_FAILED = 'The status page could not be loaded.';

export function StatusPage() {
  const slug = useParams().slug ?? SPEC_SLUG;
  const status = useStatusPage(slug);
  useEffect(() => {
    if (status.isError) {
      enqueueSnackbar(STATUS_PAGE_FAILED, { variant: 'error' });
    }
  }, [status.isError]);

  if (status.isError) {
    return <Navigate to={paths.home.getHref()} replace />;
  }
  const page = status.data;
  const now = page ? Date.parse(page.generatedAt) : 0;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', py: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <title>{`Site status${page ? ` · ${page.projectName}` : ''} · ${PRODUCT_NAME}`}</title>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography variant="h1">Site status</Typography>
        {page && (
          <Typography sx={{ color: 'text.secondary' }}>
            {page.projectName} · updated{' '}
            <time dateTime={page.generatedAt}>
              {formatOnSite(page.generatedAt, visitorZone, 'MMM D, h:mm A')}
            </time>
          </Typography>
        )}
      </Stack>

      {status.isPending && (
        <LoadingSkeleton variant="rounded" height={320} label="Loading site status" />
      )}
      {page && page.sites.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>No sites</Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            This project has no sites to show yet.
          </Typography>
        </Paper>
      )}
      {page && page.sites.length > 0 && (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <SiteStatusTable sites={page.sites} now={now} />
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="status-history-title">
            <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="status-history-title" variant="h2">
                Last {STATUS_HISTORY_DAYS} days
              </Typography>
              {page.sites.map((site) => (
                <StatusHistory key={site.name} site={site} />
              ))}
            </Stack>
          </Paper>
        </Stack>
      )}
    </Box>
  );
}
