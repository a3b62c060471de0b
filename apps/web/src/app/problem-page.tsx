// The whole-page problems, each said plainly with its one way on: an address that matches no screen
// (back to the home page), and a screen that crashed or failed to load (reload).
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import TravelExploreRoundedIcon from '@mui/icons-material/TravelExploreRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../lib/paths';
import { StatusPanel } from '../components/status-panel';

const problems = {
  notFound: {
    icon: <TravelExploreRoundedIcon fontSize="large" />,
    tone: 'primary',
    title: 'Page not found',
    description:
      'There is no page at this address. Check the link, or start again from the home page.',
    action: (
      <Button
        component={RouterLink}
        to={paths.home.getHref()}
        variant="contained"
        startIcon={<HomeRoundedIcon />}
      >
        Go to home
      </Button>
    ),
  },
  crashed: {
    icon: <ReportProblemOutlinedIcon fontSize="large" />,
    tone: 'error',
    title: 'Something went wrong',
    description: 'This page hit an unexpected problem. Reloading usually fixes it.',
    action: (
      <Button
        variant="contained"
        startIcon={<RefreshRoundedIcon />}
        onClick={() => window.location.reload()}
      >
        Reload page
      </Button>
    ),
  },
} as const;

export function ProblemPage({ problem }: { problem: keyof typeof problems }) {
  return <StatusPanel {...problems[problem]} />;
}
