// A site's logo, or its initials on a tinted square when it has none (or the image fails).
import type { Site } from '@airboard/shared/api';
import Avatar from '@mui/material/Avatar';
import { useState } from 'react';

export function SiteLogo({ site, size = 56 }: { site: Site; size?: number }) {
  const [failed, setFailed] = useState(false);
  const initials = (site.shortName ?? site.name)
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const showImage = site.logo !== null && !failed;
  return (
    <Avatar
      variant="rounded"
      alt=""
      {...(showImage ? { src: site.logo?.url } : {})}
      slotProps={{ img: { onError: () => setFailed(true) } }}
      sx={{
        width: size,
        height: size,
        bgcolor: showImage ? 'transparent' : 'action.selected',
        color: 'text.primary',
        fontWeight: 700,
        fontSize: size / 3.2,
        '& img': { objectFit: 'contain' },
      }}
    >
      {initials}
    </Avatar>
  );
}
