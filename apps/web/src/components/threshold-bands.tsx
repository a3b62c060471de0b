// A measurement's thresholds as the values of each score band, each with its colour: what the
// colours of its cards, rings and cells stand for (the breakdown's help card, the detail modal).
import { thresholdBandTexts, type Thresholds } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const bands = [
  ['ex', 'Excellent'],
  ['mo', 'Good'],
  ['poor', 'Poor'],
] as const;

export function ThresholdBands({ thresholds, unit }: { thresholds: Thresholds; unit: string }) {
  const theme = useTheme();
  const texts = thresholdBandTexts(thresholds, unit);
  return (
    <Stack
      component="ul"
      aria-label="Score bands"
      direction="row"
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {bands.map(([token, name]) => (
        <Stack
          key={token}
          component="li"
          direction="row"
          spacing={0.75}
          sx={{ alignItems: 'center' }}
        >
          <Box
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: theme.airboard[token] }}
          />
          <Typography variant="body2">
            <b>{name}</b> {texts[token]}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
