// Which kiosk an address shows (002 §2): a kiosk's public id (/kiosk/{id}, or a kioskId query)
// wins; otherwise the signed-in user's kiosk of the siteId (and zoneId) query. Read by the kiosk
// route to choose its screen and by its loader to start that screen's queries.

export type KioskAddress =
  | { kind: 'public'; kioskId: string }
  | { kind: 'site'; siteId: string; zoneId: string | null }
  /** Neither: the screen asks for a site. */
  | { kind: 'none' };

/** `linkId`: the public id the path carries (/kiosk/{id}), which wins over the query's. */
export function kioskAddressOf(
  search: URLSearchParams,
  linkId: string | null = null,
): KioskAddress {
  const kioskId = linkId ?? search.get('kioskId');
  if (kioskId) {
    return { kind: 'public', kioskId };
  }
  const siteId = search.get('siteId');
  if (!siteId) {
    return { kind: 'none' };
  }
  return { kind: 'site', siteId, zoneId: search.get('zoneId') || null };
}
