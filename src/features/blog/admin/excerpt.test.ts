import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH } from '../search';
import { defaultExcerpt } from './excerpt';
import { parseTags } from './schema';

describe('default excerpt shown as the hint of an empty excerpt', () => {
  it('is the first 150 characters of the text without markup, then an ellipsis', () => {
    const words = 'Ženy porazily Ostravu po velkém boji. '.repeat(10);
    const excerpt = defaultExcerpt(`<h2>Zápas</h2><p><strong>${words}</strong></p>`);
    expect(EXCERPT_LENGTH).toBe(150);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.startsWith('Zápas Ženy porazily Ostravu')).toBe(true);
    expect(excerpt.slice(0, -1).length).toBeLessThanOrEqual(150);
    expect(excerpt).not.toMatch(/[<>]/);
  });

  it('a short text is the whole excerpt, and an empty editor gives none', () => {
    expect(defaultExcerpt('<p>Krátká zpráva &amp; nic víc</p>')).toBe('Krátká zpráva & nic víc');
    expect(defaultExcerpt('<p></p>')).toBe('');
  });
});

describe('tags typed comma-separated', () => {
  it('are trimmed, without empties or repeats', () => {
    expect(parseTags(' zápas, Muži ,, zápas,')).toEqual(['zápas', 'Muži']);
    expect(parseTags('')).toEqual([]);
  });
});
