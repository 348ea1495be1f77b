import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  defaultNextDir,
  firstLoadScripts,
  firstLoadStylesheets,
  formatKb,
  hasBuild,
  ROUTE_BUDGETS,
} from '../../scripts/bench/first-load-js';

/**
 * Public pages link the site's own stylesheet only; HeroUI's classes come with
 * src/styles/with-heroui.css wherever HeroUI components render (the file says why). A class
 * every HeroUI component carries and the site's own code never writes marks both sides.
 */
// Spelled in parts: Tailwind scans the repository for class names, and the whole word here would
// put the class into the public stylesheet.
const HEROUI_MARK = ['tap', 'highlight', 'transparent'].join('-');
const PUBLIC_STYLESHEETS_LIMIT = 16 * 1024;

const read = (file: string) => readFileSync(resolve(defaultNextDir, file), 'utf8');
const stylesheetsHaveHeroUI = (appRoute: string) =>
  firstLoadStylesheets(appRoute).some((file) => read(file).includes(`.${HEROUI_MARK}`));

/** Every page of the build, as its client reference manifest names it. */
function appRoutes(directory = resolve(defaultNextDir, 'server/app'), prefix = ''): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return appRoutes(resolve(directory, entry.name), `${prefix}/${entry.name}`);
    return entry.name === 'page_client-reference-manifest.js' ? [`${prefix}/page`] : [];
  });
}

describe.skipIf(!hasBuild())('stylesheets of the production build (`npm run build`, then `npm run test:budget`)', () => {
  it.each(ROUTE_BUDGETS.filter(({ appRoute }) => appRoute.startsWith('/(public)/')))(
    '$path links no HeroUI classes, ≤ 16 kB gzipped',
    ({ appRoute }) => {
      expect(stylesheetsHaveHeroUI(appRoute)).toBe(false);
      const bytes = firstLoadStylesheets(appRoute).reduce((total, file) => total + gzipSync(read(file)).byteLength, 0);
      expect(bytes, formatKb(bytes)).toBeLessThanOrEqual(PUBLIC_STYLESHEETS_LIMIT);
    },
  );

  it('every page whose first load runs HeroUI components links their classes', () => {
    const routes = appRoutes();
    expect(routes).toContain('/admin/page');
    const unstyled = routes.filter(
      (route) => firstLoadScripts(route).some((file) => read(file).includes(HEROUI_MARK)) && !stylesheetsHaveHeroUI(route),
    );
    expect(unstyled).toEqual([]);
  });
});
