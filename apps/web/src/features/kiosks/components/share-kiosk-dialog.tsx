// Share {kiosk} (spec 002 §2 'Kiosk list and sharing'): tabs Email, Link and QR Code, each with
// its panel. A kiosk whose link is revoked has nothing to send or copy until it is re-issued.
import type { Kiosk } from '@airboard/shared/api';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { publicKioskLink } from '../lib/kiosk-text';
import { ShareByEmail } from './share-by-email';
import { ShareLink } from './share-link';
import { ShareQrCode } from './share-qr-code';

type ShareTab = 'email' | 'link' | 'qr';
const tabs: { value: ShareTab; label: string }[] = [
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
      <Tabs
        value={tab}
        onChange={(_event, value: ShareTab) => setTab(value)}
        aria-label="Share by"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`${id}-tab-${value}`}
            aria-controls={`${id}-panel-${value}`}
          />
        ))}
      </Tabs>
      <DialogContent
        role="tabpanel"
        id={`${id}-panel-${tab}`}
        aria-labelledby={`${id}-tab-${tab}`}
        sx={{ minHeight: 200 }}
      >
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
            <ShareLink kiosk={kiosk} link={link} />
          ))}
        {tab === 'qr' && <ShareQrCode kiosk={kiosk} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
