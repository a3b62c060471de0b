// One of a branded kiosk's two logos (002 §3 logo1center, logo2center): drawn to fit its height,
// and left out — rather than shown as a broken image — when its address does not load.
import Box from '@mui/material/Box';
import { useState } from 'react';

type BrandLogoProps = { src: string | undefined; alt: string; height: string };

export function BrandLogo({ src, alt, height }: BrandLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === undefined || src.trim() === '' || failedSrc === src) {
    return null;
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setFailedSrc(src)}
      sx={{ display: 'block', height, maxWidth: '22cqw', objectFit: 'contain', flexShrink: 0 }}
    />
  );
}
