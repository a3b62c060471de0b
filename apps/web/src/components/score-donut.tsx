// A score as a ring filled to its value and coloured by the donut rule (80/50) from the theme's
// score tokens; a button when it opens something (the score-breakdown modal), else an image.
// Lobby screens may give it a colour of their own (a site's branding) and let it fill the width
// it is given (fluid), since a kiosk's slide size is only known to the browser.
import { donutColor, roundScore } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Ref } from 'react';

type ScoreDonutProps = {
  /** 0–100, or null when there is no score yet. */
  score: number | null;
  /** What the score is, for screen readers and the caption, e.g. "Overall". */
  label: string;
  size?: number;
  /** The ring's colour instead of the donut rule's, e.g. a branded kiosk's donut colour. */
  color?: string;
  /** Fills its container's width (scaled from `size` as drawn) instead of `size` pixels. */
  fluid?: boolean;
  showCaption?: boolean;
  onClick?: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/** What a card shows instead of a ring for a site whose scores are switched off (aqEnabled). */
export const SCORES_OFF = 'Scores off for this site';

export function ScoreDonut({
  score,
  label,
  size = 96,
  color: ringColor,
  fluid = false,
  showCaption = false,
  onClick,
  ref,
}: ScoreDonutProps) {
  const theme = useTheme();
  const stroke = Math.max(6, Math.round(size / 10));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const value = score === null ? null : roundScore(score);
  const fraction = value === null ? 0 : Math.min(100, Math.max(0, value)) / 100;
  const color =
    value === null ? theme.airboard.txt3 : (ringColor ?? theme.airboard[donutColor(value)]);
  const spoken = `${label} score ${value ?? 'not available'}`;

  const ring = (
    <Box
      sx={
        fluid
          ? // The number scales with the ring: container units of the ring's own width.
            { position: 'relative', width: '100%', aspectRatio: '1', containerType: 'inline-size' }
          : { position: 'relative', width: size, height: size }
      }
    >
      <svg
        width={fluid ? '100%' : size}
        height={fluid ? '100%' : size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden
        style={fluid ? { display: 'block' } : undefined}
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={theme.airboard.bg3}
          strokeWidth={stroke}
        />
        {fraction > 0 && (
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            stroke={color}
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={`${circumference * fraction} ${circumference}`}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
          />
        )}
      </svg>
      <Typography
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: fluid ? `${100 / 3.6}cqi` : size / 3.6,
          color: value === null ? 'text.secondary' : 'text.primary',
        }}
      >
        {value ?? '--'}
      </Typography>
    </Box>
  );

  // Under the ring, outside its button: the button's visible text is then just its number, which
  // its name ("Overall score 66") contains, as speech input needs (label-content-name-mismatch).
  const caption = showCaption && (
    <Typography
      component="span"
      aria-hidden
      variant="caption"
      sx={{ color: 'text.secondary', fontWeight: 600, textAlign: 'center' }}
    >
      {label}
    </Typography>
  );
  const column = {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 0.5,
    ...(fluid && { width: '100%' }),
  } as const;

  if (onClick) {
    return (
      <Box sx={column}>
        <ButtonBase
          ref={ref}
          onClick={onClick}
          aria-label={spoken}
          sx={{ borderRadius: 2, p: 0.5, ...(fluid && { width: '100%' }) }}
        >
          {ring}
        </ButtonBase>
        {caption}
      </Box>
    );
  }
  return (
    <Box role="img" aria-label={spoken} sx={{ display: fluid ? 'flex' : 'inline-flex' }}>
      <Box sx={column}>
        {ring}
        {caption}
      </Box>
    </Box>
  );
}
