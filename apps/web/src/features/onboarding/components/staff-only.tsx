// Shows the wizard to staff only: while the account loads a placeholder, for anyone else the
// no-access state (spec 001 §6).
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { SiteProblem } from '../../../components/site-problem';
import { paths } from '../../../lib/paths';
import { useLocals } from '../../auth';
import { isStaff } from '../lib/staff';
import { LoadingGroup } from '../../../components/loading-skeleton';

export function StaffOnly({ children }: { children: ReactNode }) {
  const locals = useLocals();
  if (locals.isError) {
    return (
      <SiteProblem
        kind="failed"
        backHref={paths.home.getHref()}
        onRetry={() => void locals.refetch()}
      />
    );
  }
  if (!locals.data) {
    return (
      <LoadingGroup label="Loading" spacing={2} sx={{ py: 3 }}>
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={320} />
      </LoadingGroup>
    );
  }
  if (!isStaff(locals.data.user)) {
    return (
      <SiteProblem kind="noAccess" backHref={paths.home.getHref()} onRetry={() => undefined} />
    );
  }
  return children;
}
