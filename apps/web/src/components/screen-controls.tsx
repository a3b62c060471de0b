// The row of a screen's controls under its heading (zone, period, filters, view switches): it
// wraps on narrow screens and keeps a gap before the content.
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

type ScreenControlsProps = {
  spacing?: number;
  /** How controls of different heights line up; stretched when absent. */
  align?: 'center' | 'flex-start';
  children: ReactNode;
};

export function ScreenControls({ spacing = 2, align, children }: ScreenControlsProps) {
  return (
    <Stack
      direction="row"
      spacing={spacing}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: align, mb: 2 }}
    >
      {children}
    </Stack>
  );
}
