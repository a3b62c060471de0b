import { describe, expect, it } from 'vitest';
import { bannerSeverity, compareSeverity } from './alert-severity';

describe('alert severity', () => {
  it('critical beats warning beats info', () => {
    expect(bannerSeverity(['info', 'warning', 'critical'])).toBe('critical');
    expect(bannerSeverity(['info', 'warning'])).toBe('warning');
    expect(bannerSeverity(['info'])).toBe('info');
    expect(bannerSeverity([])).toBeNull();
  });
  it('sorts most severe first', () => {
    const severities: ('critical' | 'warning' | 'info')[] = ['info', 'critical', 'warning'];
    expect(severities.sort(compareSeverity)).toEqual(['critical', 'warning', 'info']);
  });
});
