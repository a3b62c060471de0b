// The automatic theme of projects with the autoTheme flag (spec 000 §4): light from 06:00, dark
// from 18:00, only when the project defines both themes.
import type { ColorMode } from '@airboard/shared';
import type { AccountProject } from '@airboard/shared/api';
import { AUTO_THEME_DARK_HOUR, AUTO_THEME_LIGHT_HOUR } from '@airboard/shared/rules';

export function autoThemeApplies(project: AccountProject | null | undefined): boolean {
  return Boolean(project?.autoTheme && project.themes.light && project.themes.dark);
}

export function autoColorMode(now: Date): ColorMode {
  const hour = now.getHours();
  return hour >= AUTO_THEME_LIGHT_HOUR && hour < AUTO_THEME_DARK_HOUR ? 'light' : 'dark';
}
