// The frame of a site screen for its project's admins (kiosks, devices): the site of the siteId
// query, whether the caller administers its project, and what the screen shows instead of itself
// — no site chosen, no access (a member who is not admin, or not a member: the same either way),
// not found, a failed load with Retry, or loading — until the site is there to show.
import type { Site } from '@airboard/shared/api';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import {
  SiteProblem,
  refusalProblemOf,
  type SiteProblemKind,
} from '../../../components/site-problem';
import { paths } from '../../../lib/paths';
import { useAdministers, useIsProjectMember, useLocals } from '../../auth';
import { siteQueryOptions } from '../api/get-site';
import { LoadingGroup } from '../../../components/loading-skeleton';

export function useAdministeredSite(siteId: string) {
  const site = useQuery({ ...siteQueryOptions(siteId), enabled: siteId !== '' });
  const projectId = site.data?.projectId ?? '';
  const locals = useLocals();
  const isMember = useIsProjectMember(projectId);
  const administers = useAdministers(projectId);
  return { siteId, site, locals, isMember, administers, ready: site.isSuccess && administers };
}

type AdministeredSite = ReturnType<typeof useAdministeredSite>;

/**
 * The site when the screen may show, else what to show instead. `listError` is the failure of the
 * screen's own list: a 403 or 404 there says no access or not found like the site's would.
 */
export function administeredSiteGate(
  { siteId, site, locals, isMember, administers }: AdministeredSite,
  noSiteChosen: { title: string; text: string; backLabel: string },
  listError: unknown,
): { site: Site } | { instead: ReactElement } {
  if (siteId === '') {
    return {
      instead: (
        <SiteProblem
          kind="notFound"
          backHref={paths.home.getHref()}
          onRetry={() => undefined}
          notFound={noSiteChosen}
        />
      ),
    };
  }
  const noAccess = site.isSuccess && locals.isSuccess && (isMember === false || !administers);
  const problem: SiteProblemKind | null = site.isError
    ? (refusalProblemOf(site.error) ?? 'failed')
    : locals.isError
      ? 'failed'
      : noAccess
        ? 'noAccess'
        : refusalProblemOf(listError);
  if (problem) {
    return {
      instead: (
        <SiteProblem
          kind={problem}
          backHref={paths.home.getHref()}
          onRetry={() => void (site.isError ? site.refetch() : locals.refetch())}
        />
      ),
    };
  }
  if (!site.isSuccess) {
    return {
      instead: (
        <LoadingGroup label="Loading site" spacing={2} sx={{ py: 3 }}>
          <Skeleton variant="text" width={240} height={40} />
          <Skeleton variant="rounded" height={180} />
        </LoadingGroup>
      ),
    };
  }
  return { site: site.data };
}
