// A group's applied writes, newest first, a page at a time: when, which point, the value, and what
// the building system read back — written (read back the same), not applied (read back another
// value: the point also has a "schedule not applied" alert), failed (with the connector's
// message), or pending.
import type { ScheduledWrite, SchedulePointKind } from '@airboard/shared/api';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { formatOnSite } from '../../../lib/site-time';
import { SCHEDULED_WRITES_PAGE, useScheduledWrites } from '../api/get-scheduled-writes';
import { valueText } from '../lib/week-grid';

const STATUS = {
  written: { label: 'Written', color: 'success' },
  notApplied: { label: 'Not applied', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
  pending: { label: 'Pending', color: 'default' },
} as const satisfies Record<ScheduledWrite['status'], { label: string; color: string }>;

type ScheduledWritesHistoryProps = {
  siteId: string;
  groupId: string;
  kind: SchedulePointKind;
  unit: string;
  timeZone: string;
};

export function ScheduledWritesHistory({
  siteId,
  groupId,
  kind,
  unit,
  timeZone,
}: ScheduledWritesHistoryProps) {
  const [page, setPage] = useState(0);
  const writes = useScheduledWrites(siteId, groupId, page);
  const shown = (value: ScheduledWrite['value'] | null) =>
    value === null ? '—' : valueText(value, kind === 'number' ? unit : '');

  if (writes.isPending) {
    return <Skeleton variant="rounded" height={96} />;
  }
  if (writes.isError) {
    return (
      <LoadError
        message="The applied writes could not be loaded."
        onRetry={() => void writes.refetch()}
      />
    );
  }
  const { results, total } = writes.data;
  if (total === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        Nothing written yet: the first write comes at the group’s next change.
      </Typography>
    );
  }
  const last = Math.ceil(total / SCHEDULED_WRITES_PAGE) - 1;
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Applied writes">
          <TableHead>
            <TableRow>
              <TableCell>Scheduled</TableCell>
              <TableCell>Point</TableCell>
              <TableCell>Value</TableCell>
              <TableCell>Read back</TableCell>
              <TableCell>Result</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {results.map((write) => (
              <TableRow key={write.objectId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatOnSite(write.scheduledAt, timeZone, 'MMM D, HH:mm')}
                </TableCell>
                <TableCell>{write.pointName}</TableCell>
                <TableCell>{shown(write.value)}</TableCell>
                <TableCell>{shown(write.readBack)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={STATUS[write.status].label}
                    color={STATUS[write.status].color}
                  />
                  {write.errorMessage && (
                    <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                      {write.errorMessage}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {last > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Button size="small" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Typography variant="body2">
            Page {page + 1} of {last + 1}
          </Typography>
          <Button size="small" disabled={page >= last} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Stack>
      )}
    </Box>
  );
}
