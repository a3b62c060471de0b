// A kit's onboarding link to hand to the installer: its QR code, to print or show on a phone, with
// Download Image, and the link itself with Copy.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LinkField } from '../../../components/copy-link';
import { LinkQrCode } from '../../../components/link-qr-code';

type KitsLinkDialogProps = {
  link: string;
  /** The kit's name (see kitName). */
  name: string;
  onClose: () => void;
};

export function KitsLinkDialog({ link, name, onClose }: KitsLinkDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Onboarding link</DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <Typography sx={{ color: 'text.secondary' }}>
            {name}: the installer scans this code or opens the link on a phone to set the kit up —
            no account needed.
          </Typography>
          <LinkQrCode link={link} name={name} />
          <LinkField label="Onboarding link" link={link} copyLabel={`Copy link of ${name}`} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
