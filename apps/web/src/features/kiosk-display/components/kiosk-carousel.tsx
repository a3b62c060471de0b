// The kiosk's carousel (002 §2, §4): one slide at a time, the next every 10 s, with a line that
// fills as the slide's time runs and a dot per slide. It follows the WAI-ARIA carousel pattern —
// a region named for what it shows, each slide a group "n of m" — but its slide changes are not
// announced (aria-live off): a lobby screen that talked every 10 s would be noise, and nobody
// can pause it from a wall. Motion is dropped for people who ask for less of it.
import { CAROUSEL_SLIDE_STEP_MS } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { fluid, surfaceRadius } from '../lib/fluid';

const enter = keyframes`
  from { opacity: 0; transform: translateY(1.5%) scale(0.99); }
  to { opacity: 1; transform: none; }
`;
const progress = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;
const reducedMotion = '@media (prefers-reduced-motion: reduce)';

type KioskCarouselProps = {
  label: string;
  count: number;
  active: number;
  /** Changes with the slide, so the entrance and the progress line start over. */
  slideKey: string;
  /** The accent of the progress line and the current dot. */
  accent: string;
  children: ReactNode;
};

export function KioskCarousel({
  label,
  count,
  active,
  slideKey,
  accent,
  children,
}: KioskCarouselProps) {
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      sx={{
        position: 'relative',
        minWidth: 0,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: surfaceRadius,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: (theme) => theme.airboard.bg3,
      }}
    >
      <Box aria-live="off" sx={{ flex: 1, minHeight: 0 }}>
        <Box
          key={slideKey}
          role="group"
          aria-roledescription="slide"
          aria-label={`${active + 1} of ${count}`}
          sx={{
            height: '100%',
            animation: `${enter} 700ms cubic-bezier(0.2, 0.7, 0.2, 1)`,
            [reducedMotion]: { animation: 'none' },
          }}
        >
          {children}
        </Box>
      </Box>
      {count > 1 && (
        <Box
          aria-hidden
          sx={{
            display: 'flex',
            justifyContent: 'center',
            gap: fluid(0.35, 1, 1.2),
            pb: fluid(0.6, 2.2, 2.8),
          }}
        >
          {Array.from({ length: count }, (_, index) => (
            <Box
              key={index}
              sx={{
                height: fluid(0.4, 1, 1.1),
                width: index === active ? fluid(1.4, 4, 4.4) : fluid(0.4, 1, 1.1),
                borderRadius: '999px',
                bgcolor: index === active ? accent : 'text.disabled',
                opacity: index === active ? 1 : 0.45,
                transition: 'width 400ms ease, background-color 400ms ease',
              }}
            />
          ))}
        </Box>
      )}
      {count > 1 && (
        <Box
          key={`progress:${slideKey}`}
          aria-hidden
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            height: fluid(0.2, 0.5, 0.6),
            bgcolor: accent,
            opacity: 0.8,
            transformOrigin: 'left',
            animation: `${progress} ${CAROUSEL_SLIDE_STEP_MS}ms linear`,
            [reducedMotion]: { display: 'none' },
          }}
        />
      )}
    </Box>
  );
}
