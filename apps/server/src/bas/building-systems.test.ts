/**
 * Which system a site gets: its BACnet network while its BACnet settings are enabled (points that
 * are not BACnet objects still go to the system it had), the simulated one of a licensed site
 * otherwise, none without either; settings that change close the BACnet node and the next use
 * reconnects; a read-only site refuses every write as a job failure.
 */
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BACNET_SETTINGS, type BacnetSettings } from '@airboard/shared/api';
import { JobFailure } from '../jobs/job-runner';
import type { BacnetConnector } from './bacnet/bacnet-connector';
import { BacnetSiteSystem, READ_ONLY_REFUSAL } from './bacnet/site-system';
import { BuildingSystems } from './building-systems';
import { SimulatedBuildingSystem } from './simulated-system';

const enabled: BacnetSettings = {
  ...DEFAULT_BACNET_SETTINGS,
  enabled: true,
  targetAddresses: ['127.0.0.1:47808'],
  updatedAt: '2026-11-28T10:00:00.000Z',
};
const licensed = { id: 'site-1', commanderLicenseId: 'CMD-1' };
const unlicensed = { id: 'site-2', commanderLicenseId: null };

/** Building systems whose BACnet nodes are stand-ins that count their openings and closings. */
function countingSystems() {
  const nodes: { close: ReturnType<typeof vi.fn> }[] = [];
  const systems = new BuildingSystems(
    () => new SimulatedBuildingSystem({ writeDelayMs: 0 }),
    (settings, others, stored) =>
      new BacnetSiteSystem(settings, others, stored, async () => {
        const node = { close: vi.fn(), readDevices: async () => [] };
        nodes.push(node);
        return node as unknown as BacnetConnector;
      }),
  );
  return { systems, nodes };
}

describe('BuildingSystems', () => {
  it('gives a licensed site its simulated system and an unlinked one none', () => {
    const { systems } = countingSystems();
    expect(systems.forSite(licensed)).toBeInstanceOf(SimulatedBuildingSystem);
    expect(systems.forSite(licensed)).toBe(systems.forSite(licensed));
    expect(systems.forSite(unlicensed)).toBeNull();
  });

  it('gives a BACnet-enabled site its BACnet system, licensed or not, until switched off', () => {
    const { systems } = countingSystems();
    const simulated = systems.forSite(licensed);
    systems.useBacnetSettings(licensed.id, enabled);
    systems.useBacnetSettings(unlicensed.id, enabled);
    expect(systems.forSite(licensed)).toBeInstanceOf(BacnetSiteSystem);
    expect(systems.forSite(unlicensed)).toBeInstanceOf(BacnetSiteSystem);
    systems.useBacnetSettings(licensed.id, { ...enabled, enabled: false });
    expect(systems.forSite(licensed)).toBe(simulated);
  });

  it('closes the node of settings that changed, keeps it for the same ones, and reconnects', async () => {
    const { systems, nodes } = countingSystems();
    systems.useBacnetSettings(unlicensed.id, enabled);
    const first = systems.forSite(unlicensed)!;
    await first.readDevices();
    systems.useBacnetSettings(unlicensed.id, { ...enabled, updatedAt: '2026-11-28T11:00:00.000Z' });
    expect(systems.forSite(unlicensed)).toBe(first);

    systems.useAllBacnetSettings([
      { siteId: unlicensed.id, settings: { ...enabled, pollIntervalS: 120 } },
    ]);
    await vi.waitFor(() => expect(nodes[0]?.close).toHaveBeenCalledOnce());
    const second = systems.forSite(unlicensed)!;
    expect(second).not.toBe(first);
    await second.readDevices();
    expect(nodes).toHaveLength(2);

    systems.useAllBacnetSettings([]);
    expect(systems.forSite(unlicensed)).toBeNull();
    await vi.waitFor(() => expect(nodes[1]?.close).toHaveBeenCalledOnce());
  });

  it('sends the points that are not BACnet objects to the system the site had', async () => {
    const { systems } = countingSystems();
    const simulated = systems.forSite(licensed)!;
    systems.useBacnetSettings(licensed.id, enabled);
    const bacnet = systems.forSite(licensed)!;
    await bacnet.writePoint('demo:riverside/exam1/setpoint', 70);
    expect(await simulated.readPoint('demo:riverside/exam1/setpoint')).toBe(70);
    expect(await bacnet.readPoint('demo:riverside/exam1/setpoint')).toBe(70);
  });

  it('refuses every write of a read-only site as the job’s failure', async () => {
    const { systems } = countingSystems();
    systems.useBacnetSettings(licensed.id, { ...enabled, readOnly: true });
    const bacnet = systems.forSite(licensed)!;
    for (const ref of ['1001:analog-value:1', 'demo:riverside/exam1/setpoint']) {
      const refused = bacnet.writePoint(ref, 70);
      await expect(refused).rejects.toBeInstanceOf(JobFailure);
      await expect(refused).rejects.toThrow(READ_ONLY_REFUSAL);
    }
  });
});
