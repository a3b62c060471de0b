// The frame for kiosk displays on lobby screens: exactly the whole viewport, no app bar, no page
// margins and never a scroll bar — each display fills it and fits its content inside.
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

export function DisplayLayout() {
  return (
    <Box component="main" sx={{ height: '100dvh', overflow: 'hidden' }}>
      <Outlet />
    </Box>
  );
}
