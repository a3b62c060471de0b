// The donut per score of the site or zone (Overall first); a donut opens its score breakdown.
import type { ZoneScores } from '@airboard/shared/api';
import { scoreNames, scoreTypeOrder, type ScoreTypeName } from '@airboard/shared/rules';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Fragment, type ReactElement } from 'react';
import { ScoreDonut } from '../../../components/score-donut';

type ScoreCardsProps = {
  scores: ZoneScores;
  onOpen: (type: ScoreTypeName) => void;
  /** Wraps the first donut, e.g. in its onboarding tooltip. */
  wrapFirst?: (donut: ReactElement) => ReactElement;
};

export function ScoreCards({ scores, onOpen, wrapFirst }: ScoreCardsProps) {
  const present = scoreTypeOrder.filter((type) => scores[type] !== undefined);
  if (present.length === 0) {
    return null;
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Scores"
      sx={{ p: 2, display: 'flex', justifyContent: { xs: 'center', md: 'flex-start' } }}
    >
      <Stack
        direction="row"
        spacing={{ xs: 1, sm: 3 }}
        sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 2 }}
      >
        {present.map((type, index) => {
          const donut = (
            <ScoreDonut
              key={type}
              score={scores[type]?.val ?? null}
              label={scoreNames[type]}
              size={type === 'scoreOA' ? 104 : 84}
              showCaption
              onClick={() => onOpen(type)}
            />
          );
          return index === 0 && wrapFirst ? (
            <Fragment key={type}>{wrapFirst(donut)}</Fragment>
          ) : (
            donut
          );
        })}
      </Stack>
    </Paper>
  );
}
