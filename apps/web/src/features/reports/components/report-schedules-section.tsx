// "Scheduled e-mails" on the Reports tab (issue 17): the site's saved reports e-mailed every week,
// each with when it goes out next and to how many members; its creator and admins send it now
// (to try it), edit it and delete it (after a confirmation). Every button names the schedule, as
// several share the list.
import type { ReportSchedule } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { plural } from '../../../lib/plural';
import { formatOnSite } from '../../../lib/site-time';
import { useDeleteReportSchedule } from '../api/delete-report-schedule';
import { useReportSchedules } from '../api/get-report-schedules';
import { useSendReportSchedule } from '../api/send-report-schedule';
import { scheduleAsInput, sendingInWords } from '../lib/report-schedule-draft';
import { ReportScheduleDialog } from './report-schedule-dialog';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

type ReportSchedulesSectionProps = {
  site: { objectId: string; timeZone: string };
  measurementNames: ReadonlyMap<string, string>;
};

export function ReportSchedulesSection({ site, measurementNames }: ReportSchedulesSectionProps) {
  const id = useId();
  const schedules = useReportSchedules(site.objectId);
  const send = useSendReportSchedule(site.objectId);
  const remove = useDeleteReportSchedule(site.objectId);
  const [editing, setEditing] = useState<ReportSchedule | null>(null);
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);

  const sendNow = (schedule: ReportSchedule) =>
    send.mutate(schedule.objectId, {
      onSuccess: () =>
        enqueueSnackbar(
          messages.reportScheduleSending(plural(schedule.recipientIds.length, 'recipient')),
          { variant: 'success' },
        ),
      onError: (failure) => enqueueSnackbar(failure.message, { variant: 'error' }),
    });

  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 1.5, sm: 2 }, mt: 3 }}
    >
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Scheduled e-mails
      </Typography>
      {schedules.isError ? (
        <LoadError
          message="Cannot load the scheduled e-mails"
          onRetry={() => void schedules.refetch()}
        />
      ) : !schedules.data ? (
        <LoadingSkeleton variant="rounded" height={72} label="Loading scheduled e-mails" />
      ) : schedules.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          No scheduled e-mails yet: choose measurements, then Email weekly.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {schedules.data.map((schedule) => (
            <Stack
              key={schedule.objectId}
              component="li"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{
                alignItems: { sm: 'center' },
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {schedule.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {`${sendingInWords(schedule)} · next ${formatOnSite(
                    schedule.nextRunAt,
                    site.timeZone,
                    'ddd, MMM D, h:mm A',
                  )} · ${plural(schedule.recipientIds.length, 'recipient')}`}
                </Typography>
              </Box>
              {schedule.canEdit && (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    onClick={() => sendNow(schedule)}
                    disabled={send.isPending && send.variables === schedule.objectId}
                    aria-label={`Send ${schedule.name} now`}
                  >
                    Send now
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setEditing(schedule)}
                    aria-label={`Edit ${schedule.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(schedule)}
                    aria-label={`Delete ${schedule.name}`}
                  >
                    Delete
                  </Button>
                </Stack>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {editing && (
        <ReportScheduleDialog
          site={site}
          scheduleId={editing.objectId}
          initial={scheduleAsInput(editing)}
          measurementNames={measurementNames}
          onSaved={(saved) => {
            enqueueSnackbar(`Saved ${saved.name}`, { variant: 'success' });
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete scheduled e-mail?"
          text={`${deleting.name} will no longer be e-mailed to its recipients.`}
          action="Delete"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.objectId, {
              onSuccess: () => {
                enqueueSnackbar(`Deleted ${deleting.name}`, { variant: 'success' });
                setDeleting(null);
              },
              onError: (failure) => enqueueSnackbar(failure.message, { variant: 'error' }),
            })
          }
          onClose={() => setDeleting(null)}
        />
      )}
    </Paper>
  );
}
