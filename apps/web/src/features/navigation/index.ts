// The navigation's public face for the app layout: the navigator button, the site tabs row and the
// bar's actions (help, alerts bell, user menu).
export { NavigationActions } from './components/navigation-actions';
export { SideNavigator } from './components/side-navigator';
export { SiteTabsRow } from './components/site-tabs-row';
