// The live placement check (issue 16 item 3): whether the device has been heard since the step
// began, with its signal, so the installer knows it works before leaving the room. The devices
// are asked for again every few seconds meanwhile; the answer is announced politely. Not being
// heard blocks nothing: it may take a while, and the installer can go on.
import type { OnboardingDevice } from '@airboard/shared/api';
import { heardSince } from '@airboard/shared/rules';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeviceSignal } from '../../devices';
import { heardText } from '../lib/heard-text';

type PlacementCheckProps = {
  device: OnboardingDevice;
  /** When the step began (ms). */
  since: number;
  /** When the device's state was read (ms): "heard … ago" counts from it. */
  checkedAt: number;
};

const hints = {
  hub: 'Check its power and ethernet cable. You can go on meanwhile: the hub shows up once it is online.',
  sensor:
    'It can take a minute after it is switched on. You can go on meanwhile: the sensor shows up once it reports.',
};

export function PlacementCheck({ device, since, checkedAt }: PlacementCheckProps) {
  const lastHeard = device.lastHeardFrom === null ? null : Date.parse(device.lastHeardFrom);
  const heard = heardSince(lastHeard, since);
  const noun = device.type === 'hub' ? 'hub' : 'sensor';
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: heard ? 'success.main' : 'divider',
        bgcolor: heard ? 'action.hover' : 'transparent',
      }}
    >
      {heard ? (
        <CheckCircleRoundedIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
      ) : (
        <CircularProgress size={22} aria-hidden sx={{ mt: 0.25, flexShrink: 0 }} />
      )}
      {heard ? (
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 600 }}>
            {heardText(lastHeard ?? checkedAt, checkedAt)}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              Signal
            </Typography>
            <DeviceSignal rssi={device.rssi} />
            {device.rssi !== null && <span>dBm</span>}
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 600 }}>{`Waiting for the ${noun}…`}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {hints[noun]}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
