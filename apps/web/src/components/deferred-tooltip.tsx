// A tooltip whose code (MUI's Tooltip with its popper, ~14 kB gzip) loads just after the first
// render: for the app bar's controls, which frame the sign-in page and must not make it wait
// (issue 18's budget). Until then the control shows without it; its accessible name never
// depends on the tooltip.
import type { TooltipProps } from '@mui/material/Tooltip';
import { lazy, Suspense } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

export function DeferredTooltip({ title, children }: Pick<TooltipProps, 'title' | 'children'>) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
