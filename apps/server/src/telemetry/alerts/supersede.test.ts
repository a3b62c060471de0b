/** Graded rules: a more severe alert supersedes a lesser one of the same measurement and direction. */
import { describe, expect, it } from 'vitest';
import type { AlertChange } from './evaluate';
import { supersedeLesserAlerts, type GradedRule } from './supersede';

const rule = (
  severity: GradedRule['severity'],
  openAlert: GradedRule['openAlert'] = null,
  condition: GradedRule['rule']['condition'] = 'above',
  measurementId = 'm1',
): GradedRule => ({ measurementId, severity, rule: { condition }, openAlert });

const episode = (r: GradedRule, startedAt: number, clearedAt: number | null) => ({
  rule: r,
  startedAt,
  clearedAt,
  value: 1,
});

function run(rules: GradedRule[], change: AlertChange<GradedRule>) {
  supersedeLesserAlerts(rules, change);
  const spans = (r: GradedRule) =>
    change.opened
      .filter((o) => o.rule === r)
      .map((o) => [o.startedAt, o.clearedAt, o.clearedReason ?? null]);
  return { spans, cleared: change.cleared };
}

describe('supersedeLesserAlerts', () => {
  it("closes the warning's open alert, superseded, where the critical opens", () => {
    const warning = rule('warning', { id: 'w', startedAt: 0 });
    const critical = rule('critical');
    const { cleared, spans } = run([warning, critical], {
      opened: [episode(critical, 5, null)],
      cleared: [],
    });
    expect(cleared).toEqual([{ id: 'w', clearedAt: 5, reason: 'superseded' }]);
    expect(spans(critical)).toEqual([[5, null, null]]);
  });

  it('cuts a new warning episode to the times no critical is open, and reopens it after', () => {
    const warning = rule('warning');
    const critical = rule('critical');
    const { spans } = run([warning, critical], {
      opened: [episode(warning, 0, 20), episode(critical, 5, 10)],
      cleared: [],
    });
    expect(spans(warning)).toEqual([
      [0, 5, 'superseded'],
      [10, 20, null],
    ]);
  });

  it('opens no warning while a critical opened earlier is still open', () => {
    const warning = rule('warning');
    const critical = rule('critical', { id: 'c', startedAt: 0 });
    const { spans } = run([warning, critical], {
      opened: [episode(warning, 3, null)],
      cleared: [],
    });
    expect(spans(warning)).toEqual([]);
  });

  it('opens the warning where the critical clears in the same evaluation', () => {
    const warning = rule('warning');
    const critical = rule('critical', { id: 'c', startedAt: 0 });
    const { spans } = run([warning, critical], {
      opened: [episode(warning, 3, null)],
      cleared: [{ id: 'c', clearedAt: 8 }],
    });
    expect(spans(warning)).toEqual([[8, null, null]]);
  });

  it('closes a warning left open beside an open critical (stored before superseding)', () => {
    const warning = rule('warning', { id: 'w', startedAt: 4 });
    const critical = rule('critical', { id: 'c', startedAt: 1 });
    const { cleared } = run([warning, critical], { opened: [], cleared: [] });
    expect(cleared).toEqual([{ id: 'w', clearedAt: 4, reason: 'superseded' }]);
  });

  it("makes a warning's own later clear a superseding one when the critical opened first", () => {
    const warning = rule('warning', { id: 'w', startedAt: 0 });
    const critical = rule('critical');
    const { cleared } = run([warning, critical], {
      opened: [episode(critical, 5, 7)],
      cleared: [{ id: 'w', clearedAt: 9 }],
    });
    expect(cleared).toEqual([{ id: 'w', clearedAt: 5, reason: 'superseded' }]);
  });

  it('leaves other directions, other measurements and equal severities alone', () => {
    const above = rule('warning', { id: 'a', startedAt: 0 });
    const below = rule('critical', null, 'below');
    const elsewhere = rule('critical', null, 'above', 'm2');
    const twin = rule('warning');
    const { cleared, spans } = run([above, below, elsewhere, twin], {
      opened: [episode(below, 2, null), episode(elsewhere, 2, null), episode(twin, 2, null)],
      cleared: [],
    });
    expect(cleared).toEqual([]);
    expect(spans(twin)).toEqual([[2, null, null]]);
  });

  it('lets info be superseded by a warning as by a critical', () => {
    const info = rule('info', { id: 'i', startedAt: 0 });
    const warning = rule('warning');
    const { cleared } = run([info, warning], { opened: [episode(warning, 2, null)], cleared: [] });
    expect(cleared).toEqual([{ id: 'i', clearedAt: 2, reason: 'superseded' }]);
  });
});
