// The carousel's place when there is nothing to show in it: calmly waiting for a server that has
// not answered yet, or a kiosk with no measurements (none picked, or a zone without any).
import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import SensorsOffRoundedIcon from '@mui/icons-material/SensorsOffRounded';
import Box from '@mui/material/Box';
import { fluid, surfaceRadius } from '../lib/fluid';

export function NoSlides({ waiting }: { waiting: boolean }) {
  const Icon = waiting ? HourglassEmptyRoundedIcon : SensorsOffRoundedIcon;
  return (
    <Box
      sx={{
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: '0.5em',
        borderRadius: surfaceRadius,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: (theme) => theme.airboard.bg3,
        color: 'text.secondary',
        fontSize: fluid(1, 3.2, 4.5),
        fontWeight: 600,
        textAlign: 'center',
        px: '1em',
      }}
    >
      <Icon aria-hidden sx={{ fontSize: '2.4em', opacity: 0.7 }} />
      {waiting ? 'Waiting for the latest readings' : 'No measurements to show yet'}
    </Box>
  );
}
