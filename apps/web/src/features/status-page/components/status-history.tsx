// A site's 90-day history, as status pages of hosted services show it: one bar a day, oldest
// first, coloured by the share of its hours with fresh data, a mark above the days with a
// critical incident, and the share over the 90 days in words. Each bar's text alternative is a
// list item screen readers can step through; a pointer shows it on hover.
import type { StatusSite } from '@airboard/shared/api';
import { statusDayLevel, statusDayText, statusHistorySummary } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden';
import { statusColor } from './status-colors';

export function StatusHistory({ site }: { site: StatusSite }) {
  const incidents = site.history.reduce((sum, day) => sum + day.incidents, 0);
  return (
    <Box component="section" aria-label={`${site.name}, last ${site.history.length} days`}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, mb: 0.5 }}
      >
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {site.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {statusHistorySummary(site.freshShare)}
          {incidents > 0 && ` · ${incidents} incident${incidents === 1 ? '' : 's'}`}
        </Typography>
      </Stack>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: { xs: '1px', sm: '2px' },
          alignItems: 'flex-end',
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {site.history.map((day) => {
          const text = statusDayText(day.day, day.freshShare, day.incidents);
          return (
            <Box
              component="li"
              key={day.day}
              title={text}
              data-level={statusDayLevel(day.freshShare)}
              sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' }}
            >
              <Box
                aria-hidden
                sx={(theme) => ({
                  height: 4,
                  borderRadius: 1,
                  bgcolor: day.incidents > 0 ? theme.palette.error.main : 'transparent',
                })}
              />
              <Box
                aria-hidden
                sx={(theme) => ({
                  height: 28,
                  borderRadius: '2px',
                  bgcolor: statusColor(theme, statusDayLevel(day.freshShare)),
                })}
              />
              <Box component="span" sx={visuallyHidden}>
                {text}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Stack
        direction="row"
        aria-hidden
        sx={{ justifyContent: 'space-between', color: 'text.secondary', mt: 0.5 }}
      >
        <Typography variant="caption">{site.history.length} days ago</Typography>
        <Typography variant="caption">Today</Typography>
      </Stack>
    </Box>
  );
}
