// A schedule group in the site's list: its name, points, default value and what its week holds,
// with Edit and Delete for admins and View for members.
import type { HolidayCalendar, ScheduleGroup } from '@airboard/shared/api';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { plural } from '../../../lib/plural';
import type { SchedulePointInfo } from '../lib/schedule-points';
import { valueText } from '../lib/week-grid';

type ScheduleGroupCardProps = {
  group: ScheduleGroup;
  points: ReadonlyMap<string, SchedulePointInfo>;
  calendars: readonly HolidayCalendar[];
  canEdit: boolean;
  onOpen: () => void;
  onDelete: () => void;
};

export function ScheduleGroupCard({
  group,
  points,
  calendars,
  canEdit,
  onOpen,
  onDelete,
}: ScheduleGroupCardProps) {
  const first = points.get(group.pointIds[0] ?? '');
  const unit = group.pointKind === 'number' ? (first?.unit ?? '') : '';
  const blocks = group.weekly.flat().length;
  const followed = group.calendars.flatMap(
    (use) => calendars.find((c) => c.objectId === use.calendarId)?.name ?? [],
  );
  const facts = [
    plural(blocks, 'block') + ' a week',
    `default ${valueText(group.defaultValue, unit)}`,
    ...(followed.length > 0 ? [`follows ${followed.join(', ')}`] : []),
    ...(group.exceptions.length > 0 ? [plural(group.exceptions.length, 'exception')] : []),
  ];
  return (
    <Paper component="article" aria-label={group.name} sx={{ p: 2, height: '100%' }}>
      <Stack spacing={1} sx={{ height: '100%' }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {group.name}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {group.pointIds.map((id) => points.get(id)?.name ?? 'Unknown point').join(' · ')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {facts.join(' · ')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 'auto', pt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={onOpen}
            aria-label={`${canEdit ? 'Edit' : 'View'} ${group.name}`}
          >
            {canEdit ? 'Edit' : 'View'}
          </Button>
          {canEdit && (
            <Button
              size="small"
              color="error"
              onClick={onDelete}
              aria-label={`Delete ${group.name}`}
            >
              Delete
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
