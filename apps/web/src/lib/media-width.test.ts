// The server answers MUI's media queries as a phone's or a desktop's window would.
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { matchesAtWidth } from './media-width';

const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

const { breakpoints } = createTheme();
const query = (q: string) => q.replace(/^@media ?/, '');

describe('matchesAtWidth', () => {
  it("answers MUI's breakpoint queries at a phone's width and a desktop's", () => {
    const down = query(breakpoints.down('sm'));
    const up = query(breakpoints.up('md'));
    const between = query(breakpoints.between('sm', 'xl'));

    expect([down, up, between].map((q) => matchesAtWidth(q, PHONE_WIDTH))).toEqual([
      true,
      false,
      false,
    ]);
    expect([down, up, between].map((q) => matchesAtWidth(q, DESKTOP_WIDTH))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('takes both bounds as inclusive, and a query with no width as not matching', () => {
    expect(matchesAtWidth('(min-width:600px)', 600)).toBe(true);
    expect(matchesAtWidth('(max-width:599.95px)', 600)).toBe(false);
    expect(matchesAtWidth('(prefers-reduced-motion: reduce)', PHONE_WIDTH)).toBe(false);
  });
});
