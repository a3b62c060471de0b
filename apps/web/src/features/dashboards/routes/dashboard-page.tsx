// One dashboard (route DashboardDetail, spec 001 §2 Dashboard view): breadcrumbs, the default site
// and zone pickers (saved on the dashboard), the period, a floating edit-mode toggle and the
// collapsible sections with their cards. In edit mode sections are added, renamed and deleted
// (with their cards, after confirmation), cards added (Add Card dialog) and deleted, and points
// added to and removed from multipoint cards. 'Loading Dashboard...' while it loads; the
// not-found view for an unknown id. Cards get their values one request per site, and their
// trends one request per site and period as they come into view.
import type {
  AddCardBody,
  DashboardCard,
  DashboardSection,
  Measurement,
} from '@airboard/shared/api';
import { multipointHasRoom } from '@airboard/shared/rules';
import { messages } from '@airboard/shared/messages';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LabelledSwitch } from '../../../components/labelled-switch';
import { LoadError } from '../../../components/load-error';
import { MeasurementDetailDialog } from '../../../components/measurement/measurement-detail-dialog';
import { PeriodPicker } from '../../../components/period-picker';
import {
  defaultPeriodSelection,
  periodRange,
  type PeriodSelection,
} from '../../../components/period-range';
import { ScreenControls } from '../../../components/screen-controls';
import { SelectField } from '../../../components/select-field';
import { SiteProblem } from '../../../components/site-problem';
import { StatusPanel } from '../../../components/status-panel';
import { ApiError } from '../../../lib/api-client';
import { PRODUCT_NAME } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { siteDay } from '../../../lib/site-time';
import { useAdministers, useIsProjectMember } from '../../auth';
import { useProjectHome } from '../../home';
import { measurementsQueryOptions, zonesQueryOptions } from '../../site-monitor';
import {
  editFailure,
  isChangedElsewhere,
  useDashboard,
  useDashboardEdit,
  useDeleteDashboard,
} from '../api/dashboard';
import { AddCardDialog } from '../components/add-card-dialog';
import { AddPointDialog } from '../components/add-point-dialog';
import { DashboardCardView, type SiteData } from '../components/dashboard-card-view';
import { DashboardSectionCard } from '../components/dashboard-section-card';
import { DashboardSettingsDialog } from '../components/dashboard-settings-dialog';
import { ExportDashboardButton } from '../components/export-dashboard-button';
import { SectionDialog } from '../components/section-dialog';

// The 'None' option's value: an empty value would leave the select blank instead of saying None.
const NONE = 'none';

type Confirm =
  | { kind: 'section'; section: DashboardSection }
  | { kind: 'card'; id: string; name: string }
  | { kind: 'dashboard' };

