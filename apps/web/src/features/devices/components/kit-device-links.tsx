// A kit's devices on its card, folded away until asked for: each with its serial number and, until
// it is onboarded, its own onboarding link (/do/{id}) to copy — for putting in one device by
// itself, such as a spare sensor added to the site later (spec 002 §2 Device onboarding).
import type { AdminKit } from '@airboard/shared/api';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useCopyLink } from '../../../components/copy-link';

export function KitDeviceLinks({ kit, name }: { kit: AdminKit; name: string }) {
  const id = useId();
  const copy = useCopyLink();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={`${id}-devices`}
        endIcon={
          <ExpandMoreRoundedIcon
            sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s' }}
          />
        }
        sx={{ alignSelf: 'flex-start', px: 0.5 }}
      >
        {open ? 'Hide devices' : 'Show devices'}
      </Button>
      <Collapse in={open} unmountOnExit>
        <List id={`${id}-devices`} dense disablePadding aria-label={`Devices of ${name}`}>
          {kit.deviceLinks.map((device) => (
            <ListItem
              key={device.objectId}
              disableGutters
              secondaryAction={
                device.onboarded ? (
                  <CheckCircleRoundedIcon color="success" titleAccess="Onboarded" />
                ) : (
                  <Tooltip title="Copy device link">
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label={`Copy the onboarding link of ${device.name}`}
                      onClick={() => void copy(device.link)}
                    >
                      <ContentCopyRoundedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText
                primary={device.name}
                secondary={`${device.type === 'hub' ? 'Hub' : 'Sensor'} · ${device.serialNumber}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Collapse>
    </>
  );
}
