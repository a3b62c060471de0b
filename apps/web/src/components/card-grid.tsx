// A labelled list of cards in a grid (dashboards, kiosks): one column on phones, two from small
// screens, three on wide ones. Children are the list's <li> items.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
