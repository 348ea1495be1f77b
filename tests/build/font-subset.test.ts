import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CENTRAL_EUROPEAN_LETTERS, SUBSET_FILE, subsetInter, unicodeRange } from '../../scripts/build/inter-central-european';

/**
 * The site's font beyond Latin-1 is a subset of Inter's latin-ext made by `npm run fonts:subset`:
 * the committed file, the stylesheet's unicode-range and the letters the club's texts use must
 * agree, or a letter shows in the system font in the middle of an Inter word.
 */
const root = resolve(import.meta.dirname, '../..');
const STYLESHEET = resolve(root, 'src/app/globals.css');

/** The @font-face block of the stylesheet that loads the subset file. */
function subsetFace(): string {
  const faces = readFileSync(STYLESHEET, 'utf8').match(/@font-face\s*{[^}]*}/g) ?? [];
  const face = faces.find((block) => block.includes('inter-central-european-wght-normal.woff2'));
  if (!face) throw new Error('globals.css loads no inter-central-european-wght-normal.woff2');
  return face;
}

/** Texts a visitor or a club member reads: the app's sources (tests aside) and the seeded club. */
function clubTexts(): string {
  const sources = readdirSync(resolve(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => readFileSync(resolve(root, 'src', path), 'utf8'));
  return [...sources, readFileSync(resolve(root, 'supabase/seed.sql'), 'utf8')].join('\n');
}

describe('the Central European subset of Inter', () => {
  it('is the file the subsetting script makes from the installed Inter', async () => {
    expect(Buffer.compare(readFileSync(SUBSET_FILE), await subsetInter()), 'run `npm run fonts:subset`').toBe(0);
  });

  it('is used by the stylesheet for exactly its letters', () => {
    const range = /unicode-range:\s*([^;]+);/.exec(subsetFace())?.[1]?.replace(/\s+/g, ' ');
    expect(range).toBe(unicodeRange(CENTRAL_EUROPEAN_LETTERS));
    expect(unicodeRange('ŘřČčěŠ')).toBe('U+010C-010D, U+011B, U+0158-0159, U+0160');
  });

  it('holds every letter beyond Latin-1 that the club texts use', () => {
    const used = new Set([...clubTexts()].filter((character) => (character.codePointAt(0) ?? 0) > 0xff && /\p{L}/u.test(character)));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((letter) => !CENTRAL_EUROPEAN_LETTERS.includes(letter))).toEqual([]);
  });
});
