// The site's Schedules tab (/projects/{projectId}/sites/{siteId}/schedules; spec 000, issue 19):
// the site's schedule groups — writable points of one kind commanded together by a weekly program,
// the project's holiday calendars and one-off exceptions — with each group opened in the editor
// on the same page, and the project's holiday calendars below. Admins create, edit and delete;
// members read. A site without canBeScheduled has no schedules (its tab is hidden) and says so.
import type { ScheduleGroup, Site } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CardGrid } from '../../../components/card-grid';
import { LoadError } from '../../../components/load-error';
import { LoadingGroup, LoadingSkeleton } from '../../../components/loading-skeleton';
import { SiteBreadcrumbs } from '../../../components/site-breadcrumbs';
import { refusalProblemOf, SiteProblem } from '../../../components/site-problem';
import { StatusPanel } from '../../../components/status-panel';
import { PRODUCT_NAME } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { siteDay } from '../../../lib/site-time';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useAdministers, useIsProjectMember } from '../../auth';
import { siteQueryOptions, useZones } from '../../site-monitor';
import { useDeleteScheduleGroup } from '../api/delete-schedule-group';
import { useHolidayCalendars } from '../api/get-holiday-calendars';
import { useScheduleGroups } from '../api/get-schedule-groups';
import { ConfirmDelete } from '../components/confirm-delete';
import { HolidayCalendarsSection } from '../components/holiday-calendars-section';
import { ScheduleGroupCard } from '../components/schedule-group-card';
import { ScheduleGroupEditor } from '../components/schedule-group-editor';
import { measurementNames, schedulePoints } from '../lib/schedule-points';

export function SchedulesPage() {
  const siteId = useParams().siteId ?? '';
  const site = useQuery({ ...siteQueryOptions(siteId), enabled: siteId !== '' });
  const isMember = useIsProjectMember(site.data?.projectId ?? '');
  if (siteId === '' || site.isError || isMember === false) {
    return (
      <SiteProblem
        kind={isMember === false ? 'noAccess' : (refusalProblemOf(site.error) ?? 'failed')}
        backHref={paths.home.getHref()}
        onRetry={() => void site.refetch()}
      />
    );
  }
  if (!site.data) {
    return <LoadingSkeleton variant="rounded" height={160} sx={{ mt: 3 }} label="Loading" />;
  }
  // Keyed by site: another site's schedules start afresh.
  return <SiteSchedules key={siteId} site={site.data} />;
}

function SiteSchedules({ site }: { site: Site }) {
  const canEdit = useAdministers(site.projectId);
  const schedulable = site.canBeScheduled;
  const groups = useScheduleGroups(site.objectId, schedulable);
  const calendars = useHolidayCalendars(site.projectId, schedulable);
  const zones = useZones(site.objectId, true);
  const remove = useDeleteScheduleGroup(site.objectId);
  const [open, setOpen] = useState<ScheduleGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ScheduleGroup | null>(null);
  const today = siteDay(new Date(), site.timeZone);

  const header = (
    <>
      <title>{`Schedules · ${site.name} · ${PRODUCT_NAME}`}</title>
      <SiteBreadcrumbs site={site} current="Schedules" />
    </>
  );
  if (!schedulable) {
    return (
      <Box sx={{ maxWidth: 1440, mx: 'auto', py: { xs: 2, sm: 3 } }}>
        {header}
        <StatusPanel
          icon={<EventBusyRoundedIcon fontSize="large" />}
          tone="primary"
          title="Schedules"
          description={messages.scheduleSiteNotSchedulable}
        />
      </Box>
    );
  }

  const list = groups.data ?? [];
  const points = schedulePoints(zones.data ?? []);
  const create = () => setOpen('new');
  const ready = groups.isSuccess && zones.isSuccess && calendars.isSuccess;

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', py: { xs: 2, sm: 3 }, minWidth: 0 }}>
      {header}
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h1">Schedules</Typography>
        {canEdit && open === null && list.length > 0 && (
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={create}>
            New schedule group
          </Button>
        )}
      </Stack>

      {(groups.isPending || zones.isPending || calendars.isPending) && (
        <LoadingGroup
          label="Loading schedules"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
        >
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </LoadingGroup>
      )}
      {groups.isError && (
        <LoadError
          message="The site's schedule groups could not be loaded."
          onRetry={() => void groups.refetch()}
        />
      )}
      {zones.isError && (
        <LoadError
          message="The site's points could not be loaded."
          onRetry={() => void zones.refetch()}
        />
      )}

      {ready && open !== null && (
        <ScheduleGroupEditor
          key={open === 'new' ? 'new' : open.objectId}
          site={site}
          group={open === 'new' ? null : open}
          otherGroups={list.filter((g) => open === 'new' || g.objectId !== open.objectId)}
          points={points}
          measurementNames={measurementNames(zones.data)}
          calendars={calendars.data}
          today={today}
          readOnly={!canEdit}
          onClose={() => setOpen(null)}
          onSaved={(saved) => {
            enqueueSnackbar(open === 'new' ? `Created ${saved.name}` : `Saved ${saved.name}`, {
              variant: 'success',
            });
            setOpen(null);
          }}
        />
      )}

      {ready && open === null && list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>No schedule groups yet</Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: canEdit ? 2 : 0 }}>
            A schedule group writes its points on a weekly program: setpoints for occupied hours, an
            ionizer on school days.
          </Typography>
          {canEdit && (
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={create}>
              New schedule group
            </Button>
          )}
        </Paper>
      )}
      {ready && open === null && list.length > 0 && (
        <CardGrid label="Schedule groups">
          {list.map((group) => (
            <li key={group.objectId}>
              <ScheduleGroupCard
                group={group}
                points={points}
                calendars={calendars.data}
                canEdit={canEdit}
                onOpen={() => setOpen(group)}
                onDelete={() => setDeleting(group)}
              />
            </li>
          ))}
        </CardGrid>
      )}
      {open === null && (
        <HolidayCalendarsSection projectId={site.projectId} canEdit={canEdit} today={today} />
      )}

      {deleting && (
        <ConfirmDelete
          thing={deleting}
          text="Its points will no longer be written on a schedule. This cannot be undone."
          remove={remove}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
