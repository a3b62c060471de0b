// The site monitor (route Site) and zone page (route Zone): breadcrumbs, zone dropdown, period
// picker, floor-plan switch, score donuts with their breakdown, zone link cards and measurement
// cards with the detail modal; edit mode for admins; live values pushed by the tab's live stream,
// polled every uiCurvalUpdateInterval while no stream carries them.
import type { Measurement, Zone } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import {
  LIVE_REFRESH_DEFAULT_MS,
  STREAM_TOPICS_MAX,
  type ScoreTypeName,
} from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { PRODUCT_NAME } from '../../../lib/brand';
import { useLiveTopics } from '../../../lib/live-stream/live-topics';
import { siteDay } from '../../../lib/site-time';
import { backToOf } from '../../../lib/back-to';
import { LabelledSwitch } from '../../../components/labelled-switch';
import { PeriodPicker } from '../../../components/period-picker';
import {
  defaultPeriodSelection,
  periodRange,
  type PeriodSelection,
} from '../../../components/period-range';
import { ScreenControls } from '../../../components/screen-controls';
import { LoadError } from '../../../components/load-error';
import { SCORES_OFF } from '../../../components/score-donut';
import { SiteProblem, siteProblemOf } from '../../../components/site-problem';
import { useErrorToast } from '../../../components/use-error-toast';
import { paths } from '../../../lib/paths';
import { useAdministers, useIsProjectMember, useLocals } from '../../auth';
import { useFloors } from '../api/get-floors';
import { useSite } from '../api/get-site';
import { useZones } from '../api/get-zones';
import { MeasurementSections } from '../components/measurement-sections';
import { NewSensorAlert } from '../components/new-sensor-alert';
import { currentTip, OnboardingTip } from '../components/onboarding-tip';
import { ScoreCards } from '../components/score-cards';
import { SiteBreadcrumbs } from '../components/site-breadcrumbs';
import { ZoneLinkCards } from '../components/zone-link-cards';
import { ZoneSelect } from '../components/zone-select';
import { LoadingGroup } from '../../../components/loading-skeleton';
import { lazyDialog } from '../../../components/lazy-dialog';

// The dialogs a card opens load with the first click, not with the page.
const MeasurementDetailDialog = lazyDialog(
  async () =>
    (await import('../../../components/measurement/measurement-detail-dialog'))
      .MeasurementDetailDialog,
  (props) => props.measurement !== null,
);
const ScoreBreakdownDialog = lazyDialog(
  async () => (await import('../components/score-breakdown-dialog')).ScoreBreakdownDialog,
  (props) => props.scoreType !== null,
);

