// Link cards to zones (the site overview's top-level zones, or a zone's sub-zones).
import type { Site, Zone } from '@airboard/shared/api';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LinkCard } from '../../../components/link-card';
import { paths } from '../../../lib/paths';
import { cardGridSx } from './measurement-sections';

type ZoneLinkCardsProps = {
  site: Site;
  zones: Zone[];
  /** Shown above the cards, pointing at the first (the onboarding tip). */
  tip?: ReactNode;
};

export function ZoneLinkCards({ site, zones, tip }: ZoneLinkCardsProps) {
  return (
    <>
      {tip}
      <Box component="section" aria-label="Zones" sx={cardGridSx}>
        {zones.map((zone) => (
          <LinkCard
            key={zone.objectId}
            name={zone.name}
            href={paths.zone.getHref({
              projectId: site.projectId,
              siteId: site.objectId,
              zoneId: zone.objectId,
            })}
            score={site.aqEnabled ? (zone.scores.scoreOA?.val ?? null) : 'off'}
            sensorCount={zone.sensorCount}
            activeAlertsCount={zone.activeAlertsCount}
          />
        ))}
      </Box>
    </>
  );
}
