// The point explorer (/projects/{projectId}/pointexplorer; spec 002 §2, §4, §5, §8, §9; issue 17
// items 4 and 5): filters by site (required), zone (once a site is chosen), point type, alarm
// status and name (sent 300 ms after typing stops), kept in the address so a view can be shared
// by link and survives a reload; the server answers one page of matching points at a time. Saved
// filters beside them apply, rename and delete the user's named views.
import type { SavedQuery } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import {
  pointFetchLimit,
  POINT_SEARCH_DEBOUNCE_MS,
  type PointPageSize,
} from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PRODUCT_NAME } from '../../../lib/brand';
import { useProjectHome } from '../../home';
import { zonesQueryOptions } from '../../site-monitor';
import { useExplorerPointTypes } from '../api/get-point-types';
import { usePoints } from '../api/get-points';
import { PointFilters } from '../components/point-filters';
import { PointTable } from '../components/point-table';
import { SavedQueries } from '../components/saved-queries';
import {
  readFilters,
  readPageSize,
  savedQueryFilters,
  withFilters,
  type ExplorerFilters,
} from '../lib/explorer-filters';
import { useDebouncedCallback } from '../lib/use-debounced-callback';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

export function PointExplorerPage() {
  const projectId = useParams().projectId ?? '';
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const pageSize = readPageSize(params);
  const [page, setPage] = useState(0);
  const [nameText, setNameText] = useState(filters.name ?? '');

  const home = useProjectHome();
  const zones = useQuery({
    ...zonesQueryOptions(filters.siteId ?? ''),
    enabled: filters.siteId !== undefined,
  });
  const pointTypes = useExplorerPointTypes(projectId);
  const limit = pointFetchLimit(pageSize);
  const points = usePoints(filters, { limit, offset: pageSize === 'all' ? 0 : page * limit });

  const change = (changes: Record<string, string | undefined>) => {
    setPage(0);
    setParams((current) => withFilters(current, changes));
  };
  const sendName = useDebouncedCallback((name: string) => {
    setPage(0);
    // Typing refines one view: it replaces the address rather than adding a step per pause.
    setParams((current) => withFilters(current, { name: name.trim() }), { replace: true });
  }, POINT_SEARCH_DEBOUNCE_MS);
  const apply = (query: SavedQuery) => {
    setNameText(query.nameFilter ?? '');
    change(savedQueryFilters(query));
  };

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', py: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <title>{`Point explorer · ${PRODUCT_NAME}`}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Point explorer
      </Typography>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {home.isError && (
            <LoadError message={messages.cannotLoadSites} onRetry={() => void home.refetch()} />
          )}
          <PointFilters
            filters={filters}
            sites={home.data?.sites ?? []}
            zones={zones.data ?? []}
            pointTypes={pointTypes.data ?? []}
            nameText={nameText}
            onNameText={(text) => {
              setNameText(text);
              sendName(text);
            }}
            onChange={change}
          />
          <Results
            projectId={projectId}
            filters={filters}
            points={points}
            pointTypes={pointTypes.data ?? []}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={(size: PointPageSize) => change({ pageSize: String(size) })}
          />
        </Stack>
        <Box sx={{ width: { xs: '100%', lg: 340 }, flexShrink: 0 }}>
          <SavedQueries projectId={projectId} filters={filters} onApply={apply} />
        </Box>
      </Stack>
    </Box>
  );
}

type ResultsProps = Omit<ComponentProps<typeof PointTable>, 'points' | 'total'> & {
  filters: ExplorerFilters;
  points: ReturnType<typeof usePoints>;
};

/** The table, or what stands in for it: choose a site, loading, failed, No Points Found. */
function Results({ filters, points, ...table }: ResultsProps) {
  if (filters.siteId === undefined) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>Choose a site</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          {messages.pointSearchNeedsSite}: pick one above to see its points.
        </Typography>
      </Paper>
    );
  }
  if (points.isPending) {
    return <LoadingSkeleton variant="rounded" height={320} label="Loading points" />;
  }
  if (points.isError) {
    return (
      <LoadError message="The points could not be loaded." onRetry={() => void points.refetch()} />
    );
  }
  if (points.data.total === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} role="status">
        <Typography sx={{ fontWeight: 600 }}>{messages.noPointsFound}</Typography>
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      sx={{ overflow: 'hidden', opacity: points.isPlaceholderData ? 0.6 : 1 }}
      aria-busy={points.isFetching}
    >
      <PointTable {...table} points={points.data.results} total={points.data.total} />
    </Paper>
  );
}
