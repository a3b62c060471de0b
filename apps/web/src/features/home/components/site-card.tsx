// One site on the project home: logo, name, address, overall score (for a site whose scores are
// off, a line saying so, so a missing ring is not taken for a fault) and the number of active
// alerts; the whole card opens the site monitor.
import type { Site } from '@airboard/shared/api';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SCORES_OFF, ScoreDonut } from '../../../components/score-donut';
import { paths } from '../../../lib/paths';
import { SiteLogo } from './site-logo';

export function SiteCard({ site }: { site: Site }) {
  const alerts = site.activeAlertsCount;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.site.getHref({ projectId: site.projectId, siteId: site.objectId })}
        sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'stretch', gap: 2 }}
      >
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <SiteLogo site={site} />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="h3"
                component="h2"
                sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
              >
                {site.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {site.address}
              </Typography>
            </Box>
          </Stack>
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center', color: alerts > 0 ? 'error.main' : 'text.secondary' }}
          >
            {alerts > 0 ? (
              <NotificationsActiveRoundedIcon fontSize="small" />
            ) : (
              <NotificationsNoneRoundedIcon fontSize="small" />
            )}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {alerts === 1 ? '1 active alert' : `${alerts} active alerts`}
            </Typography>
          </Stack>
        </Stack>
        {site.aqEnabled ? (
          <Box sx={{ alignSelf: 'center' }}>
            <ScoreDonut score={site.scoreOA.curScore} label="Overall" size={76} showCaption />
          </Box>
        ) : (
          <Typography
            variant="caption"
            sx={{ alignSelf: 'center', color: 'text.secondary', maxWidth: 88, textAlign: 'center' }}
          >
            {SCORES_OFF}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}
