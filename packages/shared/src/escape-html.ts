/**
 * Text placed into HTML or SVG (e-mail bodies, map markers and attributions, demo images): the five characters HTML
 * reads as markup become numeric character references, so a site name or message shows as typed.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
