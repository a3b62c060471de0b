// The score-breakdown modal a donut opens (spec 000 §2): a pie of the measurements behind the score,
// one slice per measurement type (the rest as Other when there are many), the table of those
// groups as its legend, and a help card for the chosen group (what it measures, its thresholds,
// its lowest measurement). Overall uses every scored measurement; the other types those of theirs.
import type { Measurement } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import {
  groupScores,
  roundScore,
  scoreBand,
  scoreDetailTitles,
  type ScoreTypeName,
} from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ScoreSlice } from '../../../components/score-pie-chart';
import { usePointTypes } from '../api/get-point-types';
import { ScoreGroupTable } from './score-group-table';
import { ScoreColorKey } from '../../../components/score-color-key';
import { ThresholdBands } from '../../../components/threshold-bands';

const ScorePieChart = lazy(async () => ({
  default: (await import('../../../components/score-pie-chart')).ScorePieChart,
}));

type ScoreBreakdownDialogProps = {
  scoreType: ScoreTypeName | null;
  score: number | null;
  measurements: Measurement[];
  onClose: () => void;
};

export function ScoreBreakdownDialog(props: ScoreBreakdownDialogProps) {
  const { scoreType, score, measurements, onClose } = props;
  const pointTypes = usePointTypes();
  const groups = useMemo(() => {
    const typeNames = new Map(
      (pointTypes.data ?? []).map((pt) => [pt.measurementType, pt.name] as const),
    );
    return groupScores(
      measurements
        .filter(
          (m) =>
            m.curScore !== null &&
            m.scoreType !== null &&
            (scoreType === 'scoreOA' || m.scoreType === scoreType),
        )
        .map((m) => ({
          ...m,
          typeName: typeNames.get(m.type) ?? m.name,
          score: m.curScore ?? 0,
        })),
    );
  }, [measurements, scoreType, pointTypes.data]);
  const slices = useMemo<ScoreSlice[]>(
    () =>
      groups.map((g) => ({ id: g.name, name: g.name, count: g.members.length, score: g.average })),
    [groups],
  );
  const [selectedName, setSelectedName] = useState<string | null>(null);
  // The group with the worst average is the one to look at first.
  const worst = [...groups].sort((a, b) => a.average - b.average)[0];
  const selected = groups.find((g) => g.name === selectedName) ?? worst ?? null;
  const lowest = selected?.lowest ?? null;
  const title = scoreType ? scoreDetailTitles[scoreType] : '';
  const where = (m: Measurement) => (m.zone ? `${m.name} · ${m.zone.name}` : m.name);

  return (
    <Dialog
      open={scoreType !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="score-breakdown"
    >
      <DialogTitle id="score-breakdown">
        {title}
        {score !== null ? `: ${roundScore(score)} (${scoreBand(roundScore(score))})` : ''}
      </DialogTitle>
      <DialogContent dividers>
        {groups.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{messages.noMeasurementsForSite}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Box sx={{ minWidth: 0 }}>
              <Suspense fallback={<Typography>{messages.valueLoading}</Typography>}>
                <ScorePieChart
                  slices={slices}
                  onSelect={setSelectedName}
                  label={`${title} breakdown`}
                />
              </Suspense>
              <ScoreColorKey place="donut" label="Slice colour, by average score:" />
            </Box>
            {selected && lowest && (
              <Card variant="outlined" sx={{ alignSelf: 'start' }}>
                <CardContent>
                  <Typography component="h3" variant="h3" gutterBottom>
                    {selected.name}
                  </Typography>
                  <Typography sx={{ fontWeight: 700 }}>
                    Average score {roundScore(selected.average)} (
                    {scoreBand(roundScore(selected.average))}) over {selected.members.length}{' '}
                    {selected.members.length === 1 ? 'measurement' : 'measurements'}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                    Lowest: {where(lowest)}, {roundScore(lowest.score)}
                  </Typography>
                  {lowest.description && <Typography gutterBottom>{lowest.description}</Typography>}
                  {lowest.threshold && (
                    <ThresholdBands thresholds={lowest.threshold} unit={lowest.unit} />
                  )}
                  {lowest.extendedDescription && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                      {lowest.extendedDescription}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            )}
            <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
              <ScoreGroupTable
                groups={groups}
                selected={selected?.name ?? null}
                onSelect={setSelectedName}
              />
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