export function DashboardPage() {
  const { projectId = '', dashboardId = '' } = useParams();
  const location = useLocation();
  const isMember = useIsProjectMember(projectId);
  const canWrite = useAdministers(projectId);
  const dashboard = useDashboard(projectId, dashboardId);
  const edit = useDashboardEdit(projectId, dashboardId);
  const deletion = useDeleteDashboard(projectId, dashboardId);
  const navigate = useNavigate();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const home = useProjectHome();
  // A new dashboard opens in edit mode (spec 001 §4).
  const [editMode, setEditMode] = useState(
    (location.state as { editMode?: boolean } | null)?.editMode === true,
  );
  const [selection, setSelection] = useState<PeriodSelection>(defaultPeriodSelection);
  const [sectionDialog, setSectionDialog] = useState<
    { mode: 'add' } | { mode: 'edit'; section: DashboardSection } | null
  >(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [addCardTo, setAddCardTo] = useState<string | null>(null);
  const [detail, setDetail] = useState<Measurement | null>(null);
  const [addPointTo, setAddPointTo] = useState<string | null>(null);

  const data = dashboard.data;
  const sites = home.data?.sites ?? [];
  // One request per site for all of its cards: measurements and zones.
  const siteIds = [...new Set((data?.cards ?? []).flatMap(cardSiteIds))];
  const measurements = useQueries({
    queries: siteIds.map((siteId) => measurementsQueryOptions({ siteId })),
  });
  const zonesBySite = useQueries({ queries: siteIds.map((siteId) => zonesQueryOptions(siteId)) });
  const defaultZones = useQuery({
    ...zonesQueryOptions(data?.siteId ?? ''),
    enabled: Boolean(data?.siteId),
  });
  const siteData = new Map<string, SiteData>(
    siteIds.map((siteId, i) => [
      siteId,
      {
        site: sites.find((s) => s.objectId === siteId),
        measurements: measurements[i]?.data,
        zones: zonesBySite[i]?.data,
        failed: Boolean(measurements[i]?.isError),
      },
    ]),
  );

  const siteDataOf = (siteId: string) => siteData.get(siteId);

  if (isMember === false) {
    return (
      <SiteProblem kind="noAccess" backHref={paths.home.getHref()} onRetry={() => undefined} />
    );
  }
  const back = paths.dashboards.getHref({ projectId });
  if (dashboard.error instanceof ApiError && dashboard.error.status === 404) {
    return (
      <StatusPanel
        icon={<DashboardRoundedIcon fontSize="large" />}
        tone="primary"
        title={messages.dashboardNotFound}
        description={messages.noDashboardWithId(dashboardId)}
        action={
          <Button component={RouterLink} to={back} variant="contained">
            {messages.backToDashboards}
          </Button>
        }
      />
    );
  }
  if (dashboard.isError) {
    return <LoadError message={messages.cantLoadData} onRetry={() => void dashboard.refetch()} />;
  }
  if (!data) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 4 }} role="status">
        {messages.loadingDashboard}
      </Typography>
    );
  }

  const defaultSite = sites.find((s) => s.objectId === data.siteId) ?? sites[0];
  const timeZone = defaultSite?.timeZone ?? 'UTC';
  const range = periodRange(selection, timeZone);
  // The period's first pickable day: the default (or first) site's first data date (spec 001 §5).
  const firstDataDate = dayjs(
    defaultSite ? siteDay(defaultSite.firstDataDate ?? defaultSite.createdAt, timeZone) : undefined,
  );

  const saveDefaults = (body: { siteId?: string | null; zoneId?: string | null }) =>
    edit.mutate(
      { method: 'PATCH', path: '', body },
      {
        onError: (error) => {
          if (!isChangedElsewhere(error)) {
            enqueueSnackbar(messages.defaultSettingsSaveFailed, { variant: 'error' });
          }
        },
      },
    );
  const saveSection = (name: string) => {
    if (!sectionDialog) {
      return;
    }
    edit.mutate(
      sectionDialog.mode === 'add'
        ? { method: 'POST', path: '/sections', body: { name } }
        : { method: 'PATCH', path: `/sections/${sectionDialog.section.uniqueId}`, body: { name } },
      {
        onSuccess: () => setSectionDialog(null),
        onError: (error) => {
          if (!isChangedElsewhere(error)) {
            enqueueSnackbar(messages.sectionSaveFailed(editFailure(error)), { variant: 'error' });
          }
        },
      },
    );
  };
  const removeDashboard = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        enqueueSnackbar(messages.dashboardDeleted, { variant: 'success' });
        void navigate(back);
      },
      onError: (error) => {
        setConfirm(null);
        enqueueSnackbar(messages.dashboardDeleteFailed(editFailure(error)), { variant: 'error' });
      },
    });
  const remove = () => {
    if (!confirm) {
      return;
    }
    if (confirm.kind === 'dashboard') {
      removeDashboard();
      return;
    }
    const section = confirm.kind === 'section';
    edit.mutate(
      {
        method: 'DELETE',
        path: section ? `/sections/${confirm.section.uniqueId}` : `/cards/${confirm.id}`,
      },
      {
        onSuccess: () => {
          setConfirm(null);
          enqueueSnackbar(section ? messages.sectionDeleted : messages.cardDeleted, {
            variant: 'success',
          });
        },
        onError: (error) => {
          setConfirm(null);
          const failed = section ? messages.sectionDeleteFailed : messages.cardDeleteFailed;
          enqueueSnackbar(failed(editFailure(error)), { variant: 'error' });
        },
      },
    );
  };
  const saveSettings = (body: { name: string; description: string | null }) =>
    edit.mutate(
      { method: 'PATCH', path: '', body },
      {
        onSuccess: () => setSettingsOpen(false),
        onError: (error) => {
          if (!isChangedElsewhere(error)) {
            enqueueSnackbar(messages.dashboardSaveFailed, { variant: 'error' });
          }
        },
      },
    );
  const addCard = (card: Omit<AddCardBody, 'version' | 'sectionId'>) => {
    if (addCardTo === null) {
      return;
    }
    edit.mutate(
      { method: 'POST', path: '/cards', body: { ...card, sectionId: addCardTo } },
      {
        onSuccess: () => {
          setAddCardTo(null);
          enqueueSnackbar(messages.cardAdded, { variant: 'success' });
        },
        onError: (error) => {
          if (!isChangedElsewhere(error)) {
            enqueueSnackbar(messages.cardAddFailed(editFailure(error)), { variant: 'error' });
          }
        },
      },
    );
  };
  const multipoints = data.cards.flatMap((c) =>
    c.type === 'multipoint'
      ? [{ uniqueId: c.uniqueId, name: c.name, hasRoom: multipointHasRoom(c.points.length) }]
      : [],
  );
  const addPoint = (multipointId: string | null, pointCardId: string) => {
    if (multipointId === null) {
      enqueueSnackbar(messages.noMultipointCards, { variant: 'info' });
      return;
    }
    edit.mutate(
      { method: 'POST', path: `/cards/${multipointId}/points`, body: { fromCardId: pointCardId } },
      {
        onSuccess: () => {
          setAddPointTo(null);
          enqueueSnackbar(messages.pointAddedToMultipoint, { variant: 'success' });
        },
        onError: (error) => {
          if (!isChangedElsewhere(error)) {
            enqueueSnackbar(messages.pointAddFailed(editFailure(error)), { variant: 'error' });
          }
        },
      },
    );
  };
  const removePoint = (multipointId: string, pointId: string) =>
    edit.mutate(
      { method: 'DELETE', path: `/cards/${multipointId}/points/${pointId}` },
      {
        onSuccess: () =>
          enqueueSnackbar(messages.pointRemovedFromMultipoint, { variant: 'success' }),
        onError: (error) => {
          if (!isChangedElsewhere(error)) {
            enqueueSnackbar(messages.pointRemoveFailed(editFailure(error)), { variant: 'error' });
          }
        },
      },
    );
  const addingTo = data.cards.find((c) => c.uniqueId === addPointTo && c.type === 'multipoint');
  const pointChoices =
    addingTo?.type === 'multipoint'
      ? data.cards.flatMap((c) =>
          c.type === 'point' && !addingTo.points.some((p) => p.pointId === c.pointId)
            ? [
                {
                  card: c,
                  sectionName: data.sections.find((s) => s.uniqueId === c.sectionId)?.name ?? '',
                },
              ]
            : [],
        )
      : [];
  const backTo = {
    href: paths.dashboardDetail.getHref({ projectId, dashboardId }),
    label: `Back to ${data.name}`,
  };

  const toggleSection = (section: DashboardSection) =>
    edit.mutate({
      method: 'PATCH',
      path: `/sections/${section.uniqueId}`,
      body: { isCollapsed: !section.isCollapsed },
    });

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', py: { xs: 2, sm: 3 }, pb: 10 }}>
      <title>{`${data.name} · ${PRODUCT_NAME}`}</title>
      <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={back} color="inherit">
          Dashboards
        </Link>
        <Typography aria-current="page" sx={{ color: 'text.primary' }}>
          {data.name}
        </Typography>
      </Breadcrumbs>
      <Stack direction="row" sx={{ mb: 2, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: undefined }, mr: 'auto' }}>
          {data.name}
        </Typography>
        <ExportDashboardButton projectId={projectId} dashboardId={data.objectId} name={data.name} />
        {editMode && (
          <Button startIcon={<SettingsRoundedIcon />} onClick={() => setSettingsOpen(true)}>
            Dashboard Settings
          </Button>
        )}
      </Stack>
      <ScreenControls align="flex-start">
        <SelectField
          label="Default Site"
          value={data.siteId ?? NONE}
          options={[
            { value: NONE, label: 'None' },
            ...sites.map((s) => ({ value: s.objectId, label: s.name })),
          ]}
          onValueChange={(siteId) => saveDefaults({ siteId: siteId === NONE ? null : siteId })}
          minWidth={180}
        />
        <SelectField
          label="Default Zone"
          value={data.zoneId ?? NONE}
          disabled={data.siteId === null}
          options={[
            { value: NONE, label: 'None' },
            ...(defaultZones.data ?? []).map((z) => ({ value: z.objectId, label: z.name })),
          ]}
          onValueChange={(zoneId) => saveDefaults({ zoneId: zoneId === NONE ? null : zoneId })}
          minWidth={180}
        />
        <PeriodPicker
          value={selection}
          onChange={setSelection}
          minDate={firstDataDate}
          timeZone={timeZone}
        />
      </ScreenControls>

      {data.sections.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>{messages.noSectionsYet}</Typography>
          {editMode && (
            <Button
              sx={{ mt: 2 }}
              variant="contained"
              startIcon={<AddRoundedIcon />}
              onClick={() => setSectionDialog({ mode: 'add' })}
            >
              {messages.addFirstSection}
            </Button>
          )}
        </Paper>
      )}
      <Stack spacing={2}>
        {data.sections.map((section) => (
          <DashboardSectionCard
            key={section.uniqueId}
            section={section}
            editMode={editMode}
            onToggle={() => toggleSection(section)}
            onEdit={() => setSectionDialog({ mode: 'edit', section })}
            onDelete={() => setConfirm({ kind: 'section', section })}
            onAddCard={() => setAddCardTo(section.uniqueId)}
          >
            {data.cards
              .filter((card) => card.sectionId === section.uniqueId)
              .map((card) => (
                <DashboardCardView
                  key={card.uniqueId}
                  card={card}
                  projectId={projectId}
                  siteData={siteDataOf}
                  range={range}
                  editMode={editMode}
                  canWrite={canWrite}
                  backTo={backTo}
                  multipoints={multipoints}
                  onOpen={setDetail}
                  onDelete={() => setConfirm({ kind: 'card', id: card.uniqueId, name: card.name })}
                  onAddToMultipoint={(multipointId) => addPoint(multipointId, card.uniqueId)}
                  onAddPoint={() => setAddPointTo(card.uniqueId)}
                  onRemovePoint={(pointId) => removePoint(card.uniqueId, pointId)}
                />
              ))}
          </DashboardSectionCard>
        ))}
      </Stack>
      {editMode && data.sections.length > 0 && (
        <Button
          sx={{ mt: 2 }}
          startIcon={<AddRoundedIcon />}
          onClick={() => setSectionDialog({ mode: 'add' })}
        >
          {messages.addNewSection}
        </Button>
      )}

      {/* The floating edit-mode toggle (spec 001 §2). */}
      <Paper
        elevation={6}
        sx={{
          position: 'fixed',
          right: 24,
          bottom: 24,
          px: 2,
          py: 0.5,
          borderRadius: 8,
          zIndex: 10,
        }}
      >
        <LabelledSwitch label="Edit mode" checked={editMode} onCheckedChange={setEditMode} />
      </Paper>

      {sectionDialog && (
        <SectionDialog
          mode={sectionDialog.mode}
          initialName={sectionDialog.mode === 'edit' ? sectionDialog.section.name : ''}
          busy={edit.isPending}
          onSave={saveSection}
          onClose={() => setSectionDialog(null)}
        />
      )}
      {addCardTo !== null && (
        <AddCardDialog busy={edit.isPending} onAdd={addCard} onClose={() => setAddCardTo(null)} />
      )}
      {addingTo && (
        <AddPointDialog
          multipointName={addingTo.name}
          choices={pointChoices}
          busy={edit.isPending}
          onAdd={(pointCardId) => addPoint(addingTo.uniqueId, pointCardId)}
          onClose={() => setAddPointTo(null)}
        />
      )}
      {settingsOpen && (
        <DashboardSettingsDialog
          name={data.name}
          description={data.description}
          busy={edit.isPending}
          onSave={saveSettings}
          onDelete={() => {
            setSettingsOpen(false);
            setConfirm({ kind: 'dashboard' });
          }}
          onClose={() => setSettingsOpen(false)}
        />
      )}
      {confirm && (
        <ConfirmDialog
          title={
            confirm.kind === 'section'
              ? 'Delete section?'
              : confirm.kind === 'card'
                ? 'Delete card?'
                : 'Delete dashboard?'
          }
          text={
            confirm.kind === 'section'
              ? `“${confirm.section.name}” and all of its cards will be deleted.`
              : confirm.kind === 'card'
                ? `“${confirm.name}” will be deleted.`
                : `“${data.name}”, its sections and cards will be deleted for everyone.`
          }
          action="Delete"
          busy={edit.isPending || deletion.isPending}
          onConfirm={remove}
          onClose={() => setConfirm(null)}
        />
      )}
      <MeasurementDetailDialog measurement={detail} range={range} onClose={() => setDetail(null)} />
    </Box>
  );
}

/** The sites whose data a card shows: its own, and for a multipoint card each point's. */
function cardSiteIds(card: DashboardCard): string[] {
  const own = card.siteId ? [card.siteId] : [];
  return card.type === 'multipoint' ? [...own, ...card.points.map((p) => p.siteId)] : own;
}
