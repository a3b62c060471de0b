// The notice while the demo history loads behind a server's first start (issue 18): the server
// answers as soon as the demo's accounts exist, and /api/health says how much of the history is
// in. Asked once per visit, then every few seconds while it loads; once it is all in, the answers
// fetched meanwhile are fetched again, so the charts show the whole history.
import Box from '@mui/material/Box';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { startupMessages } from '@airboard/shared/startup-messages';
import { api } from '../lib/api-client';
import { LazyLinearProgress } from './lazy-linear-progress';

/** How often the notice asks while the history loads. */
export const DEMO_HISTORY_POLL_MS = 3_000;
const HEALTH = 'health';

/** How much of the demo history is in while it loads; null when it is all in (or no demo). */
async function demoHistoryLoading(): Promise<number | null> {
  // Read by hand, not by the health contract: zod is not the sign-in page's to download.
  const answer = (await api.get('/api/health')) as {
    demoHistory?: { loadingPercent?: unknown };
  } | null;
  const percent = answer?.demoHistory?.loadingPercent;
  return typeof percent === 'number' ? percent : null;
}

export function DemoHistoryNotice() {
  const queryClient = useQueryClient();
  const { data: percent = null } = useQuery({
    queryKey: [HEALTH, 'demoHistory'],
    queryFn: demoHistoryLoading,
    staleTime: Infinity,
    refetchInterval: (query) =>
      typeof query.state.data === 'number' ? DEMO_HISTORY_POLL_MS : false,
  });
  const loading = useRef(false);
  useEffect(() => {
    if (percent !== null) {
      loading.current = true;
    } else if (loading.current) {
      loading.current = false;
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== HEALTH });
    }
  }, [percent, queryClient]);

  if (percent === null) {
    return null;
  }
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
        px: { xs: 2, sm: 3 },
        py: 0.75,
        bgcolor: 'action.hover',
        fontSize: '0.875rem',
      }}
    >
      <span>{startupMessages.demoHistoryLoading(percent)}</span>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {startupMessages.demoHistoryLoadingDetail}
      </Box>
      <LazyLinearProgress
        variant="determinate"
        value={percent}
        aria-label={startupMessages.demoHistoryProgressLabel}
        sx={{ flex: '1 1 120px', maxWidth: 240 }}
      />
    </Box>
  );
}
