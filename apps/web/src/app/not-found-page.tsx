// The catch-all for addresses that match no screen.
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import TravelExploreRoundedIcon from '@mui/icons-material/TravelExploreRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../lib/paths';
import { StatusPanel } from './status-panel';

export function NotFoundPage() {
  return (
    <StatusPanel
      icon={<TravelExploreRoundedIcon fontSize="large" />}
      tone="primary"
      title="Page not found"
      description="There is no page at this address. Check the link, or start again from the home page."
      action={
        <Button
          component={RouterLink}
          to={paths.home.getHref()}
          variant="contained"
          startIcon={<HomeRoundedIcon />}
        >
          Go to home
        </Button>
      }
    />
  );
}
