// Link cards to zones (the site overview's top-level zones, or a zone's sub-zones).
import type { Site, Zone } from '@airboard/shared/api';
import Box from '@mui/material/Box';
import { Fragment, type ReactElement } from 'react';
import { LinkCard } from '../../../components/link-card';
import { paths } from '../../../lib/paths';
import { cardGridSx } from './measurement-sections';

type ZoneLinkCardsProps = {
  site: Site;
  zones: Zone[];
  /** Wraps the first card, e.g. in its onboarding tooltip. */
  wrapFirst?: (card: ReactElement) => ReactElement;
};

export function ZoneLinkCards({ site, zones, wrapFirst }: ZoneLinkCardsProps) {
  return (
    <Box component="section" aria-label="Zones" sx={cardGridSx}>
      {zones.map((zone, index) => {
        const card = (
          <LinkCard
            key={zone.objectId}
            name={zone.name}
            href={paths.zone.getHref({
              projectId: site.projectId,
              siteId: site.objectId,
              zoneId: zone.objectId,
            })}
            score={zone.scores.scoreOA?.val ?? null}
            sensorCount={zone.sensorCount}
            activeAlertsCount={zone.activeAlertsCount}
          />
        );
        return index === 0 && wrapFirst ? (
          <Fragment key={zone.objectId}>{wrapFirst(card)}</Fragment>
        ) : (
          card
        );
      })}
    </Box>
  );
}
