// The bell's Active Alerts dialog: open alerts of the current site (or of every site of the
// project), most severe first, 5 per page with at most 7 page links; each can be acknowledged.
import { messages } from '@airboard/shared/messages';
import { ALERTS_DIALOG_PAGE_SIZE, compareSeverity } from '@airboard/shared/rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { siteAlertsQueryOptions } from '../api/get-site-alerts';
import { AlertList, type SiteAlert } from './alert-list';

type ActiveAlertsDialogProps = {
  open: boolean;
  onClose: () => void;
  /**
   * The sites whose alerts are shown, with their time zones (alert times are on their clock) and
   * names (each alert names its site when there are several).
   */
  sites: { objectId: string; name: string; timeZone: string }[];
};

const byUrgency = (a: SiteAlert, b: SiteAlert) =>
  compareSeverity(a.alertConfig.alertType, b.alertConfig.alertType) ||
  b.startedAt.localeCompare(a.startedAt);

export function ActiveAlertsDialog({ open, onClose, sites }: ActiveAlertsDialogProps) {
  const [page, setPage] = useState(1);
  const results = useQueries({
    queries: sites.map((site) => ({
      ...siteAlertsQueryOptions(site.objectId, true),
      enabled: open,
    })),
  });
  const loading = results.some((r) => r.isPending);
  const failed = results.some((r) => r.isError);
  const alerts = results
    .flatMap((r, i) =>
      (r.data ?? []).map((alert) => ({
        ...alert,
        siteId: sites[i]!.objectId,
        timeZone: sites[i]!.timeZone,
        ...(sites.length > 1 ? { siteName: sites[i]!.name } : {}),
      })),
    )
    .sort(byUrgency);
  const pages = Math.max(1, Math.ceil(alerts.length / ALERTS_DIALOG_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = alerts.slice(
    (current - 1) * ALERTS_DIALOG_PAGE_SIZE,
    current * ALERTS_DIALOG_PAGE_SIZE,
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="active-alerts">
      <DialogTitle id="active-alerts">Active Alerts</DialogTitle>
      <DialogContent dividers>
        {open && loading && (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress aria-label="Loading alerts" />
          </Stack>
        )}
        {failed && <Alert severity="error">{messages.connectionAttemptsExceeded}</Alert>}
        {!loading && alerts.length === 0 && !failed && (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>
            There are no active alerts.
          </Typography>
        )}
        <AlertList alerts={shown} />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {pages > 1 ? (
          <Pagination
            count={pages}
            page={current}
            onChange={(_event, next) => setPage(next)}
            siblingCount={1}
            boundaryCount={1}
            aria-label="Alert pages"
          />
        ) : (
          <span />
        )}
        <Button onClick={onClose}>{messages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
