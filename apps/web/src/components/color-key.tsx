// A key of colours: a swatch in a theme colour beside what it stands for, as a labelled list. The
// score colours of a place (score-color-key) and a measurement's bands (threshold-bands) are keys.
import type { ThemeTokenName } from '@airboard/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type ColorKeyItem = { token: ThemeTokenName; text: ReactNode };

type ColorKeyProps = {
  /** The list's accessible name, and its visible title when `showLabel`. */
  label: string;
  showLabel?: boolean;
  items: ColorKeyItem[];
  variant?: 'caption' | 'body2';
};

export function ColorKey({ label, showLabel = false, items, variant = 'caption' }: ColorKeyProps) {
  const theme = useTheme();
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}
    >
      {showLabel && (
        <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {label}
        </Typography>
      )}
      <Stack
        component="ul"
        aria-label={label}
        direction="row"
        sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {items.map(({ token, text }) => (
          <Stack
            key={token}
            component="li"
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center' }}
          >
            <Box
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: theme.airboard[token] }}
            />
            <Typography variant={variant}>{text}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
