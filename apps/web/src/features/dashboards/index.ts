// The dashboards feature's public face: the project's dashboard list (the side navigator shows
// it too).
export { projectDashboardsQueryOptions, useProjectDashboards } from './api/get-dashboards';
