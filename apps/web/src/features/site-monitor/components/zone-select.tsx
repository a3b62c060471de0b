// The zone dropdown: Overview (the site page) or any zone, indented by its depth in the tree.
import type { Site, Zone } from '@airboard/shared/api';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { zonesInTreeOrder } from './zone-tree';

const OVERVIEW = 'overview';

export function ZoneSelect({
  site,
  zones,
  zoneId,
}: {
  site: Site;
  zones: Zone[];
  zoneId: string | null;
}) {
  const navigate = useNavigate();
  const known = zoneId !== null && zones.some((z) => z.objectId === zoneId);
  return (
    <TextField
      select
      size="small"
      label="Zone"
      value={known ? zoneId : OVERVIEW}
      onChange={(event) => {
        const next = event.target.value;
        const ids = { projectId: site.projectId, siteId: site.objectId };
        void navigate(
          next === OVERVIEW
            ? paths.site.getHref(ids)
            : paths.zone.getHref({ ...ids, zoneId: next }),
        );
      }}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={OVERVIEW}>Overview</MenuItem>
      {zonesInTreeOrder(zones).map(({ zone, depth }) => (
        <MenuItem key={zone.objectId} value={zone.objectId} sx={{ pl: 2 + depth * 2 }}>
          {zone.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
