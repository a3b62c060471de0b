// The icon of a carousel item on a soft tile of its colour: the measurement type's icon in its
// family colour (or the branded kiosk's icon colour), and for a score the air icon. Sized in em,
// it follows the text beside it.
import AirRoundedIcon from '@mui/icons-material/AirRounded';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import {
  MeasurementTypeIcon,
  measurementIconFamily,
} from '../../../components/measurement/measurement-type-icon';

/** `type` is the measurement type, or null for a score. */
export function ItemIcon({ type, color }: { type: string | null; color: string | undefined }) {
  const theme = useTheme();
  const tint =
    color ??
    (type === null
      ? theme.palette.primary.main
      : theme.airboard[measurementIconFamily(type).token]);
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: '1.7em',
        height: '1.7em',
        borderRadius: '30%',
        bgcolor: alpha(tint, 0.16),
        color: tint,
        flexShrink: 0,
      }}
    >
      {type === null ? (
        <AirRoundedIcon sx={{ fontSize: '1.05em' }} />
      ) : (
        <MeasurementTypeIcon type={type} color={tint} size="1.05em" />
      )}
    </Box>
  );
}
