// Loading placeholders that say what is loading. MUI's Skeleton is a plain span and a Stack a plain
// div, on which a name is not allowed (axe: aria-prohibited-attr); as an indeterminate progress bar
// (busy, so assistive technology waits for what replaces it) they may carry one.
import Skeleton from '@mui/material/Skeleton';
import type { SkeletonProps } from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { StackProps } from '@mui/material/Stack';

const loadingRole = (label: string) =>
  ({ role: 'progressbar', 'aria-busy': true, 'aria-label': label }) as const;

type Named = {
  /** What is loading, e.g. "Loading heat map". */
  label: string;
};

/** One placeholder for one thing loading. */
export function LoadingSkeleton({ label, ...props }: Omit<SkeletonProps, 'role'> & Named) {
  return <Skeleton {...loadingRole(label)} {...props} />;
}

/** Several placeholders standing for one thing loading (a page's heading and cards), named once. */
export function LoadingGroup({ label, ...props }: Omit<StackProps, 'role'> & Named) {
  return <Stack {...loadingRole(label)} {...props} />;
}
