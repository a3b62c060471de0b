// What the score colours of one place mean (rings, charts, floor plans each keep the spec's cut
// points): three swatches in the theme's colours with the scores each stands for, worded by the
// shared rule from the same cut points the colours use.
import { scoreColorRanges, type ScoreColorPlace } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const tokens = ['ex', 'mo', 'poor'] as const;

export function ScoreColorKey({ place, label }: { place: ScoreColorPlace; label: string }) {
  const theme = useTheme();
  const ranges = scoreColorRanges(place);
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}
    >
      <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack
        component="ul"
        aria-label={label}
        direction="row"
        sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {tokens.map((token) => (
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
            <Typography variant="caption">{ranges[token]}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
