// A link card to a zone or site (spec 000 §2, 001 §2): its name, overall score ("..." while it
// loads, "?" when it cannot), sensor count and active alerts; the whole card navigates.
import { messages } from '@airboard/shared/messages';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import SensorsRoundedIcon from '@mui/icons-material/SensorsRounded';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { SCORES_OFF, ScoreDonut } from './score-donut';

/** A score, or why there is none: loading, failed, or scores off for the site. */
export type LinkCardScore = number | null | 'loading' | 'error' | 'off';

type LinkCardProps = {
  name: string;
  href: string;
  score: LinkCardScore;
  sensorCount: number;
  activeAlertsCount: number;
  /** Router state for the screen it opens, e.g. a Back to the dashboard it was on. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

export function LinkCard({
  name,
  href,
  score,
  sensorCount,
  activeAlertsCount,
  state,
  ref,
}: LinkCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        ref={ref}
        component={RouterLink}
        to={href}
        state={state}
        sx={{ height: '100%', p: 2, display: 'flex', gap: 2, justifyContent: 'space-between' }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            {name}
          </Typography>
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
          >
            <SensorsRoundedIcon fontSize="small" />
            <Typography variant="body2">
              {sensorCount === 1 ? '1 sensor' : `${sensorCount} sensors`}
            </Typography>
          </Stack>
          {activeAlertsCount > 0 && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'error.main' }}>
              <NotificationsActiveRoundedIcon fontSize="small" />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {activeAlertsCount === 1 ? '1 active alert' : `${activeAlertsCount} active alerts`}
              </Typography>
            </Stack>
          )}
        </Stack>
        {score === 'off' ? (
          <Typography
            variant="caption"
            sx={{ alignSelf: 'center', color: 'text.secondary', maxWidth: 88, textAlign: 'center' }}
          >
            {SCORES_OFF}
          </Typography>
        ) : typeof score === 'string' ? (
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'text.secondary' }}>
            {score === 'loading' ? messages.valueLoading : messages.linkCardError}
          </Typography>
        ) : (
          <ScoreDonut score={score} label={`${name} overall`} size={64} />
        )}
      </CardActionArea>
    </Card>
  );
}
