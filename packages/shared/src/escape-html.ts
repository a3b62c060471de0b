/**
 * Text placed into HTML (e-mail bodies, map markers and attributions): the five characters HTML
 * reads as markup become numeric character references, so a site name or message shows as typed.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
