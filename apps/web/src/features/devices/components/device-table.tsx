// The device list's table (spec 002 §2 'Devices'): Device Name, Model Name, Serial Number, RSSI
// with its signal icon, Zone, Connected and Last Heard From, one page of rows. A row opens the
// Device Info dialog on click; its Edit button does the same from the keyboard. On a phone the
// table scrolls sideways inside its container, never the page.
import type { Device } from '@airboard/shared/api';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '../../../components/visually-hidden';
import { TimeAgo } from '../../../components/time-ago';
import { ConnectedChip } from './connected-chip';
import { DeviceSignal } from './signal-icon';

export const deviceColumns = [
  'Device Name',
  'Model Name',
  'Serial Number',
  'RSSI',
  'Zone',
  'Connected',
  'Last Heard From',
] as const;

type DeviceTableProps = {
  devices: Device[];
  timeZone: string;
  /** When the list was read: "ago" counts from it. */
  now: number;
  onOpen: (device: Device) => void;
};

export function DeviceTable({ devices, timeZone, now, onOpen }: DeviceTableProps) {
  return (
    // Positioned, so the hidden 'Actions' header scrolls with the table instead of widening the page.
    <TableContainer sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table size="small" aria-label="Devices" sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            {deviceColumns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {devices.map((device) => (
            <TableRow
              key={device.objectId}
              hover
              onClick={() => onOpen(device)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                {device.name}
              </TableCell>
              <TableCell>{device.modelName}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{device.serialNumber}</TableCell>
              <TableCell>
                <DeviceSignal rssi={device.rssi} />
              </TableCell>
              <TableCell>{device.zone?.name ?? '—'}</TableCell>
              <TableCell>
                <ConnectedChip connected={device.connected} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {device.lastHeardFrom === null ? (
                  'Never'
                ) : (
                  <TimeAgo instant={device.lastHeardFrom} timeZone={timeZone} now={now} />
                )}
              </TableCell>
              <TableCell align="right" padding="checkbox">
                <IconButton
                  size="small"
                  aria-label={`Edit ${device.name}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(device);
                  }}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
