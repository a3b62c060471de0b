// Project home (/): the project's name, a site search, the site cards or (for projects with map
// view) a map, the air quality index widget and the powered-by footer of white-label projects.
import { siteMatchesSearch } from '@airboard/shared/rules';
import { messages } from '@airboard/shared/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LabelledSwitch } from '../../../components/labelled-switch';
import { LoadError } from '../../../components/load-error';
import { PRODUCT_NAME } from '../../../lib/brand';
import { useProjectHome } from '../api/get-project-home';
import { AqiWidgetDialog } from '../components/aqi-widget-dialog';
import { PoweredByFooter } from '../components/powered-by-footer';
import { SiteGrid, SiteGridSkeleton } from '../components/site-grid';
import { SiteSearch } from '../components/site-search';

// Leaflet is only downloaded by those who open the map.
const SitesMap = lazy(async () => ({
  default: (await import('../components/sites-map')).SitesMap,
}));

export function ProjectHomePage() {
  const home = useProjectHome();
  const [search, setSearch] = useState('');
  const [mapView, setMapView] = useState(false);
  const [aqiOpen, setAqiOpen] = useState(false);

  useEffect(() => {
    if (home.isError) {
      enqueueSnackbar(messages.cannotLoadSites, { variant: 'error' });
    }
  }, [home.isError]);

  const project = home.data?.project;
  const sites = (home.data?.sites ?? []).filter((site) => siteMatchesSearch(site, search));
  const showMap = mapView && project?.mapView === true;

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <title>{`${project?.name ?? 'Project home'} · ${PRODUCT_NAME}`}</title>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
      >
        <Typography variant="h1">{project?.name ?? ' '}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {project?.aqiWidget && (
            <Button variant="outlined" onClick={() => setAqiOpen(true)}>
              Air Quality Index
            </Button>
          )}
          {project?.mapView && (
            <LabelledSwitch label="Map View" checked={mapView} onCheckedChange={setMapView} />
          )}
        </Stack>
      </Stack>

      {!showMap && (
        <Box sx={{ mb: 2 }}>
          <SiteSearch value={search} onChange={setSearch} />
        </Box>
      )}

      {home.isPending && <SiteGridSkeleton />}
      {home.isError && (
        <LoadError message={messages.cannotLoadSites} onRetry={() => void home.refetch()} />
      )}
      {home.isSuccess && home.data.sites.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>{messages.noSitesForProject}</Typography>
        </Paper>
      )}
      {home.isSuccess && home.data.sites.length > 0 && showMap && (
        <Suspense fallback={<SiteGridSkeleton />}>
          <SitesMap sites={home.data.sites} settings={home.data.settings} />
        </Suspense>
      )}
      {home.isSuccess && home.data.sites.length > 0 && !showMap && (
        <>
          {sites.length === 0 ? (
            <Typography role="status" sx={{ color: 'text.secondary', py: 2 }}>
              No sites match “{search.trim()}”.
            </Typography>
          ) : (
            <SiteGrid sites={sites} />
          )}
        </>
      )}

      {project?.poweredByText && <PoweredByFooter text={project.poweredByText} />}
      {home.isSuccess && (
        <AqiWidgetDialog open={aqiOpen} onClose={() => setAqiOpen(false)} sites={home.data.sites} />
      )}
    </Box>
  );
}
