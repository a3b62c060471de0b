// The status table (spec 002 §2 'Status page'): its first row holds the column names — Site,
// Status, Data freshness, Active alerts, Last reading — and its third column is coloured by the
// site's status, which is also written out, so colour is never the only sign. On a phone the
// table scrolls sideways inside its container, never the page.
import type { StatusSite } from '@airboard/shared/api';
import { isDataFresh, siteStatusLabel, type SiteStatus } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha } from '@mui/material/styles';
import { TimeAgo } from '../../../components/time-ago';
import { statusColor } from './status-colors';

export const statusColumns = [
  'Site',
  'Status',
  'Data freshness',
  'Active alerts',
  'Last reading',
] as const;

/** Times are told on the visitor's clock: the page does not know the sites' zones. */
export const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

type SiteStatusTableProps = {
  sites: StatusSite[];
  /** When the server read the answer: freshness and "ago" count from it. */
  now: number;
};

export function SiteStatusTable({ sites, now }: SiteStatusTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Site status" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {statusColumns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sites.map((site) => (
            <TableRow key={site.name}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {site.name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <StatusDot status={site.status} />
                {siteStatusLabel[site.status]}
              </TableCell>
              <TableCell
                data-status={site.status}
                sx={(theme) => ({
                  whiteSpace: 'nowrap',
                  fontWeight: 600,
                  bgcolor: alpha(statusColor(theme, site.status), 0.22),
                  boxShadow: `inset 4px 0 0 ${statusColor(theme, site.status)}`,
                })}
              >
                {freshnessText(site.lastReadingAt, now)}
              </TableCell>
              <TableCell>{site.activeAlertsCount}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {site.lastReadingAt === null ? (
                  'Never'
                ) : (
                  <TimeAgo instant={site.lastReadingAt} timeZone={visitorZone} now={now} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function freshnessText(lastReadingAt: string | null, now: number): string {
  if (lastReadingAt === null) {
    return 'No data';
  }
  return isDataFresh(Date.parse(lastReadingAt), now) ? 'Fresh' : 'Stale';
}

function StatusDot({ status }: { status: SiteStatus }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={(theme) => ({
        display: 'inline-block',
        width: 10,
        height: 10,
        mr: 1,
        borderRadius: '50%',
        bgcolor: statusColor(theme, status),
      })}
    />
  );
}
