import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

/**
 * Every journey runs under the app's Content-Security-Policy: a blocked script, style, image or
 * request fails it. The page reports each violation on its console (Chromium logs the refusals
 * itself; the listener adds those it only signals as events), in the default context and in any
 * a journey opens with browser.newContext().
 */
const violations: string[] = [];
const watched = new WeakSet<BrowserContext>();

function reportViolations(context: BrowserContext): void {
  if (watched.has(context)) return;
  watched.add(context);
  void context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
}

export const test = base.extend<{ failOnPolicyViolation: void }, { watchedBrowser: Browser }>({
  watchedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        reportViolations(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  failOnPolicyViolation: [
    async ({ context }, use) => {
      violations.length = 0;
      reportViolations(context);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
