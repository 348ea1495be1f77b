import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { lastingViolations } from './lasting-violations';

/**
 * The serious and critical axe violations still there after the page settles, a line each.
 * label-content-name-mismatch is left out: it flags the shared top bar's menus and HeroUI's select
 * trigger, which no screen owns.
 */
export async function lastingSeriousViolations(page: Page): Promise<string[]> {
  return lastingViolations(async () => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .disableRules(['label-content-name-mismatch'])
      .analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.slice(0, 3).map((node) => `${violation.id}: ${node.html.slice(0, 120)}`));
  });
}
