// Keeps the theme in line with the signed-in account: adopts the theme saved on the user when the
// session starts elsewhere (unless the user already switched it while the session loaded), and
// runs the automatic theme of autoTheme projects (checked every second). Renders nothing.
import { THEME_TIMER_MS } from '@airboard/shared/rules';
import { useEffect, useRef } from 'react';
import { useColorMode } from '../../lib/color-mode';
import { useLocals } from '../auth';
import { autoColorMode, autoThemeApplies } from './auto-theme';

export function ThemeSync() {
  const { data: locals } = useLocals();
  const { colorMode, setColorMode, userHasChosen } = useColorMode();
  const adopted = useRef(false);

  useEffect(() => {
    if (locals && !adopted.current) {
      adopted.current = true;
      if (
        !autoThemeApplies(locals.project) &&
        !userHasChosen() &&
        locals.user.theme !== colorMode
      ) {
        setColorMode(locals.user.theme);
      }
    }
  }, [locals, colorMode, setColorMode, userHasChosen]);

  const auto = autoThemeApplies(locals?.project);
  useEffect(() => {
    if (!auto) {
      return undefined;
    }
    const tick = () => setColorMode(autoColorMode(new Date()));
    tick();
    const timer = setInterval(tick, THEME_TIMER_MS);
    return () => clearInterval(timer);
  }, [auto, setColorMode]);

  return null;
}
