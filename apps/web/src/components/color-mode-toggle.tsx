// The app bar button that switches between the dark and light themes.
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorMode } from '../lib/color-mode';
import { DeferredTooltip } from './deferred-tooltip';

export function ColorModeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <DeferredTooltip title={label}>
      <IconButton aria-label={label} onClick={toggleColorMode} color="inherit">
        {colorMode === 'dark' ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
      </IconButton>
    </DeferredTooltip>
  );
}
