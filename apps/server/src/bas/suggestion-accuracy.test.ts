/**
 * The onboarding suggestion engine against the mapping a person would make (issue 14, item 6:
 * goal ≥ 80 %): buildings generated from seeds the engine's rules were not tuned on, every point's
 * suggested point type and zone compared with its hand-made label. The figure is printed for
 * docs/performance.md.
 */
import { describe, expect, it } from 'vitest';
import { newTopologyNode } from '@airboard/shared/api';
import { suggestPointType, suggestZoneName } from '@airboard/shared/rules';
import { generateBuildingTopology } from './simulated-topology';

const HELD_OUT = [
  'accuracy-a',
  'accuracy-b',
  'accuracy-c',
  'accuracy-d',
  'accuracy-e',
  'accuracy-f',
];

describe('suggestion accuracy on held-out buildings', () => {
  it('matches the hand-made point type and zone of at least 80 % of points', () => {
    let points = 0;
    let types = 0;
    let both = 0;
    for (const seed of HELD_OUT) {
      for (const device of generateBuildingTopology(seed)) {
        const zone = suggestZoneName(device.deviceName);
        for (const point of device.points) {
          const node = newTopologyNode({
            id: `point:${point.ref}`,
            name: point.name,
            type: 'point',
            deviceName: device.deviceName,
            originalDeviceRef: point.ref,
            config: [
              { name: 'unit', value: point.unit, kind: 'String' },
              { name: 'kind', value: point.kind, kind: 'String' },
            ],
          });
          const typeMatches = suggestPointType(node).type === point.expected.pointType;
          points += 1;
          types += typeMatches ? 1 : 0;
          both += typeMatches && zone === point.expected.zone ? 1 : 0;
        }
      }
    }
    console.log(
      `suggestion accuracy over ${points} points of ${HELD_OUT.length} buildings: point type ${((100 * types) / points).toFixed(1)} %, type and zone ${((100 * both) / points).toFixed(1)} %`,
    );
    expect(both / points).toBeGreaterThanOrEqual(0.8);
  });
});
