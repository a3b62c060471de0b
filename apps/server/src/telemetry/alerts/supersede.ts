/**
 * Graded rules on one measurement (a Warning above 1000 ppm and a Critical above 1500 ppm, say)
 * are one alert to the people watching it: while a more severe rule of the same direction (above,
 * or below) is open, a less severe one is not. So, after each rule has been evaluated on its own,
 * the less severe rule's open alert is closed with the reason 'superseded' where the more severe
 * one starts, and its episodes are cut to the times no more severe one is open (it opens again
 * when the more severe one clears and its own condition still holds). Without the database.
 */
import { compareSeverity } from '@airboard/shared/rules';
import type { AlertRule } from './alert-rule';
import type { AlertChange } from './evaluate';

/** What superseding needs of a rule applied to a measurement (the engine's, or the demo's). */
export interface GradedRule {
  measurementId: string;
  severity: 'critical' | 'warning' | 'info';
  rule: Pick<AlertRule, 'condition'>;
  /** The rule's open alert on the measurement before this evaluation. */
  openAlert: { id: string; startedAt: number } | null;
}

/** A time an alert is open: [start, end), end null while it still is. */
interface Span {
  start: number;
  end: number | null;
}

const GRADED = new Set(['above', 'below']);

/** Rules that may supersede one another: same measurement, same graded condition. */
const groupKey = (rule: GradedRule) => `${rule.measurementId}\u0000${rule.rule.condition}`;

/** Changes `change` so that of graded sibling rules only the most severe open one stays open. */
export function supersedeLesserAlerts<Rule extends GradedRule>(
  rules: Rule[],
  change: AlertChange<Rule>,
): void {
  const groups = new Map<string, Rule[]>();
  for (const rule of rules.filter((r) => GRADED.has(r.rule.condition))) {
    groups.set(groupKey(rule), [...(groups.get(groupKey(rule)) ?? []), rule]);
  }
  for (const group of groups.values()) {
    if (new Set(group.map((r) => r.severity)).size < 2) {
      continue;
    }
    // Most severe first: each rule is cut by the spans of those before it.
    const blocked: Span[] = [];
    for (const rule of [...group].sort((a, b) => compareSeverity(a.severity, b.severity))) {
      const lesser = blocked.length > 0;
      const own: Span[] = [];
      if (rule.openAlert) {
        own.push(lesser ? closeOpenAlert(rule, blocked, change) : openSpan(rule, change));
      }
      const episodes = change.opened.filter((o) => o.rule === rule);
      for (const episode of episodes) {
        if (!lesser) {
          own.push({ start: episode.startedAt, end: episode.clearedAt });
          continue;
        }
        const pieces = subtract({ start: episode.startedAt, end: episode.clearedAt }, blocked);
        change.opened.splice(change.opened.indexOf(episode), 1);
        for (const piece of pieces) {
          change.opened.push({
            ...episode,
            startedAt: piece.span.start,
            clearedAt: piece.span.end,
            ...(piece.cut ? { clearedReason: 'superseded' as const } : {}),
          });
          own.push(piece.span);
        }
      }
      blocked.push(...own);
    }
  }
}

/** The span of a rule's open alert after this evaluation (cleared by it, or still open). */
function openSpan(rule: GradedRule, change: AlertChange<GradedRule>): Span {
  const cleared = change.cleared.find((c) => c.id === rule.openAlert!.id);
  return { start: rule.openAlert!.startedAt, end: cleared?.clearedAt ?? null };
}

/**
 * A lesser rule's open alert closes, superseded, where a more severe span first overlaps it
 * (not before it opened); the span it keeps is returned.
 */
function closeOpenAlert(rule: GradedRule, blocked: Span[], change: AlertChange<GradedRule>): Span {
  const span = openSpan(rule, change);
  const overlap = blocked
    .filter((b) => overlaps(span, b))
    .map((b) => Math.max(b.start, span.start))
    .sort((a, b) => a - b)[0];
  if (overlap === undefined) {
    return span;
  }
  const id = rule.openAlert!.id;
  const cleared = change.cleared.filter((c) => c.id !== id);
  cleared.push({ id, clearedAt: overlap, reason: 'superseded' });
  change.cleared.splice(0, change.cleared.length, ...cleared);
  return { start: span.start, end: overlap };
}

const overlaps = (a: Span, b: Span) =>
  (a.end === null || b.start < a.end) && (b.end === null || a.start < b.end);

/**
 * The parts of a span outside the blocked spans, in time order; `cut` marks a part that ends
 * because a blocked span starts (superseded) rather than with the span's own end.
 */
function subtract(span: Span, blocked: Span[]): { span: Span; cut: boolean }[] {
  const pieces: { span: Span; cut: boolean }[] = [];
  let start = span.start;
  const ahead = blocked.filter((b) => overlaps(span, b)).sort((a, b) => a.start - b.start);
  for (const block of ahead) {
    if (block.start > start) {
      pieces.push({ span: { start, end: block.start }, cut: true });
    }
    if (block.end === null) {
      return pieces;
    }
    start = Math.max(start, block.end);
  }
  if (span.end === null || start < span.end) {
    pieces.push({ span: { start, end: span.end }, cut: false });
  }
  return pieces;
}
