// Step 1 for a chosen site (spec 001 §2): the Commander and AQ Topology side by side (stacked on
// phones) and the step's buttons — Refresh, Create Zones from Devices, Add Zone, Default Points,
// Select Point Types — and 'Accept all suggestions ≥ 90 %' (the suggestion engine's sure ones),
// plus Start over once this browser holds a mapping of the site. Every edit is
// kept in the browser (§4); adding points says the §5 messages in toasts. Refresh reads the building
// system again and lists what changed in it; a site read over BACnet/IP is read again by a
// discovery instead, which the BACnet panel starts and follows.
import type { BacnetDiscovery, OnboardingTopology, TopologyNode } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import {
  applySuggestions,
  defaultPoints,
  isEmptyDiff,
  newZoneNode,
  relegate,
  suggestMapping,
  SUGGESTION_ACCEPT_CONFIDENCE,
  topologyDiff,
  zonesFromDevices,
  type TopologyDiff,
} from '@airboard/shared/rules';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import AutoFixHighRoundedIcon from '@mui/icons-material/AutoFixHighRounded';
import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import CreateNewFolderRoundedIcon from '@mui/icons-material/CreateNewFolderRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ScreenControls } from '../../../components/screen-controls';
import { paths } from '../../../lib/paths';
import { usePointTypes } from '../../site-monitor';
import { topologyQueryOptions, useRefreshTopology } from '../api/get-topology';
import { BacnetDiscoveryPanel } from '../../bacnet';
import { addPoints, defaultPlacements, type Placement } from '../lib/add-points';
import {
  dropRemovedPoints,
  isNewNode,
  mappedRemovedPoints,
  removeNewNode,
} from '../lib/mapping-edits';
import { measurementTypeLookup } from '../lib/point-type-catalogue';
import { useSiteMapping } from '../lib/use-site-mapping';
import { AddZoneDialog } from './add-zone-dialog';
import { AqPanel } from './aq-panel';
import { CommanderPanel } from './commander-panel';
import { SystemChangesDialog } from './system-changes-dialog';
import { plural } from '../../../lib/plural';

type MappingWorkspaceProps = { siteId: string; topology: OnboardingTopology };

