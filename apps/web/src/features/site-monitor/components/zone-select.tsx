// The zone dropdown: Overview (the site page) or any zone, indented by its depth in the tree.
import type { Site, Zone } from '@airboard/shared/api';
import { useNavigate } from 'react-router';
import { SelectField } from '../../../components/select-field';
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
  const options = [
    { value: OVERVIEW, label: 'Overview' },
    ...zonesInTreeOrder(zones).map(({ zone, depth }) => ({
      value: zone.objectId,
      label: zone.name,
      depth,
    })),
  ];
  return (
    <SelectField
      label="Zone"
      value={known ? zoneId : OVERVIEW}
      options={options}
      minWidth={160}
      onValueChange={(next) => {
        const ids = { projectId: site.projectId, siteId: site.objectId };
        void navigate(
          next === OVERVIEW
            ? paths.site.getHref(ids)
            : paths.zone.getHref({ ...ids, zoneId: next }),
        );
      }}
    />
  );
}
