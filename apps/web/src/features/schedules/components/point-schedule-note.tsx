// The zone page's line under a scheduled writable point (issue 19): the group commanding it (a
// link to the Schedules tab) and its next change on the site's clock; after a manual write, that
// the written value holds until that change, when the schedule writes again. Nothing for a point
// in no group, or on a site without schedules.
import type { Measurement } from '@airboard/shared/api';
import EventRepeatRoundedIcon from '@mui/icons-material/EventRepeatRounded';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { formatOnSite, siteDay } from '../../../lib/site-time';
import { siteQueryOptions } from '../../site-monitor';
import { usePointSchedule } from '../api/get-point-schedule';
import { valueText } from '../lib/week-grid';

/** The uuid of the point a writable measurement's writes go to, from its write endpoint. */
const writePointUuid = (m: Measurement): string | null =>
  /\/api\/points\/([^/]+)\/runFunction$/.exec(m.writable?.endpoint ?? '')?.[1] ?? null;

export function PointScheduleNote({ measurement }: { measurement: Measurement }) {
  const site = useQuery(siteQueryOptions(measurement.siteId));
  const schedulable = site.data?.canBeScheduled === true;
  const schedule = usePointSchedule(schedulable ? writePointUuid(measurement) : null);
  const group = schedule.data?.group;
  if (!site.data || !schedule.data || !group) {
    return null;
  }
  const { timeZone, projectId } = site.data;
  const { next, manualOverride } = schedule.data;
  const unit = measurement.kind === 'Number' ? measurement.unit : '';
  const when = (at: string) =>
    siteDay(at, timeZone) === siteDay(new Date(), timeZone)
      ? formatOnSite(at, timeZone, 'HH:mm')
      : formatOnSite(at, timeZone, 'ddd MMM D, HH:mm');
  const after = !next
    ? manualOverride
      ? ': the manual value holds; the schedule does not change again'
      : ''
    : manualOverride
      ? `: the manual value holds until ${when(next.at)}, then ${valueText(next.value, unit)}`
      : `: next ${valueText(next.value, unit)} at ${when(next.at)}`;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', mt: 0.5 }}>
      <EventRepeatRoundedIcon fontSize="small" sx={{ color: 'text.secondary', mt: '1px' }} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Schedule{' '}
        <Link
          component={RouterLink}
          to={paths.siteSchedules.getHref({ projectId, siteId: measurement.siteId })}
          // In a line of text, a link is told apart by more than its colour (WCAG 1.4.1).
          underline="always"
        >
          {group.name}
        </Link>
        {after}
      </Typography>
    </Stack>
  );
}
