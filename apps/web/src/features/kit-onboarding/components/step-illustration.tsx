// The picture at the top of a step, named for screen readers: the product's own picture of its
// device (actImageUrl, spec 002 §3 actImage) when it has one, else the drawing given.
import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';

type StepIllustrationProps = {
  alt: string;
  /** The product's picture; a missing or broken one falls back to the drawing. */
  src?: string | null;
  /** An inline SVG drawing (see illustrations.tsx). */
  children: ReactNode;
};

const frame = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: { xs: 150, sm: 180 },
  borderRadius: 2,
  bgcolor: 'action.hover',
  overflow: 'hidden',
  '& svg, & img': { maxWidth: '100%', maxHeight: '100%' },
} as const;

export function StepIllustration({ alt, src, children }: StepIllustrationProps) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return (
      <Box sx={frame}>
        <Box
          component="img"
          src={src}
          alt={alt}
          onError={() => setBroken(true)}
          sx={{
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            p: 1.5,
            boxSizing: 'border-box',
          }}
        />
      </Box>
    );
  }
  return (
    <Box role="img" aria-label={alt} sx={frame}>
      {children}
    </Box>
  );
}
