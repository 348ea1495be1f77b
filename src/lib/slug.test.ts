import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug';

describe('slug from a title', () => {
  it.each([
    ['Výhra žen nad Ostravou!', 'vyhra-zen-nad-ostravou'],
    ['ěščřžýáíéúůťďňó', 'escrzyaieuutdno'],
    ['ĚŠČŘŽÝÁÍÉÚŮŤĎŇÓ', 'escrzyaieuutdno'],
    ['Dorost   vyhrál  turnaj', 'dorost-vyhral-turnaj'],
    ['Zápas -- odložen --- kvůli dešti', 'zapas-odlozen-kvuli-desti'],
    ['  - Úvodní slovo -  ', 'uvodni-slovo'],
    ['Sezóna 2026/2027: 1. kolo, 3:2 (po prodloužení)', 'sezona-2026-2027-1-kolo-3-2-po-prodlouzeni'],
    ['„Přijďte!“ — říká trenér', 'prijdte-rika-trener'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('every generated slug passes the database check unless the title has no letters or digits', () => {
    for (const title of ['Výhra žen nad Ostravou!', '  ---A---  ', 'Muži 2. liga']) expect(slugify(title)).toMatch(SLUG_PATTERN);
    expect(slugify('!!! ---')).toBe('');
  });

  it('the pattern refuses what the database refuses', () => {
    for (const bad of ['Velka', 'a--b', '-a', 'a-', 'a b', 'výhra', '']) expect(SLUG_PATTERN.test(bad)).toBe(false);
  });
});
