// The onboarding link's whole-page states: loading, a link the server does not know (random,
// revoked, or past its grace period: said plainly, nothing to retry), and a failure to load the
// kit or device ('Error in fetching site', spec 002 §8) with Retry.
import { messages } from '@airboard/shared/messages';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { StatusPanel } from '../../../components/status-panel';

export const LINK_NOT_VALID = 'This onboarding link is not valid or has expired';

export function LinkLoading() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading onboarding" />
    </Box>
  );
}

export function LinkNotValid() {
  return (
    <StatusPanel
      icon={<LinkOffRoundedIcon fontSize="large" />}
      tone="primary"
      title={LINK_NOT_VALID}
      description="Check that the whole link was copied, or ask whoever sent it for a new one."
    />
  );
}

export function LinkLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPanel
      icon={<ReportProblemOutlinedIcon fontSize="large" />}
      tone="error"
      title={messages.errorFetchingSite}
      description="The server did not answer as expected. Check the connection and try again."
      action={
        <Button variant="contained" startIcon={<RefreshRoundedIcon />} onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
