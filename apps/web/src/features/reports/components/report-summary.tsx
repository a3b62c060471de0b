// A report's summary, above the per-measurement sections (issue 17): the worst zone (lowest
// average score over the days) and, per measurement, the share of its quarter hours — occupied
// ones when so filtered — in each score band, in words beside the band's colour.
import type { ReportSummary as Summary } from '@airboard/shared/api';
import { roundValue, SCORE_BAND_FROM } from '@airboard/shared/rules';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ColorKey } from '../../../components/color-key';
import type { Report } from '../api/build-report';

const percent = (share: number) => `${Math.round(share * 100)}%`;

const bands = (summary: NonNullable<Summary>) => [
  { token: 'ex' as const, text: `Excellent ${percent(summary.excellent)}` },
  { token: 'mo' as const, text: `Good ${percent(summary.good)}` },
  { token: 'poor' as const, text: `Poor ${percent(summary.poor)}` },
];

export function ReportSummary({ report }: { report: Report }) {
  const time = report.occupiedOnly ? 'occupied time' : 'time';
  return (
    <Paper component="section" aria-labelledby="report-summary" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="report-summary" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Summary{report.occupiedOnly ? ' (occupied hours only)' : ''}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {report.worstZone
          ? `Worst zone: ${report.worstZone.name} (average score ${roundValue(report.worstZone.aveScore)})`
          : 'Worst zone: no scores in these days'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {`Share of ${time} by score: Excellent ${SCORE_BAND_FROM.Excellent}–100, Good ${SCORE_BAND_FROM.Good} to under ${SCORE_BAND_FROM.Excellent}, Poor under ${SCORE_BAND_FROM.Good}.`}
      </Typography>
      <Stack spacing={0.75}>
        {report.data.map((m) => {
          const name = `${m.measurementZone ? `${m.measurementZone} / ` : ''}${m.measurementName}`;
          return (
            <Stack
              key={m.measurementId}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ columnGap: 1.5, alignItems: { sm: 'center' } }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, minWidth: { sm: 220 } }}>
                {name}
              </Typography>
              {m.summary ? (
                <ColorKey label={`${name} by score`} items={bands(m.summary)} variant="body2" />
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  No scores
                </Typography>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
