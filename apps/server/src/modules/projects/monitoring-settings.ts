/** The configuration the monitoring screens read through GET /api (map tiles, admin links). */
import type { MonitoringSettings } from '@airboard/shared/api';
import type { Config } from '../../config';

export function monitoringSettingsFrom(config: Config): MonitoringSettings {
  return {
    mapTilesUrl: config.AIRBOARD_MAP_TILES_URL,
    mapAttribution: config.AIRBOARD_MAP_ATTRIBUTION,
    portfolioManagerUrl: config.AIRBOARD_PORTFOLIO_MANAGER_URL ?? null,
    alertRelayUrl: config.AIRBOARD_ALERT_RELAY_URL ?? null,
    buildingSystemUrl: config.AIRBOARD_BUILDING_SYSTEM_URL ?? null,
  };
}

/**
 * The tile server's origin for the Content-Security-Policy when it is not already allowed (any
 * https origin is): a plain-http tile server on a private network still shows its tiles.
 */
export function mapTilesImageSources(mapTilesUrl: string): string[] {
  try {
    const url = new URL(mapTilesUrl.replace(/\{[a-z]+\}/g, '0'));
    return url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}
