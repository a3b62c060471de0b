// The states of a wizard step around the site's topology: no access when the server refuses
// (403), not found for an unknown site, a placeholder while it loads and 'Cannot Load Topology'
// with Retry when it fails; otherwise the step itself, with the topology.
import type { OnboardingTopology } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { SiteProblem } from '../../../components/site-problem';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useTopology } from '../api/get-topology';
import { useErrorToast } from '../../../components/use-error-toast';
import { WizardHeader, type WizardStep } from './wizard-header';
import { LoadingGroup } from '../../../components/loading-skeleton';

type TopologyGateProps = {
  siteId: string;
  step: WizardStep;
  title: string;
  children: (topology: OnboardingTopology) => ReactNode;
};

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

export function TopologyGate({ siteId, step, title, children }: TopologyGateProps) {
  const topology = useTopology(siteId);
  const status = statusOf(topology.error);
  const refused = status === 403 || status === 404;
  useErrorToast(
    topology.isError && !refused ? topology.errorUpdatedAt : 0,
    messages.cannotLoadTopology,
  );

  if (status === 403) {
    return (
      <SiteProblem kind="noAccess" backHref={paths.home.getHref()} onRetry={() => undefined} />
    );
  }
  if (status === 404) {
    return (
      <SiteProblem
        kind="notFound"
        backHref={paths.onboarding.getHref()}
        onRetry={() => void topology.refetch()}
      />
    );
  }
  return (
    <>
      <WizardHeader step={step} title={title} siteName={topology.data?.site.name ?? null} />
      {topology.isError && (
        <LoadError
          message={messages.cannotLoadTopology}
          onRetry={() => void topology.refetch()}
          sx={{ mb: 2 }}
        />
      )}
      {topology.isPending && (
        <LoadingGroup label="Loading topology" spacing={2}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={360} />
        </LoadingGroup>
      )}
      {topology.data && children(topology.data)}
    </>
  );
}
