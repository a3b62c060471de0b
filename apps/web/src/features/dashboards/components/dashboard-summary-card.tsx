// A dashboard on the selection (spec 001 §2): its level's icon, name, scope or 'No scope', number
// of sections and updated date or 'No date'; the whole card opens it (through onOpen, which reads
// it first: a bar shows meanwhile; a click with a modifier key opens the link as a browser does).
import type { DashboardSummary } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import MeetingRoomRoundedIcon from '@mui/icons-material/MeetingRoomRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import LinearProgress from '@mui/material/LinearProgress';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

const levelIcons = {
  project: { Icon: DashboardRoundedIcon, label: 'Project level' },
  site: { Icon: ApartmentRoundedIcon, label: 'Site level' },
  zone: { Icon: MeetingRoomRoundedIcon, label: 'Zone level' },
} as const;

type DashboardSummaryCardProps = {
  projectId: string;
  dashboard: DashboardSummary;
  opening: boolean;
  onOpen: () => void;
};

export function DashboardSummaryCard(props: DashboardSummaryCardProps) {
  const { projectId, dashboard, opening, onOpen } = props;
  const { Icon, label } = levelIcons[dashboard.level];
  const updated = dayjs(dashboard.updatedAt);
  const sections = dashboard.sectionCount;
  return (
    <Card variant="outlined" sx={{ height: '100%', position: 'relative' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.dashboardDetail.getHref({ projectId, dashboardId: dashboard.objectId })}
        aria-busy={opening}
        onClick={(event: MouseEvent) => {
          if (!(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
            event.preventDefault();
            onOpen();
          }
        }}
        sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'flex-start', gap: 2 }}
      >
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: 1,
            bgcolor: 'action.hover',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          <Icon role="img" aria-label={label} aria-hidden={false} />
        </Box>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            {dashboard.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {dashboard.scope ?? messages.noScope}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {sections === 1 ? '1 section' : `${sections} sections`} ·{' '}
            {updated.isValid() ? `Updated ${updated.format('MMM D, YYYY')}` : messages.noDate}
          </Typography>
        </Stack>
      </CardActionArea>
      {opening && (
        <LinearProgress
          aria-label={`Opening ${dashboard.name}`}
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}
        />
      )}
    </Card>
  );
}
