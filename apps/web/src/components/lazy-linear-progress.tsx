// A progress bar whose code loads when one is first shown: the app bar's page-change bar and the
// demo history notice appear only now and then, so MUI's LinearProgress stays out of the sign-in
// page's start-up JavaScript (issue 18). Nothing shows until it is in.
import type { LinearProgressProps } from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';

const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

export function LazyLinearProgress(props: LinearProgressProps) {
  return (
    <Suspense fallback={null}>
      <LinearProgress {...props} />
    </Suspense>
  );
}
