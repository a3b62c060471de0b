/**
 * The user menu's "Open in the building-automation system" (spec 000 §2): only when the site, or
 * else the project, has a commanderLicenseId and the deployment names the system's address; the
 * address template's `{licenseId}` is replaced by the (URL-encoded) license id.
 */
export function buildingSystemLink(
  urlTemplate: string | null,
  siteLicenseId: string | null | undefined,
  projectLicenseId: string | null | undefined,
): string | null {
  const licenseId = siteLicenseId || projectLicenseId;
  if (!urlTemplate || !licenseId) {
    return null;
  }
  return urlTemplate.replaceAll('{licenseId}', encodeURIComponent(licenseId));
}