export function MappingWorkspace({ siteId, topology }: MappingWorkspaceProps) {
  const navigate = useNavigate();
  const mapping = useSiteMapping(siteId, topology.aq);
  const refresh = useRefreshTopology(siteId);
  const queryClient = useQueryClient();
  const bacnet = topology.site.readOverBacnet;
  const { aq } = mapping;
  const pointTypes = usePointTypes();
  const measurementTypeOf = useMemo(
    () => measurementTypeLookup(pointTypes.data),
    [pointTypes.data],
  );
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [targetId, setTargetId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(aq.filter((n) => n.parent === null).map((n) => n.id)),
  );
  const [addingZone, setAddingZone] = useState(false);
  const [confirmingStartOver, setConfirmingStartOver] = useState(false);
  const [changes, setChanges] = useState<TopologyDiff | null>(null);

  const commanderById = useMemo(
    () => new Map(topology.commander.map((n) => [n.id, n])),
    [topology.commander],
  );
  const mappedRefs = useMemo(
    () =>
      new Set(
        aq.flatMap((n) =>
          n.type === 'point' && n.originalDeviceRef !== null ? [n.originalDeviceRef] : [],
        ),
      ),
    [aq],
  );
  // The engine's sure suggestions for the points not mapped yet (issue 14, beyond the spec).
  const sureSuggestions = useMemo(() => {
    const names = new Map((pointTypes.data ?? []).map((t) => [t.type, t.name]));
    return suggestMapping(topology.commander, mappedRefs, (type) => names.get(type) ?? type).filter(
      (suggestion) => suggestion.confidence >= SUGGESTION_ACCEPT_CONFIDENCE,
    );
  }, [topology.commander, mappedRefs, pointTypes.data]);
  const root = aq.find((n) => n.parent === null) ?? null;
  const target = (targetId === null ? undefined : aq.find((n) => n.id === targetId)) ?? null;
  const newCounts = {
    zones: aq.filter((n) => n.type === 'zone' && isNewNode(n)).length,
    points: aq.filter((n) => n.type === 'point' && isNewNode(n)).length,
  };

  /** Opens the given nodes' branches, so what was just added shows. */
  const reveal = (nodes: readonly TopologyNode[], ids: readonly string[]) => {
    const next = new Set(expanded);
    for (const id of ids) {
      const node = nodes.find((n) => n.id === id);
      node?.parents.forEach((p) => next.add(p));
      next.add(id);
    }
    setExpanded(next);
  };

  const place = (placements: readonly Placement[]) => {
    const result = addPoints(aq, placements, measurementTypeOf);
    result.errors.slice(0, 3).forEach((error) => enqueueSnackbar(error, { variant: 'warning' }));
    if (result.added > 0) {
      mapping.edit(() => result.nodes);
      reveal(result.nodes, [
        ...new Set(placements.flatMap((p) => (p.targetId ? [p.targetId] : []))),
      ]);
      setPicked(new Set());
      enqueueSnackbar(`Added ${plural(result.added, 'point')}`, { variant: 'success' });
    }
  };

  const addPicked = (pointIds: readonly string[], into: string | null = targetId) =>
    place(
      pointIds.flatMap((id) => {
        const point = commanderById.get(id);
        return point?.type === 'point' ? [{ point, targetId: into }] : [];
      }),
    );

  const addDefaultPoints = () => {
    const points = defaultPoints(topology.commander);
    if (points.length === 0) {
      enqueueSnackbar('No points look like temperature, humidity, CO2 or filter alarms.', {
        variant: 'info',
      });
      return;
    }
    place(defaultPlacements(aq, points, targetId));
  };

  const acceptSuggestions = () => {
    const { nodes, added } = applySuggestions(
      aq,
      topology.commander,
      sureSuggestions,
      measurementTypeOf,
    );
    if (added === 0) {
      return;
    }
    mapping.edit(() => nodes);
    if (root) {
      reveal(nodes, [root.id]);
    }
    enqueueSnackbar(`Added ${plural(added, 'point')} from suggestions`, { variant: 'success' });
  };

  const createZonesFromDevices = () => {
    const next = zonesFromDevices(aq, topology.commander);
    const made = next.length - aq.length;
    if (made === 0) {
      enqueueSnackbar('Every device has a zone already.', { variant: 'info' });
      return;
    }
    mapping.edit(() => next);
    if (root) {
      reveal(next, [root.id]);
    }
    enqueueSnackbar(`Created ${plural(made, 'zone')}`, { variant: 'success' });
  };

  const zoneParent = target?.type === 'zone' ? target : root;
  const addZone = (name: string) => {
    if (!zoneParent) {
      return;
    }
    const next = newZoneNode(aq, zoneParent.id, name);
    const zone = next.at(-1);
    mapping.edit(() => next);
    setAddingZone(false);
    if (zone) {
      reveal(next, [zoneParent.id]);
      setTargetId(zone.id);
    }
  };

  /** Lists what changed in the building system since the topology shown. */
  const showChanges = (next: OnboardingTopology) => {
    const diff = topologyDiff(topology.commander, next.commander);
    if (isEmptyDiff(diff)) {
      enqueueSnackbar('The building system has not changed.', { variant: 'info' });
    } else {
      setChanges(diff);
    }
  };

  const readAgain = () =>
    refresh.mutate(undefined, {
      onSuccess: showChanges,
      onError: () => enqueueSnackbar(messages.cannotLoadTopology, { variant: 'error' }),
    });

  // A BACnet site is read again by a discovery, which runs in the background: when it completes,
  // the topology it stored is read, and what changed since an earlier one is listed as Refresh
  // would (after the first, everything is new: the panel says how much).
  const discovered = (discovery: BacnetDiscovery) => {
    if (discovery.status !== 'completed') {
      return;
    }
    const hadDevices = topology.commander.some((n) => n.type === 'device');
    queryClient
      .fetchQuery({ ...topologyQueryOptions(siteId), staleTime: 0 })
      .then((next) => hadDevices && showChanges(next))
      .catch(() => enqueueSnackbar(messages.cannotLoadTopology, { variant: 'error' }));
  };

  const toggle = (id: string) => {
    const next = new Set(expanded);
    if (!next.delete(id)) {
      next.add(id);
    }
    setExpanded(next);
  };

  return (
    <>
      {bacnet && <BacnetDiscoveryPanel siteId={siteId} onDiscovered={discovered} />}
      <ScreenControls spacing={1} align="center">
        {!bacnet && (
          <Button
            variant="outlined"
            startIcon={<RefreshRoundedIcon />}
            loading={refresh.isPending}
            loadingPosition="start"
            onClick={readAgain}
          >
            Refresh
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<CreateNewFolderRoundedIcon />}
          onClick={createZonesFromDevices}
        >
          {messages.createZonesFromDevices}
        </Button>
        <Button
          variant="outlined"
          startIcon={<AddRoundedIcon />}
          onClick={() => setAddingZone(true)}
          disabled={!zoneParent}
        >
          {messages.addZone}
        </Button>
        <Button
          variant="outlined"
          startIcon={<AutoFixHighRoundedIcon />}
          onClick={addDefaultPoints}
        >
          {messages.defaultPoints}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DoneAllRoundedIcon />}
          onClick={acceptSuggestions}
          disabled={sureSuggestions.length === 0}
        >
          {`Accept all suggestions ≥ ${Math.round(SUGGESTION_ACCEPT_CONFIDENCE * 100)} % (${sureSuggestions.length})`}
        </Button>
        {mapping.edited && (
          <Button
            color="inherit"
            startIcon={<RestartAltRoundedIcon />}
            onClick={() => setConfirmingStartOver(true)}
          >
            Start over
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          endIcon={<ArrowForwardRoundedIcon />}
          onClick={() => void navigate(paths.onboarding2.getHref({ siteId }))}
        >
          {messages.selectPointTypes}
        </Button>
      </ScreenControls>
      {mapping.unsaved && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This browser could not keep the mapping: finish it before leaving this page.
        </Alert>
      )}
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }} role="status">
        {mapping.edited
          ? `In progress in this browser: ${plural(newCounts.zones, 'new zone')}, ${plural(newCounts.points, 'point')} mapped.`
          : 'Pick points on the left and add them to a zone or measurement on the right.'}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <CommanderPanel
          commander={topology.commander}
          mappedRefs={mappedRefs}
          picked={picked}
          onPickedChange={setPicked}
          targetName={target?.name ?? null}
          onAdd={(ids) => addPicked(ids)}
        />
        <AqPanel
          aq={aq}
          target={target}
          onTargetChange={setTargetId}
          expanded={expanded}
          onToggle={toggle}
          onDropPoints={(ids, into) => addPicked(ids, into)}
          onRelegate={(zone) => mapping.edit((current) => relegate(current, zone.id))}
          onRemove={(node) => {
            mapping.edit((current) => removeNewNode(current, node.id));
            setTargetId(node.parent);
          }}
        />
      </Box>
      {addingZone && zoneParent && (
        <AddZoneDialog
          parentName={zoneParent.name}
          onAdd={addZone}
          onClose={() => setAddingZone(false)}
        />
      )}
      {changes && (
        <SystemChangesDialog
          diff={changes}
          aq={aq}
          onDropRemoved={(refs) => {
            const dropped = mappedRemovedPoints(aq, refs).length;
            mapping.edit((current) => dropRemovedPoints(current, refs));
            setChanges(null);
            setTargetId(null);
            enqueueSnackbar(`Removed ${plural(dropped, 'point')} from the mapping`, {
              variant: 'success',
            });
          }}
          onClose={() => setChanges(null)}
        />
      )}
      {confirmingStartOver && (
        <ConfirmDialog
          title="Start over?"
          text="The mapping kept in this browser for this site is dropped, and the site's saved mapping shows again."
          action="Start over"
          onConfirm={() => {
            mapping.startOver();
            setTargetId(null);
            setPicked(new Set());
            setConfirmingStartOver(false);
          }}
          onClose={() => setConfirmingStartOver(false)}
        />
      )}
    </>
  );
}
