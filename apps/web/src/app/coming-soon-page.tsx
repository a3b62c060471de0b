// The honest placeholder for a screen a later issue builds: its name and that it is being built,
// never invented data.
import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import Chip from '@mui/material/Chip';
import { useScreenTitle } from './screen-title';
import { StatusPanel } from '../components/status-panel';

export function ComingSoonPage() {
  const title = useScreenTitle();
  return (
    <StatusPanel
      icon={<ConstructionRoundedIcon fontSize="large" />}
      tone="primary"
      title={title}
      badge={<Chip label="Coming soon" color="primary" variant="outlined" size="small" />}
      description="This screen is being built and will be available in an upcoming release."
    />
  );
}
