// The site's tabs under the navigation bar on tablets and desktops (phones use the navigator).
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSiteTabs } from '../use-site-tabs';
import { currentTab } from '../site-tabs';

export function SiteTabsRow() {
  const tabs = useSiteTabs();
  const { pathname } = useLocation();
  if (tabs.length === 0) {
    return null;
  }
  const current = currentTab(tabs, pathname);
  return (
    <Tabs
      component="nav"
      aria-label="Site"
      value={current?.href ?? false}
      variant="scrollable"
      scrollButtons="auto"
      sx={{ display: { xs: 'none', sm: 'flex' }, minHeight: 44, px: { sm: 1 } }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.href}
          value={tab.href}
          label={tab.label}
          component={RouterLink}
          to={tab.href}
          sx={{ minHeight: 44 }}
        />
      ))}
    </Tabs>
  );
}
