// What the score colours of one place mean (rings, charts, floor plans each keep the spec's cut
// points): the theme's three colours with the scores each stands for, worded by the shared rule
// from the same cut points the colours use.
import { scoreColorRanges, type ScoreColorPlace } from '@airboard/shared/rules';
import { ColorKey } from './color-key';

export function ScoreColorKey({ place, label }: { place: ScoreColorPlace; label: string }) {
  const ranges = scoreColorRanges(place);
  return (
    <ColorKey
      label={label}
      showLabel
      items={(['ex', 'mo', 'poor'] as const).map((token) => ({ token, text: ranges[token] }))}
    />
  );
}
