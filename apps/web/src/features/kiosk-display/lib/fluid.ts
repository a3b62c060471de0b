// Lengths that follow the kiosk's own size rather than the browser's pixels, so one layout fills
// a 720p portrait screen and a 4K landscape one alike. Each kiosk box declares itself a size
// container; a length is a share of the nearest one's shorter side (cqmin), or of its width or
// height, clamped so it stays readable in a small preview (the demo) and sane on huge walls.

/** `share` % of the container's shorter side, at least `minRem` and at most `maxRem`. */
export const fluid = (minRem: number, share: number, maxRem: number): string =>
  `clamp(${minRem}rem, ${share}cqmin, ${maxRem}rem)`;

/** The smaller of `heightShare` % of the container's height and `widthShare` % of its width. */
export const fit = (heightShare: number, widthShare: number): string =>
  `min(${heightShare}cqh, ${widthShare}cqw)`;

/** The corner radius of the kiosk's surfaces. */
export const surfaceRadius = fluid(0.5, 1.8, 2);

/** The space between the kiosk's parts. */
export const gutter = fluid(0.5, 2.4, 3);
