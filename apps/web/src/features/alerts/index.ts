// The alerts feature's public face: the bell's dialog and the alert queries other screens refresh.
export { ActiveAlertsDialog } from './components/active-alerts-dialog';
export { siteAlertsQueryOptions } from './api/get-site-alerts';
