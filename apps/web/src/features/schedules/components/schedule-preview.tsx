// "Next 14 days": what the group being edited will command, before it is saved — a step chart
// (the app's lazily loaded trend chart, drawn once scrolled near) and the list of its changes on the site's clock. Every
// point of the group gets the same values.
import type { HolidayCalendar, SchedulePointKind } from '@airboard/shared/api';
import { SCHEDULE_PREVIEW_DAYS, type ScheduleProgram } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { WhenVisible } from '../../../components/when-visible';
import { formatOnSite } from '../../../lib/site-time';
import { previewSteps, stepLine } from '../lib/schedule-preview';
import { sharedStates, type SchedulePointInfo } from '../lib/schedule-points';
import { valueText } from '../lib/week-grid';

const TrendChart = lazy(async () => ({
  default: (await import('../../../components/measurement/trend-chart')).TrendChart,
}));

const HEIGHT = 220;
/** The changes listed under the chart; the chart shows them all. */
const LISTED_CHANGES = 12;

type SchedulePreviewProps = {
  program: ScheduleProgram;
  kind: SchedulePointKind;
  points: readonly SchedulePointInfo[];
  calendars: readonly HolidayCalendar[];
  timeZone: string;
};

export function SchedulePreview({
  program,
  kind,
  points,
  calendars,
  timeZone,
}: SchedulePreviewProps) {
  const theme = useTheme();
  // From when the editor opened: the preview does not move while the user edits.
  const [now] = useState(() => new Date());
  const steps = useMemo(
    () => previewSteps(program, calendars, timeZone, now),
    [program, calendars, timeZone, now],
  );
  const unit = kind === 'number' ? (points[0]?.unit ?? '') : '';
  const states = useMemo(() => (kind === 'multiState' ? sharedStates(points) : []), [kind, points]);
  const line = useMemo(
    () => (steps ? stepLine(steps, timeZone, states) : []),
    [steps, timeZone, states],
  );
  const placeholder = <div style={{ height: HEIGHT }} />;

  if (!steps) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        Fix the problems above to see the preview.
      </Typography>
    );
  }
  // The first step is the value now and the last the end of the days: neither is a change.
  const changes = steps.slice(1, -1);
  return (
    <Box>
      <WhenVisible placeholder={placeholder}>
        <ErrorBoundary fallback={() => placeholder}>
          <Suspense fallback={placeholder}>
            <TrendChart
              data={line}
              band={null}
              color={theme.palette.primary.main}
              unit={unit}
              variant="full"
              height={HEIGHT}
              label={`Preview of the next ${SCHEDULE_PREVIEW_DAYS} days`}
            />
          </Suspense>
        </ErrorBoundary>
      </WhenVisible>
      {kind !== 'number' && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {kind === 'bool'
            ? 'On is 1, off is 0.'
            : states.map((s, i) => `${i + 1} ${s}`).join(', ')}
        </Typography>
      )}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Now {valueText(steps[0]!.value, unit)}
        {changes.length === 0 ? `, no change in the next ${SCHEDULE_PREVIEW_DAYS} days` : ', then:'}
      </Typography>
      {changes.length > 0 && (
        <Box component="ul" aria-label="Coming changes" sx={{ m: 0, pl: 2.5 }}>
          {changes.slice(0, LISTED_CHANGES).map((step) => (
            <li key={step.at.getTime()}>
              <Typography variant="body2">
                {formatOnSite(step.at, timeZone, 'ddd MMM D, HH:mm')} →{' '}
                {valueText(step.value, unit)}
              </Typography>
            </li>
          ))}
          {changes.length > LISTED_CHANGES && (
            <li>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                and {changes.length - LISTED_CHANGES} more
              </Typography>
            </li>
          )}
        </Box>
      )}
    </Box>
  );
}
