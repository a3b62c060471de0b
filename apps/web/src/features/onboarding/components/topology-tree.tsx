// A topology tree (the WAI-ARIA tree pattern): rows of the open branches only, each a treeitem
// with its level, position and expanded state; one tab stop that the arrow keys move (Up, Down,
// Home, End; Right opens or goes to the first child, Left closes or goes to the parent), Space
// selects, Enter runs the tree's action and Delete its removal. Rows can be dragged and dropped on
// when the tree says so. Used by both the Commander and the AQ Topology.
import type { TopologyNode } from '@airboard/shared/api';
import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import CategoryRoundedIcon from '@mui/icons-material/CategoryRounded';
import CheckBoxOutlineBlankRoundedIcon from '@mui/icons-material/CheckBoxOutlineBlankRounded';
import CheckBoxRoundedIcon from '@mui/icons-material/CheckBoxRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import DeviceHubRoundedIcon from '@mui/icons-material/DeviceHubRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import MeetingRoomRoundedIcon from '@mui/icons-material/MeetingRoomRounded';
import SensorsRoundedIcon from '@mui/icons-material/SensorsRounded';
import ShowChartRoundedIcon from '@mui/icons-material/ShowChartRounded';
import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';
import {
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import type { TreeRow } from '../lib/tree-rows';

const typeIcons: Record<TopologyNode['type'], SvgIconComponent> = {
  site: ApartmentRoundedIcon,
  device: DeviceHubRoundedIcon,
  point: SensorsRoundedIcon,
  zone: MeetingRoomRoundedIcon,
  measurement: ShowChartRoundedIcon,
  childMeasurement: ShowChartRoundedIcon,
  pointType: CategoryRoundedIcon,
};

/** Dragging rows out of a tree and dropping on its rows; each side says which rows take part. */
export type TreeDrag = {
  canDrag?: (node: TopologyNode) => boolean;
  onDragStart?: (node: TopologyNode, data: DataTransfer) => void;
  canDrop?: (node: TopologyNode) => boolean;
  onDrop?: (node: TopologyNode, data: DataTransfer) => void;
};

type TopologyTreeProps = {
  /** The tree's accessible name. */
  label: string;
  rows: readonly TreeRow[];
  selected: ReadonlySet<string>;
  /** Many rows can be selected at once (the points to add), or one (the target). */
  multiselectable: boolean;
  isSelectable: (node: TopologyNode) => boolean;
  onToggle: (id: string) => void;
  onSelect: (id: string) => void;
  /** Enter on a row; without it Enter selects or opens like Space. */
  onActivate?: (node: TopologyNode) => void;
  /** Delete on a row; says whether the row was removed. */
  onDelete?: (node: TopologyNode) => boolean;
  /** The line under a row's name (type, device), if any. */
  describe: (node: TopologyNode) => string | null;
  drag?: TreeDrag;
  /** A row to scroll into view whenever it changes (a node just made or selected). */
  revealId?: string | null;
};

export function TopologyTree({
  label,
  rows,
  selected,
  multiselectable,
  isSelectable,
  onToggle,
  onSelect,
  onActivate,
  onDelete,
  describe,
  drag,
  revealId = null,
}: TopologyTreeProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [dropId, setDropId] = useState<string | null>(null);
  const rowsRef = useRef(rows);
  useLayoutEffect(() => {
    rowsRef.current = rows;
  });
  // Only a new revealId scrolls: opening other branches leaves the view where the person put it.
  useEffect(() => {
    if (revealId === null) {
      return;
    }
    const index = rowsRef.current.findIndex((row) => row.node.id === revealId);
    // jsdom has no scrollIntoView.
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${index}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [revealId]);

  const indexOf = (id: string | null) =>
    id === null ? -1 : rows.findIndex((row) => row.node.id === id);
  // The one tab stop: the row last focused, else the first selected row, else the first row.
  let tabIndex = indexOf(focusId);
  if (tabIndex < 0) {
    tabIndex = Math.max(
      0,
      rows.findIndex((row) => selected.has(row.node.id)),
    );
  }

  const focusRow = (index: number) => {
    const row = rows[index];
    if (!row) {
      return;
    }
    setFocusId(row.node.id);
    listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus();
  };

  const choose = (row: TreeRow) => {
    if (isSelectable(row.node)) {
      onSelect(row.node.id);
    } else if (row.expandable) {
      onToggle(row.node.id);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = Number((event.target as HTMLElement).dataset.index ?? -1);
    const row = rows[index];
    if (!row) {
      return;
    }
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focusRow(index + 1);
        break;
      case 'ArrowUp':
        focusRow(index - 1);
        break;
      case 'Home':
        focusRow(0);
        break;
      case 'End':
        focusRow(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.expandable && !row.expanded) {
          onToggle(row.node.id);
        } else if (row.expanded) {
          focusRow(index + 1);
        }
        break;
      case 'ArrowLeft':
        if (row.expanded) {
          onToggle(row.node.id);
        } else {
          const parent = rows.findLastIndex((r, i) => i < index && r.level === row.level - 1);
          focusRow(parent);
        }
        break;
      case ' ':
        choose(row);
        break;
      case 'Enter':
        if (onActivate) {
          onActivate(row.node);
        } else {
          choose(row);
        }
        break;
      case 'Delete':
        // A removed row goes: focus stays in the tree, on the row above it.
        if (onDelete?.(row.node)) {
          focusRow(Math.max(0, index - 1));
        }
        break;
      default:
        handled = false;
    }
    if (handled) {
      event.preventDefault();
    }
  };

  // Row events are handled here, by the row's index, so rows hold no handlers and redraw only when
  // what they show changes.
  const rowOf = (target: EventTarget): TreeRow | undefined => {
    const item = (target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    return rows[Number(item?.dataset.index ?? -1)];
  };
  const dropRowOf = (event: DragEvent): TreeRow | undefined => {
    const row = rowOf(event.target);
    return row && drag?.canDrop?.(row.node) ? row : undefined;
  };

  return (
    <Box
      component="ul"
      ref={listRef}
      role="tree"
      aria-label={label}
      aria-multiselectable={multiselectable}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const row = rowOf(event.target);
        if (row && (event.target as HTMLElement).getAttribute('role') === 'treeitem') {
          setFocusId(row.node.id);
        }
      }}
      onClick={(event) => {
        const row = rowOf(event.target);
        if (!row) {
          return;
        }
        if (row.expandable && (event.target as HTMLElement).closest('[data-chevron]')) {
          onToggle(row.node.id);
        } else {
          choose(row);
        }
      }}
      onDragStart={(event) => {
        const row = rowOf(event.target);
        if (row && drag?.canDrag?.(row.node)) {
          drag.onDragStart?.(row.node, event.dataTransfer);
        }
      }}
      onDragOver={(event) => {
        const row = dropRowOf(event);
        if (row) {
          event.preventDefault();
          setDropId(row.node.id);
        }
      }}
      onDragLeave={() => setDropId(null)}
      onDrop={(event) => {
        const row = dropRowOf(event);
        setDropId(null);
        if (row) {
          event.preventDefault();
          drag?.onDrop?.(row.node, event.dataTransfer);
        }
      }}
      sx={{ listStyle: 'none', m: 0, p: 0.5 }}
    >
      {rows.map((row, index) => (
        <TreeItem
          key={row.node.id}
          row={row}
          index={index}
          tabbable={index === tabIndex}
          selectable={isSelectable(row.node)}
          selected={selected.has(row.node.id)}
          checkbox={multiselectable && isSelectable(row.node)}
          secondary={describe(row.node)}
          draggable={drag?.canDrag?.(row.node) ?? false}
          dropping={dropId === row.node.id}
        />
      ))}
    </Box>
  );
}

type TreeItemProps = {
  row: TreeRow;
  index: number;
  tabbable: boolean;
  selectable: boolean;
  selected: boolean;
  checkbox: boolean;
  secondary: string | null;
  draggable: boolean;
  dropping: boolean;
};

const TreeItem = memo(
  function TreeItem({
    row,
    index,
    tabbable,
    selectable,
    selected,
    checkbox,
    secondary,
    draggable,
    dropping,
  }: TreeItemProps) {
    const { node, level, expandable, expanded } = row;
    const TypeIcon = typeIcons[node.type];
    const Chevron = expanded ? ExpandMoreRoundedIcon : ChevronRightRoundedIcon;
    const Check = selected ? CheckBoxRoundedIcon : CheckBoxOutlineBlankRoundedIcon;
    return (
      <Box
        component="li"
        role="treeitem"
        data-index={index}
        aria-level={level}
        aria-posinset={row.posInSet}
        aria-setsize={row.setSize}
        aria-expanded={expandable ? expanded : undefined}
        aria-selected={selectable ? selected : undefined}
        tabIndex={tabbable ? 0 : -1}
        draggable={draggable}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          minHeight: 40,
          pl: 0.5 + (level - 1) * 2.5,
          pr: 1,
          borderRadius: 1,
          cursor: selectable || expandable ? 'pointer' : 'default',
          outline: dropping ? 2 : 0,
          outlineColor: 'primary.main',
          outlineStyle: 'dashed',
          bgcolor: selected ? 'action.selected' : 'transparent',
          '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
          // The browser skips laying out rows scrolled far out of view.
          contentVisibility: 'auto',
          containIntrinsicSize: 'auto 40px',
        }}
      >
        <Box
          component="span"
          aria-hidden
          data-chevron
          sx={{ display: 'inline-flex', width: 24, flexShrink: 0, color: 'text.secondary' }}
        >
          {expandable && <Chevron fontSize="small" />}
        </Box>
        {checkbox && (
          <Check aria-hidden fontSize="small" color={selected ? 'primary' : 'inherit'} />
        )}
        <TypeIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary', flexShrink: 0 }} />
        <Box component="span" sx={{ minWidth: 0, flex: 1 }}>
          <Box
            component="span"
            title={node.name}
            sx={{
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {node.name}
          </Box>
          {secondary && (
            <Box
              component="span"
              sx={{
                display: 'block',
                fontSize: '0.75rem',
                color: 'text.secondary',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {secondary}
            </Box>
          )}
        </Box>
      </Box>
    );
  },
  // Rows are made anew for each render of the tree; a row redraws only when what it shows changes.
  (before, after) =>
    before.row.node === after.row.node &&
    before.row.expanded === after.row.expanded &&
    before.row.expandable === after.row.expandable &&
    before.row.level === after.row.level &&
    before.row.posInSet === after.row.posInSet &&
    before.row.setSize === after.row.setSize &&
    before.index === after.index &&
    before.tabbable === after.tabbable &&
    before.selectable === after.selectable &&
    before.selected === after.selected &&
    before.checkbox === after.checkbox &&
    before.secondary === after.secondary &&
    before.draggable === after.draggable &&
    before.dropping === after.dropping,
);
