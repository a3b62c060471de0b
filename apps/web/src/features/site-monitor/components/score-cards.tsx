// The donut per score of the site or zone (Overall first); a donut opens its score breakdown. On
// a phone they are smaller and share one row.
import type { ZoneScores } from '@airboard/shared/api';
import { scoreNames, scoreTypeOrder, type ScoreTypeName } from '@airboard/shared/rules';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { ScoreDonut } from '../../../components/score-donut';

type ScoreCardsProps = {
  scores: ZoneScores;
  onOpen: (type: ScoreTypeName) => void;
  /** Shown under the donuts, pointing at the first (the onboarding tip). */
  tip?: ReactNode;
};

export function ScoreCards({ scores, onOpen, tip }: ScoreCardsProps) {
  // On a phone the donuts share one row, so the first reading comes sooner (issue 12, item 10).
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  const present = scoreTypeOrder.filter((type) => scores[type] !== undefined);
  if (present.length === 0) {
    return null;
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Scores"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        direction="row"
        spacing={{ xs: 0.5, sm: 3 }}
        sx={{
          flexWrap: compact ? 'nowrap' : 'wrap',
          justifyContent: { xs: 'space-between', sm: 'flex-start' },
          rowGap: 2,
          '& > *': compact ? { flex: '1 1 0', minWidth: 0 } : {},
        }}
      >
        {present.map((type) => (
          <ScoreDonut
            key={type}
            score={scores[type]?.val ?? null}
            label={scoreNames[type]}
            size={compact ? (type === 'scoreOA' ? 72 : 60) : type === 'scoreOA' ? 104 : 84}
            showCaption
            onClick={() => onOpen(type)}
          />
        ))}
      </Stack>
      {tip}
    </Paper>
  );
}
