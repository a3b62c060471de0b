// Media queries as a window of a given width answers them, for the server's render of a first
// screen (first-screen/render.tsx): a screen that picks its layout with useMediaQuery must pick
// the one the browser's app will, or the page changes when the app takes over. The server takes
// the width from the app's cookie (lib/viewport-hint.ts), else from whether the browser says it is
// a phone's; MUI's queries are min- and max-width in px, joined by "and".
import type { Theme } from '@mui/material/styles';

const WIDTH_CLAUSE = /\((min|max)-width:\s*([\d.]+)px\)/g;

export function matchesAtWidth(query: string, width: number): boolean {
  const clauses = [...query.matchAll(WIDTH_CLAUSE)];
  return (
    clauses.length > 0 &&
    clauses.every(([, bound, px]) => (bound === 'min' ? width >= Number(px) : width <= Number(px)))
  );
}

/** The theme with useMediaQuery answered at `width` while rendering on the server. */
export function withMediaWidth(theme: Theme, width: number): Theme {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiUseMediaQuery: {
        defaultProps: {
          ssrMatchMedia: (query: string) => ({ matches: matchesAtWidth(query, width) }),
        },
      },
    },
  };
}
