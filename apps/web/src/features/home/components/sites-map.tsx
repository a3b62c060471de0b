// The Map View of the project home: Leaflet at the spec's zoom 11 over the configured tiles, one
// marker per site showing its overall score; a marker opens the site. When the tiles cannot load,
// the markers still work on a plain background and a note says so.
import { escapeHtml } from '@airboard/shared';
import type { MonitoringSettings, Site } from '@airboard/shared/api';
import { donutColor, MAP_ZOOM, roundScore } from '@airboard/shared/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';

type SitesMapProps = { sites: Site[]; settings: MonitoringSettings };

export function SitesMap({ sites, settings }: SitesMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const navigate = useNavigate();
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const located = sites.filter((s) => s.location !== null);
    if (!container.current || located.length === 0) {
      return undefined;
    }
    const lat = located.reduce((sum, s) => sum + s.location!.latitude, 0) / located.length;
    const lng = located.reduce((sum, s) => sum + s.location!.longitude, 0) / located.length;
    const map = L.map(container.current, { center: [lat, lng], zoom: MAP_ZOOM });
    L.tileLayer(settings.mapTilesUrl, { attribution: escapeHtml(settings.mapAttribution) })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(map);
    for (const site of located) {
      const score = site.aqEnabled ? site.scoreOA.curScore : null;
      const colour = score === null ? theme.airboard.txt3 : theme.airboard[donutColor(score)];
      const label = score === null ? '' : String(roundScore(score));
      const icon = L.divIcon({
        className: 'airboard-site-marker',
        html: `<span style="background:${colour}">${label}</span><b>${escapeHtml(site.name)}</b>`,
        iconSize: [40, 40],
        iconAnchor: [20, 20],
      });
      const title = score === null ? site.name : `${site.name}: overall score ${label}`;
      L.marker([site.location!.latitude, site.location!.longitude], { icon, title, alt: title })
        .on('click', () => {
          void navigate(paths.site.getHref({ projectId: site.projectId, siteId: site.objectId }));
        })
        .addTo(map);
    }
    return () => {
      map.remove();
    };
  }, [sites, settings, theme, navigate]);

  return (
    <Box sx={{ position: 'relative' }}>
      {tilesFailed && (
        <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
          The map background could not be loaded; the site markers still work.
        </Alert>
      )}
      <Box
        ref={container}
        role="region"
        aria-label="Map of sites"
        sx={{
          height: { xs: 420, md: 560 },
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          '& .airboard-site-marker span': {
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: '50%',
            border: `3px solid ${theme.airboard.bg1}`,
            color: '#0b1117',
            fontWeight: 700,
            fontSize: 15,
            boxShadow: 3,
          },
          '&.leaflet-container': { bgcolor: theme.airboard.bg3 },
          '& .airboard-site-marker b': {
            position: 'absolute',
            top: 44,
            left: '50%',
            transform: 'translateX(-50%)',
            whiteSpace: 'nowrap',
            px: 0.75,
            borderRadius: 1,
            bgcolor: theme.airboard.bg1,
            color: theme.airboard.txt1,
            fontSize: 12,
            fontWeight: 600,
          },
          '& .leaflet-marker-icon:focus-visible span': {
            outline: `3px solid ${theme.palette.primary.main}`,
          },
        }}
      />
    </Box>
  );
}
