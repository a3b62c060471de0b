// Share {kiosk} (spec 002 §2 'Kiosk list and sharing'): tabs Email, Link and QR Code, each with
// its panel. A kiosk whose link is revoked has nothing to send or copy until it is re-issued.
import type { Kiosk } from '@airboard/shared/api';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { DialogTabs, dialogTabPanel, type DialogTab } from '../../../components/dialog-tabs';
import { LinkField } from '../../../components/copy-link';
import { publicKioskLink } from '../lib/kiosk-text';
import { ShareByEmail } from './share-by-email';
import { ShareQrCode } from './share-qr-code';

type ShareTab = 'email' | 'link' | 'qr';
const tabs: DialogTab<ShareTab>[] = [
  { value: 'email', label: 'Email' },
  { value: 'link', label: 'Link' },
  { value: 'qr', label: 'QR Code' },
];

const REVOKED = "This kiosk's link is revoked. Re-issue it from the kiosk's menu to share it.";

type ShareKioskDialogProps = { kiosk: Kiosk; onClose: () => void };

export function ShareKioskDialog({ kiosk, onClose }: ShareKioskDialogProps) {
  const id = useId();
  const [tab, setTab] = useState<ShareTab>('email');
  const link = publicKioskLink(kiosk.url);

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Share {kiosk.name}</DialogTitle>
      <DialogTabs id={id} label="Share by" tabs={tabs} value={tab} onChange={setTab} />
      <DialogContent {...dialogTabPanel(id, tab)} sx={{ minHeight: 200 }}>
        {tab === 'email' &&
          (link === null ? (
            <Alert severity="info">{REVOKED}</Alert>
          ) : (
            <ShareByEmail kiosk={kiosk} onShared={onClose} />
          ))}
        {tab === 'link' &&
          (link === null ? (
            <Alert severity="info">{REVOKED}</Alert>
          ) : (
            <LinkField label="Public link" link={link} copyLabel={`Copy ${kiosk.name}'s link`} />
          ))}
        {tab === 'qr' && <ShareQrCode kiosk={kiosk} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
