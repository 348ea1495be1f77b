import { describe, expect, it } from 'vitest';
import { firstLoadBytes, formatKb, hasBuild, ROUTE_BUDGETS } from '../../scripts/bench/first-load-js';

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
  },
);
