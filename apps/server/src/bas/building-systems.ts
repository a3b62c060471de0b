/**
 * Which building system each site is linked to. A site whose BACnet settings are enabled has its
 * BACnet/IP network (bacnet/site-system.ts); otherwise a site with a commanderLicenseId has the
 * system the deployment connects it to (`connect`: by default the built-in simulated system
 * generated from the site's id, so every licensed demo site has a building of its own to map, the
 * same one after every restart); a site with neither has none. Systems are connected on first
 * use and kept for the life of the process.
 * The callers ask synchronously (and some tell simulated systems apart by their class), so the
 * BACnet settings are told to this object rather than read at each ask: all of them when the app
 * starts and at each tick of the BACnet poller (modules/bacnet), a site's own when an admin saves
 * them. Settings that change drop the site's BACnet system, closing its node: the next use
 * connects with the new ones.
 */
import type { BacnetSettings } from '@airboard/shared/api';
import { BacnetSiteSystem, type StoredDiscovery } from './bacnet/site-system';
import type { BasDevice, BuildingAutomationConnector } from './connector';
import { labelledBuildingSystem } from './simulated-system';

/** The site fields that say whether and to what it is linked. */
export interface SiteLink {
  id: string;
  commanderLicenseId: string | null;
}

/** Settings as compared for a change (the time they were saved aside). */
const sameSettings = (a: BacnetSettings, b: BacnetSettings) =>
  JSON.stringify({ ...a, updatedAt: null }) === JSON.stringify({ ...b, updatedAt: null });

export class BuildingSystems {
  private readonly connected = new Map<string, BuildingAutomationConnector>();
  /** The enabled BACnet settings by site. */
  private readonly bacnetSettings = new Map<string, BacnetSettings>();
  private readonly bacnet = new Map<string, BacnetSiteSystem>();

  constructor(
    private readonly connect: (siteId: string) => BuildingAutomationConnector = (siteId) =>
      labelledBuildingSystem(siteId).system,
    private readonly connectBacnet: (
      settings: BacnetSettings,
      others: BuildingAutomationConnector | null,
      stored: StoredDiscovery | null,
    ) => BacnetSiteSystem = (settings, others, stored) =>
      new BacnetSiteSystem(settings, others, stored),
  ) {}

  /** Where sites' discovered devices are kept (the database, once the app has one). */
  private storedDiscovery: ((siteId: string) => Promise<BasDevice[] | null>) | null = null;

  /** Tells where each site's last discovery is kept (modules/bacnet/bacnet-discovery.service.ts). */
  useStoredDiscoveries(load: (siteId: string) => Promise<BasDevice[] | null>): void {
    this.storedDiscovery = load;
  }

  /** The site's building system, or null when the site is not linked to one. */
  forSite(site: SiteLink): BuildingAutomationConnector | null {
    return this.bacnetOf(site) ?? this.ownSystem(site);
  }

  /** The site's BACnet system, when its BACnet settings are enabled. */
  bacnetOf(site: SiteLink): BacnetSiteSystem | null {
    const settings = this.bacnetSettings.get(site.id);
    if (!settings) {
      return null;
    }
    let system = this.bacnet.get(site.id);
    if (!system) {
      const load = this.storedDiscovery;
      system = this.connectBacnet(
        settings,
        this.ownSystem(site),
        load ? () => load(site.id) : null,
      );
      this.bacnet.set(site.id, system);
    }
    return system;
  }

  /**
   * A site's BACnet settings as saved (null, or disabled: the site is not read over BACnet); a
   * change forgets its BACnet system.
   */
  useBacnetSettings(siteId: string, settings: BacnetSettings | null): void {
    const known = this.bacnetSettings.get(siteId);
    const enabled = settings?.enabled ? settings : null;
    if (known && enabled && sameSettings(known, enabled)) {
      return;
    }
    this.forget(siteId);
    if (enabled) {
      this.bacnetSettings.set(siteId, enabled);
    } else {
      this.bacnetSettings.delete(siteId);
    }
  }

  /** Every site's enabled BACnet settings as stored now: a site not among them has none. */
  useAllBacnetSettings(enabled: { siteId: string; settings: BacnetSettings }[]): void {
    const stored = new Map(enabled.map((e) => [e.siteId, e.settings]));
    for (const siteId of this.bacnetSettings.keys()) {
      if (!stored.has(siteId)) {
        this.useBacnetSettings(siteId, null);
      }
    }
    for (const [siteId, settings] of stored) {
      this.useBacnetSettings(siteId, settings);
    }
  }

  /** Whether the site is read over BACnet (its settings enabled): its poller reads its points. */
  readOverBacnet(siteId: string): boolean {
    return this.bacnetSettings.has(siteId);
  }

  /** The sites whose BACnet settings are enabled, with them. */
  bacnetSites(): { siteId: string; settings: BacnetSettings }[] {
    return [...this.bacnetSettings].map(([siteId, settings]) => ({ siteId, settings }));
  }

  /**
   * Drops the site's BACnet system and closes its node: the next use connects again. The
   * site's own system stays (a simulated one holds the values written to it).
   */
  forget(siteId: string): void {
    const system = this.bacnet.get(siteId);
    this.bacnet.delete(siteId);
    // A node that fails to close has nothing left to do; the next use opens a new one anyway.
    void system?.close().catch(() => undefined);
  }

  /** Closes every BACnet node (the app closing). */
  async close(): Promise<void> {
    const systems = [...this.bacnet.values()];
    this.bacnet.clear();
    await Promise.all(systems.map((s) => s.close()));
  }

  /** The system the site has without BACnet: `connect`'s, when it is licensed. */
  private ownSystem(site: SiteLink): BuildingAutomationConnector | null {
    if (!site.commanderLicenseId) {
      return null;
    }
    let system = this.connected.get(site.id);
    if (!system) {
      system = this.connect(site.id);
      this.connected.set(site.id, system);
    }
    return system;
  }
}
