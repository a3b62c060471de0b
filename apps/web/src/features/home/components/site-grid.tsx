// The project home's site cards in a responsive grid, with placeholders while loading.
import type { Site } from '@airboard/shared/api';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { SiteCard } from './site-card';
import { LoadingGroup } from '../../../components/loading-skeleton';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

export function SiteGrid({ sites }: { sites: Site[] }) {
  return (
    <Box component="ul" aria-label="Sites" sx={gridSx}>
      {sites.map((site) => (
        <li key={site.objectId}>
          <SiteCard site={site} />
        </li>
      ))}
    </Box>
  );
}

export function SiteGridSkeleton() {
  return (
    <LoadingGroup label="Loading sites" sx={gridSx}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={132} />
      ))}
    </LoadingGroup>
  );
}
