// The project's holiday calendars under the site's schedule groups: each with its days; admins
// create, edit and delete them (deleting asks first), members read them.
import type { HolidayCalendar } from '@airboard/shared/api';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useDeleteHolidayCalendar } from '../api/delete-holiday-calendar';
import { useHolidayCalendars } from '../api/get-holiday-calendars';
import { entryLabel } from '../lib/calendar-entries';
import { ConfirmDelete } from './confirm-delete';
import { HolidayCalendarDialog } from './holiday-calendar-dialog';

type HolidayCalendarsSectionProps = { projectId: string; canEdit: boolean; today: string };

export function HolidayCalendarsSection({
  projectId,
  canEdit,
  today,
}: HolidayCalendarsSectionProps) {
  const calendars = useHolidayCalendars(projectId, true);
  const remove = useDeleteHolidayCalendar(projectId);
  const [editing, setEditing] = useState<HolidayCalendar | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HolidayCalendar | null>(null);

  return (
    <Stack component="section" aria-labelledby="holiday-calendars" spacing={1.5} sx={{ mt: 4 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="holiday-calendars" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Holiday calendars
        </Typography>
        {canEdit && (
          <Button startIcon={<AddRoundedIcon />} onClick={() => setEditing('new')}>
            New holiday calendar
          </Button>
        )}
      </Stack>
      <Typography sx={{ color: 'text.secondary' }}>
        Shared by the project’s sites: a group following a calendar skips its program on those days
        or runs its holiday program.
      </Typography>
      {calendars.isPending && <Skeleton variant="rounded" height={72} />}
      {calendars.isError && (
        <LoadError
          message="The holiday calendars could not be loaded."
          onRetry={() => void calendars.refetch()}
        />
      )}
      {calendars.isSuccess && calendars.data.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>No holiday calendars yet.</Typography>
      )}
      {calendars.data?.map((calendar) => (
        <Paper
          key={calendar.objectId}
          variant="outlined"
          component="article"
          aria-label={calendar.name}
          sx={{ p: 1.5 }}
        >
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography sx={{ fontWeight: 600 }}>{calendar.name}</Typography>
            {canEdit && (
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => setEditing(calendar)}>
                  Edit
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(calendar)}>
                  Delete
                </Button>
              </Stack>
            )}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {calendar.entries.length === 0
              ? 'No days'
              : calendar.entries.map(entryLabel).join(' · ')}
          </Typography>
        </Paper>
      ))}
      {editing && (
        <HolidayCalendarDialog
          projectId={projectId}
          calendar={editing === 'new' ? null : editing}
          today={today}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            enqueueSnackbar(`Saved ${saved.name}`, { variant: 'success' });
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete
          thing={deleting}
          text="The calendar and its days will be removed. This cannot be undone."
          remove={remove}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
