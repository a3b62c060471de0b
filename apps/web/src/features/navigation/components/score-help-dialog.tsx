// The help icon's score help (spec 000 §2): an Overview of how scores work, Definitions of each
// score and measurement type, and a link to the standards the thresholds follow.
import { messages } from '@airboard/shared/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ScoreColorKey } from '../../../components/score-color-key';
import { usePointTypes } from '../../site-monitor';

const STANDARDS_URL = 'https://www.ashrae.org/technical-resources/standards-and-guidelines';

const scoreDefinitions: [string, string][] = [
  ['Overall', 'The combined score of the zone or site across every scored measurement.'],
  ['Current Air Quality', 'CO2, VOC, particulates and other pollutants in the air right now.'],
  ['Occupant Comfort', 'Temperature and humidity against the comfort ranges.'],
  ['Air Freshness', 'Ventilation and ionization that keep the air fresh.'],
  ['Equipment', 'Whether the air-handling equipment is running as it should.'],
];

export function ScoreHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [tab, setTab] = useState(0);
  const pointTypes = usePointTypes();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="score-help">
      <DialogTitle id="score-help">How scores work</DialogTitle>
      <Tabs value={tab} onChange={(_e, next: number) => setTab(next)} sx={{ px: 3 }}>
        <Tab label="Overview" id="score-help-tab-0" aria-controls="score-help-panel" />
        <Tab label="Definitions" id="score-help-tab-1" aria-controls="score-help-panel" />
      </Tabs>
      <DialogContent dividers id="score-help-panel" role="tabpanel">
        {tab === 0 ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography>
              Every measurement is scored from 0 to 100 against its thresholds; zone and site scores
              combine the scores of their measurements.
            </Typography>
            <Typography>
              <b>Excellent</b> 75 to 100 · <b>Good</b> 50 to under 75 · <b>Poor</b> under 50.
            </Typography>
            <Typography>
              Each view colours scores by its own steps, so a score of 77 is Excellent but its ring
              is still in the middle colour:
            </Typography>
            <ScoreColorKey place="donut" label="Score rings and breakdown slices" />
            <ScoreColorKey place="chart" label="Trend charts" />
            <ScoreColorKey place="floorPlan" label="Floor plans" />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              A chart of a measurement in alert is drawn in the text colour instead.
            </Typography>
            <Typography>Click a score to see how it is calculated.</Typography>
          </Box>
        ) : (
          <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700, mt: 1.5 }, '& dd': { m: 0 } }}>
            {scoreDefinitions.map(([name, text]) => (
              <Box key={name}>
                <dt>{name}</dt>
                <dd>{text}</dd>
              </Box>
            ))}
            {pointTypes.data
              ?.filter((t) => t.scoreType !== null)
              .map((t) => (
                <Box key={t.type}>
                  <dt>
                    {t.name}
                    {t.unit ? ` (${t.unit})` : ''}
                  </dt>
                  <dd>{t.description}</dd>
                </Box>
              ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Link href={STANDARDS_URL} target="_blank" rel="noopener noreferrer" sx={{ ml: 1 }}>
          Standards
        </Link>
        <Button onClick={onClose}>{messages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