export function SitePage() {
  const { projectId = '', siteId = '', zoneId = null } = useParams();
  const navigate = useNavigate();
  // Reached from a dashboard's link card: a Back to that dashboard (spec 001 §4).
  const backTo = backToOf(useLocation().state);
  const locals = useLocals();
  const isMember = useIsProjectMember(projectId);
  const administers = useAdministers(projectId);
  const [refreshMs, setRefreshMs] = useState<number>(LIVE_REFRESH_DEFAULT_MS);
  const [topics, setTopics] = useState<string[]>([]);
  // Polling rests only while the stream carries this screen's topics.
  const live = useLiveTopics(topics);
  const site = useSite(siteId, live ? undefined : refreshMs);
  const zones = useZones(siteId, true, live ? undefined : refreshMs);
  const shownTopics = liveTopicsOf(siteId, zoneId, zones.data);
  if (shownTopics.join(',') !== topics.join(',')) {
    setTopics(shownTopics);
  }
  const floors = useFloors(siteId);
  const [selection, setSelection] = useState<PeriodSelection>(defaultPeriodSelection);
  const [editMode, setEditMode] = useState(false);
  const [breakdown, setBreakdown] = useState<ScoreTypeName | null>(null);
  const [detail, setDetail] = useState<Measurement | null>(null);

  const interval = site.data?.uiCurvalUpdateInterval ?? LIVE_REFRESH_DEFAULT_MS;
  if (site.data && interval !== refreshMs) {
    setRefreshMs(interval);
  }

  // A site of another of the user's projects under this project's address is not found here.
  const problem =
    siteProblemOf(isMember, site.error) ??
    (site.data && site.data.projectId !== projectId ? 'notFound' : null);
  // A site that fails to load (not one that is not there) is also said in the spec's toast.
  useErrorToast(problem === 'failed' ? site.errorUpdatedAt : 0, messages.errorLoadingSite);
  if (problem) {
    return (
      <SiteProblem
        kind={problem}
        backHref={paths.home.getHref()}
        onRetry={() => void site.refetch()}
      />
    );
  }
  if (!site.isSuccess || zones.isPending) {
    return (
      <LoadingGroup label="Loading site" spacing={2} sx={{ py: 3 }}>
        <Skeleton variant="text" width={240} height={40} />
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={240} />
      </LoadingGroup>
    );
  }

  const allZones = zones.data ?? [];
  const zone = zoneId === null ? null : (allZones.find((z) => z.objectId === zoneId) ?? null);
  if (zones.isSuccess && zoneId !== null && zone === null) {
    return (
      <SiteProblem
        kind="notFound"
        backHref={paths.site.getHref({ projectId, siteId })}
        onRetry={() => void zones.refetch()}
        notFound={{
          title: 'Zone not found',
          text: messages.noZoneFound(zoneId),
          backLabel: `Back to ${site.data.name}`,
        }}
      />
    );
  }
  const known = new Set(allZones.map((z) => z.objectId));
  const childZones = allZones.filter((z) =>
    zone ? z.parent === zone.objectId : z.parent === null || !known.has(z.parent),
  );
  const measurements = zone ? (zone.measurements ?? []) : [];
  const scopeMeasurements = zone ? measurements : allZones.flatMap((z) => z.measurements ?? []);
  const scores = zone ? zone.scores : site.data.scores;
  const range = periodRange(selection, site.data.timeZone);
  const canEdit = administers;
  const firstDataDate = dayjs(
    siteDay(site.data.firstDataDate ?? site.data.createdAt, site.data.timeZone),
  );
  const title = zone ? zone.name : site.data.name;
  const empty = zones.isSuccess && childZones.length === 0 && measurements.length === 0;
  const user = locals.data?.user;
  const tip = currentTip(user, zone === null);

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      {backTo && (
        <Button
          component={RouterLink}
          to={backTo.href}
          startIcon={<ArrowBackRoundedIcon />}
          sx={{ mb: 1, ml: -1 }}
        >
          {backTo.label}
        </Button>
      )}
      <SiteBreadcrumbs site={site.data} zones={allZones} zone={zone} />
      <Typography
        variant="h1"
        sx={{ mb: { xs: 1.5, sm: 2 }, fontSize: { xs: '1.75rem', sm: undefined } }}
      >
        {title}
      </Typography>
      <ScreenControls align="flex-start">
        <ZoneSelect site={site.data} zones={allZones} zoneId={zoneId} />
        <PeriodPicker
          value={selection}
          onChange={setSelection}
          minDate={firstDataDate}
          timeZone={site.data.timeZone}
        />
        <Box sx={{ flex: 1 }} />
        {(floors.data?.length ?? 0) > 0 && (
          <LabelledSwitch
            label="Floor Plan View"
            checked={false}
            onCheckedChange={() => void navigate(paths.siteFloors.getHref({ projectId, siteId }))}
          />
        )}
        {canEdit && (
          <LabelledSwitch label="Edit mode" checked={editMode} onCheckedChange={setEditMode} />
        )}
      </ScreenControls>

      {user && <NewSensorAlert user={user} measurements={scopeMeasurements} />}
      {!site.data.aqEnabled && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {SCORES_OFF}: its readings and alerts show without scores.
        </Typography>
      )}
      {site.data.aqEnabled && (
        <Box sx={{ mb: 3 }}>
          <ScoreCards
            scores={scores}
            onOpen={setBreakdown}
            tip={
              tip === 'siteProgress' && user ? (
                <OnboardingTip id={tip} user={user} pointer="up" />
              ) : undefined
            }
          />
        </Box>
      )}

      {zones.isError && (
        <LoadError
          message={messages.cantLoadData}
          onRetry={() => void zones.refetch()}
          sx={{ mb: 3 }}
        />
      )}
      {empty && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>{messages.noMeasurementsForSite}</Typography>
        </Paper>
      )}
      {childZones.length > 0 && (
        <Box sx={{ mb: 3 }}>
          {zone && (
            <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
              Zones
            </Typography>
          )}
          <ZoneLinkCards
            site={site.data}
            zones={childZones}
            tip={
              tip === 'zoneButton' && user ? (
                <OnboardingTip id={tip} user={user} pointer="down" />
              ) : undefined
            }
          />
        </Box>
      )}
      {zone && measurements.length > 0 && (
        <MeasurementSections
          siteId={siteId}
          zoneId={zone.objectId}
          measurements={measurements}
          range={range}
          editMode={editMode}
          canWrite={canEdit}
          onOpen={setDetail}
        />
      )}

      <ScoreBreakdownDialog
        key={breakdown ?? 'closed'}
        scoreType={breakdown}
        score={breakdown ? (scores[breakdown]?.val ?? null) : null}
        measurements={scopeMeasurements}
        onClose={() => setBreakdown(null)}
      />
      <MeasurementDetailDialog measurement={detail} range={range} onClose={() => setDetail(null)} />
    </Box>
  );
}

/**
 * What the screen shows live: the whole site, or a zone with its child zones' cards (the site when
 * they are more than one stream may carry).
 */
function liveTopicsOf(siteId: string, zoneId: string | null, zones: Zone[] | undefined): string[] {
  const shown =
    zoneId === null
      ? []
      : [zoneId, ...(zones ?? []).filter((z) => z.parent === zoneId).map((z) => z.objectId)];
  return zoneId === null || shown.length > STREAM_TOPICS_MAX
    ? [`site:${siteId}`]
    : shown.map((id) => `zone:${id}`);
}
