/**
 * Which building system each site is linked to. A site with a commanderLicenseId has one,
 * connected on first use and kept for the life of the process; a site without one has none. How
 * a site's system is reached is the deployment's choice (`connect`): by default it is the built-in
 * simulated system generated from the site's id, so every licensed demo site has a building of its
 * own to map, the same one after every restart.
 */
import type { BuildingAutomationConnector } from './connector';
import { labelledBuildingSystem } from './simulated-system';

/** The site fields that say whether and to what it is linked. */
export interface SiteLink {
  id: string;
  commanderLicenseId: string | null;
}

export class BuildingSystems {
  private readonly connected = new Map<string, BuildingAutomationConnector>();

  constructor(
    private readonly connect: (siteId: string) => BuildingAutomationConnector = (siteId) =>
      labelledBuildingSystem(siteId).system,
  ) {}

  /** The site's building system, or null when the site is not linked to one. */
  forSite(site: SiteLink): BuildingAutomationConnector | null {
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
