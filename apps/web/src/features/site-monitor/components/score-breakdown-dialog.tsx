// The score-breakdown modal a donut opens (spec 000 §2): a pie of the measurements behind the score
// and a help card for the chosen measurement (what it is, its thresholds). Overall uses every
// scored measurement; the other types those of that type.
import type { Measurement } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import {
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
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ScoreSlice } from '../../../components/score-pie-chart';

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
  const scored = useMemo(
    () =>
      measurements.filter(
        (m) =>
          m.curScore !== null &&
          m.scoreType !== null &&
          (scoreType === 'scoreOA' || m.scoreType === scoreType),
      ),
    [measurements, scoreType],
  );
  const slices = useMemo<ScoreSlice[]>(
    () =>
      scored.map((m) => ({
        id: m.objectId,
        name: m.zone && scoreType ? `${m.name} · ${m.zone.name}` : m.name,
        score: m.curScore ?? 0,
      })),
    [scored, scoreType],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const lowest = [...scored].sort((a, b) => (a.curScore ?? 0) - (b.curScore ?? 0))[0];
  const selected = scored.find((m) => m.objectId === selectedId) ?? lowest ?? null;
  const title = scoreType ? scoreDetailTitles[scoreType] : '';

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
        {scored.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{messages.noMeasurementsForSite}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Box>
              <Suspense fallback={<Typography>{messages.valueLoading}</Typography>}>
                <ScorePieChart
                  slices={slices}
                  onSelect={setSelectedId}
                  label={`${title} breakdown`}
                />
              </Suspense>
              <List
                dense
                aria-label="Measurements behind the score"
                sx={{ maxHeight: 220, overflow: 'auto' }}
              >
                {slices.map((slice) => (
                  <ListItemButton
                    key={slice.id}
                    selected={slice.id === selected?.objectId}
                    onClick={() => setSelectedId(slice.id)}
                  >
                    <ListItemText primary={slice.name} />
                    <Typography sx={{ fontWeight: 700 }}>{roundScore(slice.score)}</Typography>
                  </ListItemButton>
                ))}
              </List>
            </Box>
            {selected && (
              <Card variant="outlined" sx={{ alignSelf: 'start' }}>
                <CardContent>
                  <Typography component="h3" variant="h3" gutterBottom>
                    {selected.name}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, mb: 1 }}>
                    Score {roundScore(selected.curScore ?? 0)} ·{' '}
                    {scoreBand(roundScore(selected.curScore ?? 0))}
                  </Typography>
                  {selected.description && (
                    <Typography gutterBottom>{selected.description}</Typography>
                  )}
                  {selected.threshold && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      Excellent {String(selected.threshold.Excellent)} · Good{' '}
                      {String(selected.threshold.Good)} · Poor {String(selected.threshold.Poor)}{' '}
                      {selected.unit}
                    </Typography>
                  )}
                  {selected.extendedDescription && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                      {selected.extendedDescription}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
