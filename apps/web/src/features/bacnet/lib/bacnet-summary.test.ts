// The BACnet section's sentence: off, where Who-Is goes (targets, a broadcast, a BBMD, or the
// network behind a BBMD alone), the instances, the poll and the writes.
import { DEFAULT_BACNET_SETTINGS, type BacnetSettings } from '@airboard/shared/api';
import { describe, expect, it } from 'vitest';
import { bacnetSummary } from './bacnet-summary';

const on = (overrides: Partial<BacnetSettings>): BacnetSettings => ({
  ...DEFAULT_BACNET_SETTINGS,
  enabled: true,
  deviceInstanceMin: 100,
  deviceInstanceMax: 200,
  ...overrides,
});

describe('bacnetSummary', () => {
  it('says off', () => {
    expect(bacnetSummary(DEFAULT_BACNET_SETTINGS)).toBe(
      'Off: this site is not read over BACnet/IP.',
    );
  });

  it('names the targets and the broadcast address', () => {
    expect(
      bacnetSummary(on({ targetAddresses: ['10.0.0.5'], broadcastAddress: '10.0.0.255' })),
    ).toBe(
      'On: asks 10.0.0.5 and the broadcast address 10.0.0.255 for devices 100 to 200, and reads their mapped points every 60 s. Writes go in at priority 8.',
    );
  });

  it('names the BBMD beside the targets, and the network behind it when alone', () => {
    expect(bacnetSummary(on({ targetAddresses: ['10.0.0.5'], bbmdAddress: '10.1.0.1' }))).toBe(
      'On: asks 10.0.0.5, registered as a foreign device with the BBMD 10.1.0.1, for devices 100 to 200, and reads their mapped points every 60 s. Writes go in at priority 8.',
    );
    expect(bacnetSummary(on({ bbmdAddress: '10.1.0.1', readOnly: true }))).toBe(
      'On: asks the network behind the BBMD 10.1.0.1 (as a foreign device) for devices 100 to 200, and reads their mapped points every 60 s. Read only: nothing is written to its devices.',
    );
  });
});
