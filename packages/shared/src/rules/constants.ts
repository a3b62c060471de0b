/**
 * The spec's numeric constants (000 §9, 001 §9, 002 §9) that built screens and rules use, each
 * written once. A screen still to be built adds its own numbers here when it is built.
 */
export const LIVE_REFRESH_DEFAULT_MS = 600_000;
export const WRITE_JOB_POLL_MS = 400;
export const WRITE_FEEDBACK_ICON_MS = 3_000;
export const THEME_TIMER_MS = 1_000;
export const AUTO_THEME_LIGHT_HOUR = 6;
export const AUTO_THEME_DARK_HOUR = 18;
export const ALERTS_DIALOG_PAGE_SIZE = 5;
export const FLOOR_CANVAS_WIDTH = 1286;
export const FLOOR_CANVAS_HEIGHT = 600;
export const FLOOR_ZOOM_MIN = 0.01;
export const FLOOR_ZOOM_MAX = 20;
export const MAP_ZOOM = 11;
export const RESET_DIALOG_MAX_WIDTH = 400;
export const DETAIL_DIALOG_WIDTH = 1200;
export const NEW_SENSOR_WINDOW_MS = 30 * 60_000;
export const NEW_SENSOR_ALERT_SNOOZE_MS = 60 * 60_000;
export const PASSWORD_MIN_LENGTH = 8;
export const SSO_REDIRECT_DELAY_MS = 500;
export const SSO_AUTO_REDIRECT_MS = 2_000;
export const RESET_REDIRECT_DELAY_MS = 500;
export const CPS_TOAST_MS = 3_000;
export const DEVICE_CONNECTED_WINDOW_MS = 60 * 60_000;
/** Dashboards (001 §9): points a multipoint card holds at most; compact at this many or fewer. */
export const MULTIPOINT_MAX_POINTS = 8;
export const MULTIPOINT_COMPACT_MAX = 4;
