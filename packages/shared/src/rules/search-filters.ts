/**
 * Search filters of the spec (000 §5): case-insensitive patterns — sites over name, address and
 * short name; measurements over name, type and unit; dashboards (001 §2) over name and scope.
 * The pattern is matched literally.
 */
function matchesAny(pattern: string, fields: (string | null | undefined)[]): boolean {
  const needle = pattern.trim().toLowerCase();
  if (needle === '') {
    return true;
  }
  return fields.some((field) => (field ?? '').toLowerCase().includes(needle));
}

export interface SearchableSite {
  name: string;
  address: string;
  shortName: string | null;
}

export function siteMatchesSearch(site: SearchableSite, pattern: string): boolean {
  return matchesAny(pattern, [site.name, site.address, site.shortName]);
}

export interface SearchableMeasurement {
  name: string;
  type: string;
  unit: string;
}

export function measurementMatchesSearch(m: SearchableMeasurement, pattern: string): boolean {
  return matchesAny(pattern, [m.name, m.type, m.unit]);
}

/** The dashboard selection's search (001 §2): name or scope, case-insensitively. */
export function dashboardMatchesSearch(
  d: { name: string; scope: string | null },
  pattern: string,
): boolean {
  return matchesAny(pattern, [d.name, d.scope]);
}
