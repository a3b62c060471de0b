// 'AQ Topology' (spec 001 §2): the site's mapping — zones (nested), measurements and their points.
// One node is selected: points are added to it, Add Zone nests under it, and the selected zone can
// be moved out one level ('relegate', §4). What this wizard added can be removed again (the
// Remove button or Delete). Points dropped on a zone or measurement are added to it.
import type { TopologyNode } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import NorthWestRoundedIcon from '@mui/icons-material/NorthWestRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { isNewNode } from '../lib/mapping-edits';
import { childrenIndex, flattenTree } from '../lib/tree-rows';
import { POINTS_DRAG_TYPE } from './commander-panel';
import { TopologyTree, type TreeDrag } from './topology-tree';

type AqPanelProps = {
  aq: readonly TopologyNode[];
  target: TopologyNode | null;
  onTargetChange: (id: string) => void;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onDropPoints: (pointIds: readonly string[], targetId: string) => void;
  onRelegate: (zone: TopologyNode) => void;
  onRemove: (node: TopologyNode) => void;
};

const takesPoints = (node: TopologyNode) =>
  node.type === 'zone' || node.type === 'measurement' || node.type === 'childMeasurement';

function describe(node: TopologyNode): string | null {
  const added = isNewNode(node) ? 'new' : null;
  switch (node.type) {
    case 'measurement':
    case 'childMeasurement':
      return [node.measurementType, added].filter(Boolean).join(' · ') || null;
    case 'point':
      return [node.pointType, node.deviceName, added].filter(Boolean).join(' · ') || null;
    case 'site':
    case 'zone':
    case 'device':
    case 'pointType':
      return added;
  }
}

function readDraggedPoints(data: DataTransfer): string[] {
  try {
    const ids: unknown = JSON.parse(data.getData(POINTS_DRAG_TYPE) || '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function AqPanel({
  aq,
  target,
  onTargetChange,
  expanded,
  onToggle,
  onDropPoints,
  onRelegate,
  onRemove,
}: AqPanelProps) {
  const index = useMemo(() => childrenIndex(aq), [aq]);
  const rows = useMemo(
    () => flattenTree(index, index.get(null) ?? [], (id) => expanded.has(id)),
    [index, expanded],
  );
  const selected = useMemo(() => new Set(target ? [target.id] : []), [target]);
  const parent = target?.parent ? aq.find((n) => n.id === target.parent) : undefined;
  const canRelegate = target?.type === 'zone' && parent?.type === 'zone';
  const canRemove = target !== null && isNewNode(target);
  const drag: TreeDrag = {
    canDrop: takesPoints,
    onDrop: (node, data) => {
      onTargetChange(node.id);
      onDropPoints(readDraggedPoints(data), node.id);
    },
  };

  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Stack spacing={1.5} sx={{ p: 2, pb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {messages.aqTopology}
        </Typography>
        <Typography sx={{ color: 'text.secondary', minHeight: 40 }} aria-live="polite">
          {target ? `Selected: ${target.name}` : 'Select a zone or measurement to add points to.'}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<NorthWestRoundedIcon />}
            disabled={!canRelegate}
            onClick={() => target && onRelegate(target)}
          >
            Move out one level
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlineRoundedIcon />}
            disabled={!canRemove}
            onClick={() => target && onRemove(target)}
          >
            Remove
          </Button>
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
        <TopologyTree
          label={messages.aqTopology}
          rows={rows}
          selected={selected}
          multiselectable={false}
          isSelectable={() => true}
          onToggle={onToggle}
          onSelect={onTargetChange}
          onDelete={(node) => {
            if (!isNewNode(node)) {
              return false;
            }
            onRemove(node);
            return true;
          }}
          describe={describe}
          drag={drag}
          revealId={target?.id ?? null}
        />
      </Box>
    </Paper>
  );
}
