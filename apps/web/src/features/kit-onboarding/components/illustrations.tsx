// The steps' drawings, in the app's own colours (they follow the light and dark themes): the kit's
// box, the hub's antennas, its ethernet and power, where it stands, a sensor's battery tab and its
// mounting height. Plain line drawings, named by the step that shows them (StepIllustration).
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Ink = { line: string; accent: string; surface: string; faint: string };

function useInk(): Ink {
  const { palette } = useTheme();
  return {
    line: palette.text.secondary,
    accent: palette.primary.main,
    surface: palette.background.paper,
    faint: palette.divider,
  };
}

function Drawing({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 150" width="240" height="150" aria-hidden focusable="false">
      {children}
    </svg>
  );
}

/** The hub seen from the front, its top-left corner at (x, y): 110 × 40, antennas rising 48. */
function Hub({
  ink,
  x,
  y,
  antennaColor,
}: {
  ink: Ink;
  x: number;
  y: number;
  antennaColor: string;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <g stroke={antennaColor} strokeWidth={5} strokeLinecap="round">
        <line x1={18} y1={0} x2={8} y2={-46} />
        <line x1={92} y1={0} x2={102} y2={-46} />
      </g>
      <rect width={110} height={40} rx={9} fill={ink.surface} stroke={ink.line} strokeWidth={2.5} />
      <circle cx={18} cy={20} r={4} fill={ink.accent} />
      <path
        d="M32 20h40"
        stroke={ink.line}
        strokeWidth={2.5}
        strokeLinecap="round"
        opacity={0.45}
      />
    </g>
  );
}

/** A wall-mounted sensor: a rounded box with a vent and a status dot. */
function Sensor({ ink, x, y, scale = 1 }: { ink: Ink; x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect width={80} height={70} rx={14} fill={ink.surface} stroke={ink.line} strokeWidth={2.5} />
      <g stroke={ink.line} strokeWidth={2.5} strokeLinecap="round" opacity={0.45}>
        <path d="M22 26h36M22 36h36M22 46h24" />
      </g>
      <circle cx={60} cy={47} r={4} fill={ink.accent} />
    </g>
  );
}

export function KitBoxDrawing() {
  const ink = useInk();
  return (
    <Drawing>
      <Hub ink={ink} x={54} y={54} antennaColor={ink.line} />
      <Sensor ink={ink} x={140} y={40} scale={0.6} />
      <path d="M40 84h160v52H40z" fill={ink.surface} stroke={ink.line} strokeWidth={2.5} />
      <path
        d="M40 84l-18-18M200 84l18-18"
        stroke={ink.line}
        strokeWidth={2.5}
        strokeLinecap="round"
      />
      <path d="M40 104h160" stroke={ink.accent} strokeWidth={3} opacity={0.6} />
    </Drawing>
  );
}

export function AntennaDrawing() {
  const ink = useInk();
  return (
    <Drawing>
      <Hub ink={ink} x={65} y={86} antennaColor={ink.accent} />
      {/* Screw on: a turning arrow around each antenna's foot. */}
      <g fill="none" stroke={ink.line} strokeWidth={2} strokeLinecap="round">
        <path d="M70 76a14 5 0 1 0 26 0" />
        <path d="M90 70l6 6-8 2" />
        <path d="M144 76a14 5 0 1 0 26 0" />
        <path d="M164 70l6 6-8 2" />
      </g>
    </Drawing>
  );
}

export function PowerDrawing() {
  const ink = useInk();
  return (
    <Drawing>
      <Hub ink={ink} x={65} y={56} antennaColor={ink.line} />
      {/* The router, its ethernet cable, and the wall socket with the power cord. */}
      <rect
        x={10}
        y={112}
        width={58}
        height={26}
        rx={5}
        fill={ink.surface}
        stroke={ink.line}
        strokeWidth={2.5}
      />
      <g fill={ink.accent}>
        <circle cx={24} cy={125} r={3} />
        <circle cx={34} cy={125} r={3} />
      </g>
      <path
        d="M84 96c0 14-30 4-32 16"
        fill="none"
        stroke={ink.accent}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <rect
        x={186}
        y={106}
        width={38}
        height={38}
        rx={7}
        fill={ink.surface}
        stroke={ink.line}
        strokeWidth={2.5}
      />
      <g fill={ink.line}>
        <rect x={197} y={118} width={4} height={10} rx={2} />
        <rect x={209} y={118} width={4} height={10} rx={2} />
      </g>
      <path
        d="M158 96c0 18 36 2 47 18"
        fill="none"
        stroke={ink.line}
        strokeWidth={4}
        strokeLinecap="round"
      />
    </Drawing>
  );
}

export function HubPlacementDrawing() {
  const ink = useInk();
  return (
    <Drawing>
      <path d="M10 140h220" stroke={ink.faint} strokeWidth={3} strokeLinecap="round" />
      <Hub ink={ink} x={65} y={60} antennaColor={ink.line} />
      <path d="M52 102h136" stroke={ink.line} strokeWidth={4} strokeLinecap="round" />
      <path d="M66 102v12M174 102v12" stroke={ink.line} strokeWidth={3} strokeLinecap="round" />
      {/* Its radio reaching both ways, to the sensors in the rooms around it. */}
      <g fill="none" stroke={ink.accent} strokeWidth={3} strokeLinecap="round">
        <path d="M48 62q-12 18 0 36" />
        <path d="M34 54q-18 26 0 52" opacity={0.5} />
        <path d="M192 62q12 18 0 36" />
        <path d="M206 54q18 26 0 52" opacity={0.5} />
      </g>
    </Drawing>
  );
}

export function BatteryTabDrawing() {
  const ink = useInk();
  return (
    <Drawing>
      <Sensor ink={ink} x={80} y={20} />
      {/* The tab pulled out of the sensor's foot. */}
      <rect x={112} y={86} width={16} height={34} rx={3} fill={ink.accent} />
      <path
        d="M146 96v30m-7-7 7 7 7-7"
        fill="none"
        stroke={ink.line}
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Drawing>
  );
}

export function MountingDrawing() {
  const ink = useInk();
  return (
    <Drawing>
      <path d="M40 10v130M20 140h200" stroke={ink.line} strokeWidth={3} strokeLinecap="round" />
      <rect
        x={40}
        y={44}
        width={22}
        height={36}
        rx={5}
        fill={ink.surface}
        stroke={ink.accent}
        strokeWidth={3}
      />
      {/* Its height above the floor. */}
      <g stroke={ink.line} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none">
        <path d="M84 64v74" />
        <path d="M78 70l6-6 6 6M78 132l6 6 6-6" />
      </g>
      <text x={96} y={106} fill={ink.line} fontSize={16} fontFamily="inherit" fontWeight={600}>
        1.5 m
      </text>
      {/* A window, which it stays away from. */}
      <g fill="none" stroke={ink.faint} strokeWidth={3}>
        <rect x={166} y={30} width={48} height={62} rx={2} />
        <path d="M190 30v62M166 61h48" />
      </g>
    </Drawing>
  );
}
