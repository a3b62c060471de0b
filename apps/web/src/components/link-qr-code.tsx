// The QR code of a link (a kiosk's public link, a kit's onboarding link), drawn in the browser by
// the qrcode library (nothing stored), and Download Image, a PNG named after what the link is of.
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { fileNameOf, saveFile } from '../lib/save-file';
import { LoadingSkeleton } from './loading-skeleton';

/** The PNG's side in pixels: sharp enough to print on a sign. */
const QR_IMAGE_SIZE = 512;
/** How large the code shows in a dialog. */
const QR_SHOWN_SIZE = 240;

type QrImage = { text: string; url: string | null };

/** The QR code of `text` as a PNG data URL: undefined while drawing, null when it failed. */
function useQrImage(text: string): string | null | undefined {
  const [image, setImage] = useState<QrImage | null>(null);
  useEffect(() => {
    let current = true;
    // Black on white whatever the theme, with the standard quiet zone, so every scanner reads it.
    void toDataURL(text, { width: QR_IMAGE_SIZE, margin: 4, errorCorrectionLevel: 'M' }).then(
      (url) => current && setImage({ text, url }),
      () => current && setImage({ text, url: null }),
    );
    return () => {
      current = false;
    };
  }, [text]);
  // An image drawn for an earlier link never shows for this one.
  return image?.text === text ? image.url : undefined;
}

type LinkQrCodeProps = {
  link: string;
  /** What the link is of (a kiosk's name): the image's alt text, the button's and the file's name. */
  name: string;
};

export function LinkQrCode({ link, name }: LinkQrCodeProps) {
  const image = useQrImage(link);
  if (image === null) {
    return <Alert severity="error">The QR code could not be drawn.</Alert>;
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {image === undefined ? (
        <LoadingSkeleton
          variant="rectangular"
          width={QR_SHOWN_SIZE}
          height={QR_SHOWN_SIZE}
          label="Drawing the QR code"
        />
      ) : (
        <Box
          component="img"
          src={image}
          alt={`QR code of ${name}'s link`}
          sx={{ width: QR_SHOWN_SIZE, maxWidth: '100%', height: 'auto', bgcolor: '#fff' }}
        />
      )}
      <Button
        variant="contained"
        startIcon={<DownloadRoundedIcon />}
        disabled={image === undefined}
        onClick={() => image && saveFile(fileNameOf(name, 'png'), image)}
        aria-label={`Download Image of ${name}'s QR code`}
      >
        Download Image
      </Button>
    </Stack>
  );
}
