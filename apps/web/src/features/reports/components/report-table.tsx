// A measurement's report as a table of its intervals: name, start on the site's clock, lowest,
// highest and average value, average score and the reading count; a Bool measurement's values
// are the share of time on. Scrolls sideways on a phone rather than squeezing.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { roundValue } from '@airboard/shared/rules';
import { formatOnSite } from '../../../lib/site-time';
import { reportNumber, reportUnit, type ReportMeasurement } from '../lib/report-values';

const shown = (value: number | null) => (value === null ? '--' : String(value));

export function ReportTable({ m, timeZone }: { m: ReportMeasurement; timeZone: string }) {
  const unit = reportUnit(m);
  const valueHeader = (what: string) => `${what}${unit ? ` (${unit})` : ''}`;
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={`${m.measurementName} intervals`}>
        <TableHead>
          <TableRow>
            <TableCell>Interval</TableCell>
            <TableCell>Start</TableCell>
            <TableCell align="right">{valueHeader('Min')}</TableCell>
            <TableCell align="right">{valueHeader('Max')}</TableCell>
            <TableCell align="right">{valueHeader('Average')}</TableCell>
            <TableCell align="right">Average score</TableCell>
            <TableCell align="right">Count</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {m.intervals.map((i) => (
            <TableRow key={i.startTime}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{i.intervalName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatOnSite(i.startTime, timeZone, 'MMM D, YYYY h:mm A')}
              </TableCell>
              <TableCell align="right">{shown(reportNumber(m, i.minVal))}</TableCell>
              <TableCell align="right">{shown(reportNumber(m, i.maxVal))}</TableCell>
              <TableCell align="right">{shown(reportNumber(m, i.aveVal))}</TableCell>
              <TableCell align="right">
                {shown(i.aveScore === null ? null : roundValue(i.aveScore))}
              </TableCell>
              <TableCell align="right">{i.count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
