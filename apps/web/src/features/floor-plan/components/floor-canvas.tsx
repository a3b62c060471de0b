// The floor plan canvas (spec 000 §2, §9): the plan image on a 1286 × 600 Konva stage scaled to the
// available width, zoomable from 0.01 to 20 with the wheel or the buttons and pannable by dragging;
// one rectangle per zone from zoneData, filled by the floor rule (blue ≥ 75, yellow < 75, red ≤ 50)
// with the zone's value. Clicking (or Enter on the list below) opens the zone. By keyboard the plan
// is one Tab stop: the arrow keys move it, + and - zoom and 0 resets the view; the zoom level is
// shown and announced.
import type { FloorZoneRectValue } from './floor-zone-values';
import {
  FLOOR_CANVAS_HEIGHT,
  FLOOR_CANVAS_WIDTH,
  FLOOR_ZOOM_MAX,
  FLOOR_ZOOM_MIN,
  floorPlanFill,
} from '@airboard/shared/rules';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CenterFocusStrongRoundedIcon from '@mui/icons-material/CenterFocusStrongRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type Konva from 'konva';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import { Group, Image as KonvaImage, Layer, Rect, Stage, Text } from 'react-konva';

type FloorCanvasProps = {
  planUrl: string;
  zones: FloorZoneRectValue[];
  onOpenZone: (zoneId: string) => void;
  onImageError: () => void;
};

const clampZoom = (zoom: number) => Math.min(FLOOR_ZOOM_MAX, Math.max(FLOOR_ZOOM_MIN, zoom));
const ZOOM_STEP = 1.25;
/** How far one arrow key press moves the plan, in screen pixels. */
const PAN_STEP = 40;
const panKeys: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: PAN_STEP, y: 0 },
  ArrowRight: { x: -PAN_STEP, y: 0 },
  ArrowUp: { x: 0, y: PAN_STEP },
  ArrowDown: { x: 0, y: -PAN_STEP },
};

export function FloorCanvas({ planUrl, zones, onOpenZone, onImageError }: FloorCanvasProps) {
  const theme = useTheme();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FLOOR_CANVAS_WIDTH);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [view, setView] = useState({ zoom: 1, x: 0, y: 0 });

  useEffect(() => {
    const element = frame.current;
    if (!element) {
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) {
        setWidth(Math.min(FLOOR_CANVAS_WIDTH, entry.contentRect.width));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const img = new window.Image();
    img.onload = () => setImage(img);
    img.onerror = onImageError;
    img.src = planUrl;
    return () => {
      img.onload = null;
      img.onerror = null;
    };
  }, [planUrl, onImageError]);

  const fit = width / FLOOR_CANVAS_WIDTH;
  const scale = fit * view.zoom;

  const zoomAt = (factor: number, point = { x: width / 2, y: (FLOOR_CANVAS_HEIGHT * fit) / 2 }) => {
    setView((current) => {
      const zoom = clampZoom(current.zoom * factor);
      const oldScale = fit * current.zoom;
      const newScale = fit * zoom;
      const planX = (point.x - current.x) / oldScale;
      const planY = (point.y - current.y) / oldScale;
      return { zoom, x: point.x - planX * newScale, y: point.y - planY * newScale };
    });
  };

  const resetView = () => setView({ zoom: 1, x: 0, y: 0 });
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const pan = panKeys[event.key];
    if (pan) {
      setView((current) => ({ ...current, x: current.x + pan.x, y: current.y + pan.y }));
    } else if (event.key === '+' || event.key === '=') {
      zoomAt(ZOOM_STEP);
    } else if (event.key === '-') {
      zoomAt(1 / ZOOM_STEP);
    } else if (event.key === '0') {
      resetView();
    } else {
      return;
    }
    // The page must not scroll with the arrow keys that move the plan.
    event.preventDefault();
  };

  const onWheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const pointer = event.target.getStage()?.getPointerPosition();
    zoomAt(event.evt.deltaY < 0 ? 1.15 : 1 / 1.15, pointer ?? undefined);
  };

  return (
    <Box>
      <Stack direction="row" spacing={0.5} sx={{ mb: 1, alignItems: 'center' }}>
        <IconButton aria-label="Zoom in" onClick={() => zoomAt(ZOOM_STEP)}>
          <AddRoundedIcon />
        </IconButton>
        <IconButton aria-label="Zoom out" onClick={() => zoomAt(1 / ZOOM_STEP)}>
          <RemoveRoundedIcon />
        </IconButton>
        <IconButton aria-label="Reset view" onClick={resetView}>
          <CenterFocusStrongRoundedIcon />
        </IconButton>
        <Typography variant="body2" sx={{ color: 'text.secondary', pl: 1 }} aria-live="polite">
          Zoom {Math.round(view.zoom * 100)} %
        </Typography>
      </Stack>
      <Box component="span" id={hintId} sx={visuallyHidden}>
        Arrow keys move the plan, plus and minus zoom, 0 resets the view. The zones and their values
        are listed below the plan.
      </Box>
      <Box
        ref={frame}
        role="img"
        aria-label="Floor plan with zone scores"
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        sx={{
          width: '100%',
          maxWidth: FLOOR_CANVAS_WIDTH,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: theme.airboard.bg3,
        }}
      >
        <Stage
          width={width}
          height={FLOOR_CANVAS_HEIGHT * fit}
          scaleX={scale}
          scaleY={scale}
          x={view.x}
          y={view.y}
          draggable
          onDragEnd={(event) => {
            if (event.target === event.target.getStage()) {
              setView((current) => ({ ...current, x: event.target.x(), y: event.target.y() }));
            }
          }}
          onWheel={onWheel}
        >
          <Layer>
            {image && (
              <KonvaImage image={image} width={FLOOR_CANVAS_WIDTH} height={FLOOR_CANVAS_HEIGHT} />
            )}
            {zones.map((zone) => {
              const fill =
                zone.score === null
                  ? theme.airboard.txt3
                  : theme.airboard[floorPlanFill(zone.score)];
              return (
                <Group
                  key={zone.zoneId}
                  id={zone.zoneId}
                  x={zone.x}
                  y={zone.y}
                  onClick={() => onOpenZone(zone.zoneId)}
                  onTap={() => onOpenZone(zone.zoneId)}
                  onMouseEnter={(event) => {
                    const container = event.target.getStage()?.container();
                    if (container) {
                      container.style.cursor = 'pointer';
                    }
                  }}
                  onMouseLeave={(event) => {
                    const container = event.target.getStage()?.container();
                    if (container) {
                      container.style.cursor = '';
                    }
                  }}
                >
                  <Rect
                    width={zone.w}
                    height={zone.h}
                    fill={fill}
                    opacity={0.55}
                    stroke={fill}
                    strokeWidth={3}
                  />
                  <Text
                    text={`${zone.name}\n${zone.label}`}
                    width={zone.w}
                    height={zone.h}
                    align="center"
                    verticalAlign="middle"
                    fontSize={22}
                    fontStyle="bold"
                    fill="#0b1117"
                  />
                </Group>
              );
            })}
          </Layer>
        </Stage>
      </Box>
    </Box>
  );
}
