import { describe, expect, it } from 'vitest';
import { currentTab, siteTabs } from './site-tabs';

const base = {
  projectId: 'p1',
  siteId: 's1',
  isAdmin: false,
  hideKiosks: false,
  canBeScheduled: false,
};
const labels = (input: typeof base) => siteTabs(input).map((t) => t.label);

describe('siteTabs', () => {
  it('shows the plain user the tabs without Devices and Schedules', () => {
    expect(labels(base)).toEqual([
      'Monitor',
      'Kiosks',
      'Reports',
      'Alerts',
      'Heat Map',
      'Dashboards',
      'Point Explorer',
    ]);
  });
  it('adds Devices for admins and Schedules for schedulable sites; hides Kiosks by flag', () => {
    const tabs = labels({ ...base, isAdmin: true, canBeScheduled: true, hideKiosks: true });
    expect(tabs).toContain('Devices');
    expect(tabs).toContain('Schedules');
    expect(tabs).not.toContain('Kiosks');
  });
  it('marks the tab of the address, zone pages under Monitor', () => {
    const tabs = siteTabs(base);
    expect(currentTab(tabs, '/projects/p1/sites/s1/zones/z1')?.label).toBe('Monitor');
    expect(currentTab(tabs, '/projects/p1/sites/s1/heatmap')?.label).toBe('Heat Map');
    expect(currentTab(tabs, '/settings')).toBeNull();
  });
});
