// 'Commander Topology' (spec 001 §2): the building system's devices and points, searched from 2
// characters 200 ms after the last keystroke (§5), by device or as one list of points. Points are
// picked (click or Space) and added to the AQ Topology's selected node with the Add button, Enter
// or by dragging them onto it.
import type { TopologyNode } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { TOPOLOGY_SEARCH_DEBOUNCE_MS } from '@airboard/shared/rules';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { SearchInput } from '../../../components/text-input';
import { childrenIndex, commanderRows, type CommanderView } from '../lib/tree-rows';
import { TopologyTree, type TreeDrag } from './topology-tree';
import { plural } from '../../../lib/plural';

/** The drag payload: the ids of the dragged points. */
export const POINTS_DRAG_TYPE = 'application/x-airboard-points';

type CommanderPanelProps = {
  commander: readonly TopologyNode[];
  /** The building-system references the mapping already holds. */
  mappedRefs: ReadonlySet<string>;
  picked: ReadonlySet<string>;
  onPickedChange: (picked: ReadonlySet<string>) => void;
  /** The AQ node points go to, by name; null when none is selected. */
  targetName: string | null;
  onAdd: (pointIds: readonly string[]) => void;
};

export function CommanderPanel({
  commander,
  mappedRefs,
  picked,
  onPickedChange,
  targetName,
  onAdd,
}: CommanderPanelProps) {
  const [view, setView] = useState<CommanderView>('device');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), TOPOLOGY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const index = useMemo(() => childrenIndex(commander), [commander]);
  const rows = useMemo(
    () => commanderRows(commander, index, view, query, expanded),
    [commander, index, view, query, expanded],
  );

  const toggle = (id: string) => {
    const next = new Set(expanded);
    if (!next.delete(id)) {
      next.add(id);
    }
    setExpanded(next);
  };
  const pick = (id: string) => {
    const next = new Set(picked);
    if (!next.delete(id)) {
      next.add(id);
    }
    onPickedChange(next);
  };
  const describe = (node: TopologyNode): string | null => {
    if (node.type === 'device') {
      const points = index.get(node.id)?.length ?? 0;
      return [node.platformType, plural(points, 'point')].filter(Boolean).join(' · ');
    }
    if (node.type !== 'point') {
      return null;
    }
    const mapped = node.originalDeviceRef !== null && mappedRefs.has(node.originalDeviceRef);
    return [view === 'points' ? node.deviceName : null, mapped ? 'Mapped' : null]
      .filter(Boolean)
      .join(' · ');
  };
  const drag: TreeDrag = {
    canDrag: (node) => node.type === 'point',
    onDragStart: (node, data) => {
      const ids = picked.has(node.id) ? [...picked] : [node.id];
      data.setData(POINTS_DRAG_TYPE, JSON.stringify(ids));
      data.setData('text/plain', node.name);
      data.effectAllowed = 'copy';
    },
  };

  const addLabel =
    picked.size === 0
      ? 'Add points'
      : `Add ${plural(picked.size, 'point')}${targetName ? ` to ${targetName}` : ''}`;

  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Stack spacing={1.5} sx={{ p: 2, pb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {messages.commanderTopology}
        </Typography>
        <SearchInput label="Search points and devices" value={search} onValueChange={setSearch} />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-label="Order of the Commander Topology"
            onChange={(_event, next: CommanderView | null) => next && setView(next)}
          >
            <ToggleButton value="device">{messages.sortByDevice}</ToggleButton>
            <ToggleButton value="points">{messages.sortByPoints}</ToggleButton>
          </ToggleButtonGroup>
          <Stack direction="row" spacing={1}>
            {picked.size > 0 && (
              <Button size="small" onClick={() => onPickedChange(new Set())}>
                Clear
              </Button>
            )}
            <Button
              size="small"
              variant="contained"
              startIcon={<AddRoundedIcon />}
              disabled={picked.size === 0}
              onClick={() => onAdd([...picked])}
            >
              {addLabel}
            </Button>
          </Stack>
        </Stack>
      </Stack>
      <Box
        sx={{
          flex: 1,
          minHeight: 240,
          maxHeight: { xs: '60vh', md: 'calc(100dvh - 340px)' },
          overflow: 'auto',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {rows.length === 0 ? (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>
            {commander.some((n) => n.type === 'point')
              ? 'No points match the search.'
              : 'The building system reports no points for this site.'}
          </Typography>
        ) : (
          <TopologyTree
            label={messages.commanderTopology}
            rows={rows}
            selected={picked}
            multiselectable
            isSelectable={(node) => node.type === 'point'}
            onToggle={toggle}
            onSelect={pick}
            onActivate={(node) => {
              if (node.type === 'point') {
                onAdd([...new Set([...picked, node.id])]);
              } else {
                toggle(node.id);
              }
            }}
            describe={describe}
            drag={drag}
          />
        )}
      </Box>
    </Paper>
  );
}
