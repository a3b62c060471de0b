// The share dialog's QR Code tab (issue 15, item 2): the QR code of the kiosk's public link with
// Download Image, a PNG named after the kiosk. A kiosk without a link has no QR code: 'No QR code
// for this kiosk'.
import type { Kiosk } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import Typography from '@mui/material/Typography';
import { LinkQrCode } from '../../../components/link-qr-code';
import { publicKioskLink } from '../lib/kiosk-text';

export function ShareQrCode({ kiosk }: { kiosk: Kiosk }) {
  const link = publicKioskLink(kiosk.qrCode?.url ?? null);
  if (link === null) {
    return <Typography sx={{ color: 'text.secondary' }}>{messages.noQrCode}</Typography>;
  }
  return <LinkQrCode link={link} name={kiosk.name} />;
}
