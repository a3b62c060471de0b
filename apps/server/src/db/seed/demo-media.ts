/**
 * Images of the demo as SVG data URLs (no files to serve, allowed by the CSP): site logos, the
 * portfolio's wordmark on branded kiosks, and the floor plans of Lincoln Elementary, drawn from
 * the same rectangles as the floors' zoneData.
 */
import { escapeHtml } from '@airboard/shared';
import type { FloorZoneRect } from '../schema/json-types';

const toDataUrl = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
/** A round monogram logo in the site's colour. */
export function siteLogo(initials: string, color: string): string {
  return toDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<circle cx="48" cy="48" r="46" fill="${color}"/>` +
      `<text x="48" y="58" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`,
  );
}

/** A wide wordmark for dark kiosk backgrounds: a leaf in the site's colour and the name in white. */
export function wordmark(name: string, color: string): string {
  return toDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96">` +
      `<path d="M20 76 C20 36 48 16 84 16 C84 56 60 80 20 76 Z" fill="${color}"/>` +
      `<path d="M24 72 L64 36" stroke="#fff" stroke-width="4" stroke-linecap="round"/>` +
      `<text x="100" y="60" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#fff">${escapeHtml(name)}</text></svg>`,
  );
}

/**
 * An architectural-looking plan, 1286 × 600: outer wall, rooms and door gaps, and the floor's
 * title. Room names are left to the floor-plan view, which draws them with each zone's value.
 */
export function floorPlan(title: string, rooms: FloorZoneRect[]): string {
  const roomSvg = rooms
    .map(
      (r) =>
        `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="#f5f3ee" stroke="#37474f" stroke-width="4"/>` +
        `<rect x="${r.x + r.w / 2 - 22}" y="${r.y + r.h - 3}" width="44" height="6" fill="#f5f3ee"/>`,
    )
    .join('');
  return toDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1286" height="600" viewBox="0 0 1286 600">` +
      `<rect width="1286" height="600" fill="#e8e4da"/>` +
      `<rect x="20" y="20" width="1246" height="560" fill="none" stroke="#263238" stroke-width="8"/>` +
      roomSvg +
      `<text x="1250" y="570" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="#607d8b" text-anchor="end">${escapeHtml(title)}</text></svg>`,
  );
}
