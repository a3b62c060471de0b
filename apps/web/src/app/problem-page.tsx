// The full-page message shown when a screen crashes or fails to load: says so plainly and offers a reload.
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Button from '@mui/material/Button';
import { StatusPanel } from './status-panel';

export function ProblemPage() {
  return (
    <StatusPanel
      icon={<ReportProblemOutlinedIcon fontSize="large" />}
      tone="error"
      title="Something went wrong"
      description="This page hit an unexpected problem. Reloading usually fixes it."
      action={
        <Button
          variant="contained"
          startIcon={<RefreshRoundedIcon />}
          onClick={() => window.location.reload()}
        >
          Reload page
        </Button>
      }
    />
  );
}
