// Breadcrumbs of the site and zone pages: Sites (to /), the site, then the zone's parents.
import type { Site, Zone } from '@airboard/shared/api';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { zoneAncestors } from './zone-tree';

export function SiteBreadcrumbs({
  site,
  zones,
  zone,
}: {
  site: Site;
  zones: Zone[];
  zone: Zone | null;
}) {
  const siteHref = paths.site.getHref({ projectId: site.projectId, siteId: site.objectId });
  return (
    <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 1 }}>
      <Link component={RouterLink} to={paths.home.getHref()} color="inherit">
        Sites
      </Link>
      {zone ? (
        <Link component={RouterLink} to={siteHref} color="inherit">
          {site.name}
        </Link>
      ) : (
        <Typography aria-current="page" sx={{ color: 'text.primary' }}>
          {site.name}
        </Typography>
      )}
      {zone &&
        zoneAncestors(zones, zone).map((parent) => (
          <Link
            key={parent.objectId}
            component={RouterLink}
            color="inherit"
            to={paths.zone.getHref({
              projectId: site.projectId,
              siteId: site.objectId,
              zoneId: parent.objectId,
            })}
          >
            {parent.name}
          </Link>
        ))}
      {zone && (
        <Typography aria-current="page" sx={{ color: 'text.primary' }}>
          {zone.name}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
