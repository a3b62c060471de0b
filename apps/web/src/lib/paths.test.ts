// Route helpers: params and query are encoded, empty query values are left out.
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds plain routes without arguments', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.settings.getHref()).toBe('/settings');
    expect(paths.statusCps.getHref()).toBe('/status/cps');
  });

  it('fills in route params', () => {
    expect(paths.zone.getHref({ projectId: 'p1', siteId: 's1', zoneId: 'z1' })).toBe(
      '/projects/p1/sites/s1/zones/z1',
    );
    expect(paths.dashboardDetail.getHref({ projectId: 'p1', dashboardId: 'd1' })).toBe(
      '/projects/p1/dashboards/d1',
    );
    expect(paths.kitOnboarding.getHref({ id: 'k1' })).toBe('/konboarding/k1');
    expect(paths.statusBySlug.getHref({ slug: 'north-campus' })).toBe('/status/north-campus');
  });

  it('encodes params so each stays one path segment', () => {
    expect(paths.site.getHref({ projectId: 'a/b', siteId: 'North Hall #2' })).toBe(
      '/projects/a%2Fb/sites/North%20Hall%20%232',
    );
  });

  it('encodes the query and skips missing values', () => {
    expect(paths.login.getHref({ from: '/projects/p1/sites/s1?period=week&x=a b' })).toBe(
      '/login?from=%2Fprojects%2Fp1%2Fsites%2Fs1%3Fperiod%3Dweek%26x%3Da+b',
    );
    expect(paths.kiosks.getHref({ siteId: 's1' })).toBe('/kiosks?siteId=s1');
    expect(paths.onboarding3.getHref({ siteId: undefined })).toBe('/onboarding3');
    expect(paths.dashboards.getHref({ projectId: 'p1', siteId: 's&1' })).toBe(
      '/projects/p1/dashboards?siteId=s%261',
    );
  });

  it('round-trips a from value through URLSearchParams', () => {
    const from = '/projects/p 1/pointexplorer?name=AHU-1&alarm=active';
    const href = paths.login.getHref({ from });
    expect(new URL(href, 'http://localhost').searchParams.get('from')).toBe(from);
  });

  it('keeps query for kiosk displays', () => {
    expect(paths.kioskBranded.getHref({ kioskId: 'k1', siteId: 's1' })).toBe(
      '/kioskbranded?kioskId=k1&siteId=s1',
    );
  });
});
