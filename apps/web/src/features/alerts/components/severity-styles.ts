// Colours of the three alert severities (critical beats warning beats info) from the theme palette.
import type { AlertTypeName } from '@airboard/shared/api';

export const severityPalette: Record<AlertTypeName, 'error' | 'warning' | 'info'> = {
  critical: 'error',
  warning: 'warning',
  info: 'info',
};

export const severityLabel: Record<AlertTypeName, string> = {
  critical: 'Critical',
  warning: 'Warning',
  info: 'Info',
};
