// The signal icon of a device's RSSI (spec 002 §4 'Signal icon by RSSI'): strong, medium or weak
// bars, or the outline when there is no usable reading; named for screen readers.
import { signalStrength, type SignalStrength } from '@airboard/shared/rules';
import SignalCellular1BarRoundedIcon from '@mui/icons-material/SignalCellular1BarRounded';
import SignalCellular2BarRoundedIcon from '@mui/icons-material/SignalCellular2BarRounded';
import SignalCellular4BarRoundedIcon from '@mui/icons-material/SignalCellular4BarRounded';
import SignalCellularNullRoundedIcon from '@mui/icons-material/SignalCellularNullRounded';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

const signals: Record<
  SignalStrength,
  { label: string; Icon: ComponentType<SvgIconProps>; color: SvgIconProps['color'] }
> = {
  strong: { label: 'Strong signal', Icon: SignalCellular4BarRoundedIcon, color: 'success' },
  medium: { label: 'Medium signal', Icon: SignalCellular2BarRoundedIcon, color: 'warning' },
  weak: { label: 'Weak signal', Icon: SignalCellular1BarRoundedIcon, color: 'error' },
  none: { label: 'No signal reading', Icon: SignalCellularNullRoundedIcon, color: 'disabled' },
};

/** The RSSI in dBm next to its icon; "—" before any reading. */
export function DeviceSignal({ rssi }: { rssi: number | null }) {
  const { label, Icon, color } = signals[signalStrength(rssi)];
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Icon fontSize="small" color={color} titleAccess={label} />
      <span>{rssi === null ? '—' : rssi}</span>
    </Stack>
  );
}
