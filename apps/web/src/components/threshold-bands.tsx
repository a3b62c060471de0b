// A measurement's thresholds as the values of each score band, each with its colour: what the
// colours of its cards, rings and cells stand for (the breakdown's help card, the detail modal).
import { thresholdBandTexts, type Thresholds } from '@airboard/shared/rules';
import { ColorKey } from './color-key';

const bands = [
  ['ex', 'Excellent'],
  ['mo', 'Good'],
  ['poor', 'Poor'],
] as const;

export function ThresholdBands({ thresholds, unit }: { thresholds: Thresholds; unit: string }) {
  const texts = thresholdBandTexts(thresholds, unit);
  return (
    <ColorKey
      label="Score bands"
      variant="body2"
      items={bands.map(([token, name]) => ({
        token,
        text: (
          <>
            <b>{name}</b> {texts[token]}
          </>
        ),
      }))}
    />
  );
}
