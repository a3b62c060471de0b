// The notice while the demo history loads behind a server's first start (issue 18): the server
// answers as soon as the demo's accounts exist, and /api/health says how much of the history is
// in. Asked when the app opens, then every few seconds while it loads; once it is all in, the
// answers fetched meanwhile are fetched again, so the charts show the whole history. It is shown on
// the sign-in page too, which does not load TanStack Query (issue 18): it asks by itself.
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { startupMessages } from '@airboard/shared/startup-messages';
import { api } from '../lib/api-client';
import { loadQueryClient, useQueryClientOverride } from '../lib/query-client-override';
import { LazyLinearProgress } from './lazy-linear-progress';

/** How often the notice asks while the history loads. */
export const DEMO_HISTORY_POLL_MS = 3_000;

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
  const override = useQueryClientOverride();
  const [percent, setPercent] = useState<number | null>(null);
  useEffect(() => {
    let open = true;
    let next: ReturnType<typeof setTimeout> | undefined;
    // What the last answer said: a number while the history loads.
    let shown: number | null = null;
    const ask = async () => {
      let loaded: number | null;
      try {
        loaded = await demoHistoryLoading();
      } catch {
        // Unanswered: while the history loads, ask again later; otherwise there is nothing to show.
        loaded = shown;
      }
      if (!open) {
        return;
      }
      if (loaded !== null) {
        next = setTimeout(() => void ask(), DEMO_HISTORY_POLL_MS);
      } else if (shown !== null) {
        void loadQueryClient(override).then((client) => client.invalidateQueries());
      }
      shown = loaded;
      setPercent(loaded);
    };
    void ask();
    return () => {
      open = false;
      clearTimeout(next);
    };
  }, [override]);

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
