// Whole-page states of the site and zone pages: the no-access message (the route's project is not
// one of the user's), a site that cannot load, and an unknown zone.
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

export function SiteProblem({ message, kind }: { message: string; kind: 'access' | 'error' }) {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: { xs: 3, sm: 6 } }}>
      <Alert
        severity={kind === 'access' ? 'warning' : 'error'}
        icon={kind === 'access' ? <LockOutlinedIcon /> : <ReportProblemOutlinedIcon />}
        sx={{ fontSize: '1rem' }}
      >
        {message}
      </Alert>
    </Box>
  );
}
