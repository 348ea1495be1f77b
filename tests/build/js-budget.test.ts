import { describe, expect, it } from 'vitest';
import { firstLoadBytes, formatKb, hasBuild, PORTAL_SCREEN_LIMIT_BYTES, portalAppRoutes, ROUTE_BUDGETS } from '../../scripts/bench/first-load-js';

/**
 * The first-load JavaScript budget, read from the production build's manifests: fails when a route's
 * first load grows past its limit. `.ci/run` runs it after `npm run build` (`npm run test:budget`);
 * without a build there is nothing to measure and it is skipped, saying so.
 */
describe.skipIf(!hasBuild())(
  'first-load JavaScript (gzip) of the production build stays within budget (`npm run build`, then `npm run test:budget`)',
  () => {
    it.each(ROUTE_BUDGETS)('$path ≤ $limitBytes bytes', ({ appRoute, limitBytes }) => {
      const bytes = firstLoadBytes(appRoute);
      expect(bytes, `${appRoute}: ${formatKb(bytes)} of ${formatKb(limitBytes)}`).toBeLessThanOrEqual(limitBytes);
    });

    it(`every portal screen ≤ ${formatKb(PORTAL_SCREEN_LIMIT_BYTES)}`, () => {
      const routes = portalAppRoutes();
      expect(routes).toContain('/admin/posts/page');
      const over = routes
        .map((appRoute) => ({ appRoute, bytes: firstLoadBytes(appRoute) }))
        .filter(({ bytes }) => bytes > PORTAL_SCREEN_LIMIT_BYTES)
        .map(({ appRoute, bytes }) => `${appRoute}: ${formatKb(bytes)}`);
      expect(over).toEqual([]);
    });
  },
);
