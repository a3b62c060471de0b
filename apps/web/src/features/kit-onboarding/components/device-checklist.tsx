// The completion screen's list of every device (issue 16 item 3): where it went, whether it has
// been heard (within the hour, as the device list counts it connected) and its signal.
import type { OnboardingDevice } from '@airboard/shared/api';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { DeviceSignal } from '../../devices';
import { timeAgo } from '../../../lib/relative-time';
import { heardText } from '../lib/heard-text';

function contactText(device: OnboardingDevice, checkedAt: number): string {
  if (device.lastHeardFrom === null) {
    return 'Not heard yet';
  }
  const lastHeard = Date.parse(device.lastHeardFrom);
  return device.connected
    ? heardText(lastHeard, checkedAt)
    : `Not heard since ${timeAgo(new Date(lastHeard), new Date(checkedAt))}`;
}

type DeviceChecklistProps = { devices: readonly OnboardingDevice[]; checkedAt: number };

export function DeviceChecklist({ devices, checkedAt }: DeviceChecklistProps) {
  return (
    <List aria-label="Devices" disablePadding>
      {devices.map((device) => (
        <ListItem
          key={device.objectId}
          divider
          disableGutters
          secondaryAction={<DeviceSignal rssi={device.rssi} />}
          sx={{ pr: 10 }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            {device.connected ? (
              <CheckCircleRoundedIcon color="success" aria-hidden />
            ) : (
              <HourglassEmptyRoundedIcon color="disabled" aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText
            primary={device.name}
            secondary={`${device.type === 'hub' ? 'Hub' : (device.zone?.name ?? 'No room')} · ${contactText(device, checkedAt)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
