// The point explorer's results (spec 002 §2, §9): Name, Value (2 decimals with the unit; Bool and
// multi-state points as their texts), Point Type, Zone (a link to the zone page) and Alarm Status
// (not active unless known to be active, 002 §8); pages of 10, 50 or 100 rows, and All once more
// than 100 points match. On a phone the table scrolls sideways inside its container.
import type { ExplorerPoint, ExplorerPointType } from '@airboard/shared/api';
import {
  isAlarmActive,
  measurementReading,
  pointPageSizeOptions,
  POINT_FETCH_LIMIT,
  type PointPageSize,
} from '@airboard/shared/rules';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

export const pointColumns = ['Name', 'Value', 'Point Type', 'Zone', 'Alarm Status'] as const;

/** TablePagination's value for "every row". */
const ALL_ROWS = -1;

type PointTableProps = {
  projectId: string;
  points: ExplorerPoint[];
  pointTypes: ExplorerPointType[];
  total: number;
  page: number;
  pageSize: PointPageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PointPageSize) => void;
};

export function PointTable({
  projectId,
  points,
  pointTypes,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: PointTableProps) {
  const options = pointPageSizeOptions(total);
  // All chosen for a result that no longer offers it: its rows fit one page of 100.
  const shownSize = options.includes(pageSize) ? pageSize : 100;
  const typeName = (type: string | null) =>
    type === null ? '—' : (pointTypes.find((t) => t.type === type)?.name ?? type);
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Points" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              {pointColumns.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {points.map((point) => {
              const reading = measurementReading(point);
              const active = isAlarmActive(point.alarmStatus);
              return (
                <TableRow key={point.objectId} hover>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                    {point.name}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {reading.value}
                    {reading.unit === '' ? '' : ` ${reading.unit}`}
                  </TableCell>
                  <TableCell>{typeName(point.type)}</TableCell>
                  <TableCell>
                    {point.zone === null ? (
                      '—'
                    ) : (
                      <Link
                        component={RouterLink}
                        to={paths.zone.getHref({
                          projectId,
                          siteId: point.site.objectId,
                          zoneId: point.zone.objectId,
                        })}
                      >
                        {point.zone.name}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={active ? 'Active' : 'Not active'}
                      color={active ? 'error' : 'default'}
                      variant={active ? 'filled' : 'outlined'}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {shownSize === 'all' && total > POINT_FETCH_LIMIT && (
        <Typography variant="body2" sx={{ px: 2, pt: 1, color: 'text.secondary' }}>
          Showing the first {POINT_FETCH_LIMIT.toLocaleString('en-US')} of{' '}
          {total.toLocaleString('en-US')} points: narrow the filters to see the rest.
        </Typography>
      )}
      <TablePagination
        component="div"
        // On a phone the page size and the page arrows take two lines rather than overflow.
        sx={{
          '& .MuiTablePagination-toolbar': {
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            pl: { xs: 2 },
          },
          '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        }}
        count={total}
        page={shownSize === 'all' ? 0 : page}
        rowsPerPage={shownSize === 'all' ? ALL_ROWS : shownSize}
        rowsPerPageOptions={options.map((size) =>
          size === 'all' ? { label: 'All', value: ALL_ROWS } : size,
        )}
        onPageChange={(_, next) => onPageChange(next)}
        onRowsPerPageChange={(event) => {
          const size = Number(event.target.value);
          onPageSizeChange(size === ALL_ROWS ? 'all' : (size as PointPageSize));
        }}
      />
    </>
  );
}
