import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { lastingViolations } from './lasting-violations';

export interface AxeCheck {
  /** Only this part of the page (a selector), where the rest did not change. */
  within?: string;
  /**
   * Rules left out. By default label-content-name-mismatch, which flags the portals' shared top
   * bar menus and HeroUI's select trigger, which no screen owns; public pages check it too.
   */
  skipRules?: string[];
}

const PORTAL_SKIPPED_RULES = ['label-content-name-mismatch'];

/** The page's serious and critical axe violations, a line each with the first reason. */
export async function seriousViolations(page: Page, { within, skipRules = PORTAL_SKIPPED_RULES }: AxeCheck = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).disableRules(skipRules);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .slice(0, 3)
        .map((node) => `${violation.id}: ${node.html.slice(0, 120)} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    );
}

/** The serious and critical violations still there after the page settles. */
export async function lastingSeriousViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  return lastingViolations(() => seriousViolations(page, check));
}
