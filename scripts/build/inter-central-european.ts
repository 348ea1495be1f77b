import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';

/**
 * The letters beyond Latin-1 that the club's texts use: Czech (ě š č ř ž ů ď ť ň), Slovak (ľ ĺ ŕ),
 * Polish (ł ś ź ż ą ę ć ń) and Hungarian (ő ű) names of players and opponents. Inter's latin-ext
 * subset holds some 900 more glyphs (85 kB): a first visit downloaded it on every page, as the
 * Czech texts touch its range. Any other letter of that range falls back to the system font.
 */
export const CENTRAL_EUROPEAN_LETTERS = 'ĄąĆćČčĎďĘęĚěĹĺĽľŁłŃńŇňŐőŔŕŘřŚśŠšŤťŮůŰűŹźŻżŽž';

const root = resolve(import.meta.dirname, '../..');
const SOURCE = resolve(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2');
export const SUBSET_FILE = resolve(root, 'src/styles/fonts/inter-central-european-wght-normal.woff2');

/** Inter's variable latin-ext font cut to CENTRAL_EUROPEAN_LETTERS, with its weight axis and layout features. */
export function subsetInter(): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE), CENTRAL_EUROPEAN_LETTERS, { targetFormat: 'woff2' });
}

/** The letters as the CSS `unicode-range` of their @font-face: consecutive code points joined. */
export function unicodeRange(letters: string): string {
  const points = [...new Set([...letters].map((letter) => letter.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(SUBSET_FILE, await subsetInter());
  console.log(`${SUBSET_FILE}\nunicode-range: ${unicodeRange(CENTRAL_EUROPEAN_LETTERS)};`);
}
