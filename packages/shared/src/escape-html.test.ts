import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns each markup character into a character reference', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });
  it('leaves other text, accents and emoji alone', () => {
    expect(escapeHtml('Café Nord — Room 3 🌿')).toBe('Café Nord — Room 3 🌿');
    expect(escapeHtml('')).toBe('');
  });
});
