// The frame for kiosk displays on lobby screens: the whole viewport, no app bar.
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

export function DisplayLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', px: { xs: 2, sm: 3 } }}>
      <Outlet />
    </Box>
  );
}
