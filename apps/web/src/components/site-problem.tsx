// Whole-page states of the screens of one site (monitor, zone, floor plans, heat map, alerts):
// another project's site, a site this project does not have, and a site that could not load.
// The server answers 404 alike for an unknown site and another project's (no oracle); the
// page tells them apart only by whether the address's project is the user's own.
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import TravelExploreRoundedIcon from '@mui/icons-material/TravelExploreRounded';
import { messages } from '@airboard/shared/messages';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../lib/api-client';
import { StatusPanel } from './status-panel';

export type SiteProblemKind = 'noAccess' | 'notFound' | 'failed';

/**
 * What a site screen must show instead of itself, if anything: no access when the address's
 * project is not the user's; not found for a 404 in their own project; failed for other errors.
 */
export function siteProblemOf(
  isMember: boolean | undefined,
  error: unknown,
): SiteProblemKind | null {
  if (isMember === false) {
    return 'noAccess';
  }
  if (error instanceof ApiError && error.status === 404) {
    // Until the account has loaded it is not known which of the two it is.
    return isMember === undefined ? null : 'notFound';
  }
  return error ? 'failed' : null;
}

/** What a refused request means for a whole admin screen: no access (403) or no such site (404). */
export function refusalProblemOf(error: unknown): SiteProblemKind | null {
  if (error instanceof ApiError && error.status === 403) {
    return 'noAccess';
  }
  if (error instanceof ApiError && error.status === 404) {
    return 'notFound';
  }
  return null;
}

type NotFoundText = { title: string; text: string; backLabel: string };

const siteNotFound: NotFoundText = {
  title: 'Site not found',
  text: 'This project has no site at this address. It may have been removed, or the link may be wrong.',
  backLabel: 'Back to sites',
};

type SiteProblemProps = {
  kind: SiteProblemKind;
  /** Where "Back" goes: the project's sites, or the site for a zone that is not found. */
  backHref: string;
  onRetry: () => void;
  /** What is not found, when it is not the site (an unknown zone says its id). */
  notFound?: NotFoundText;
};

export function SiteProblem({
  kind,
  backHref,
  onRetry,
  notFound = siteNotFound,
}: SiteProblemProps) {
  const back = (label: string) => (
    <Button
      component={RouterLink}
      to={backHref}
      variant="contained"
      startIcon={<ArrowBackRoundedIcon />}
    >
      {label}
    </Button>
  );
  switch (kind) {
    case 'noAccess':
      return (
        <StatusPanel
          icon={<LockOutlinedIcon fontSize="large" />}
          tone="primary"
          title="No access"
          description={messages.noProjectAccess}
          action={back('Back to my sites')}
        />
      );
    case 'notFound':
      return (
        <StatusPanel
          icon={<TravelExploreRoundedIcon fontSize="large" />}
          tone="primary"
          title={notFound.title}
          description={notFound.text}
          action={back(notFound.backLabel)}
        />
      );
    case 'failed':
      return (
        <StatusPanel
          icon={<ReportProblemOutlinedIcon fontSize="large" />}
          tone="error"
          title={messages.cannotLoadSite}
          description="The server did not answer. Check the connection and try again."
          action={
            <Button variant="contained" startIcon={<RefreshRoundedIcon />} onClick={onRetry}>
              Retry
            </Button>
          }
        />
      );
  }
}
