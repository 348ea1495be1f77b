import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startLocalStack } from '@club-app/supabase-local';
import { DEMO_USERS, type DemoUser } from '../../tests/seed/demo-users';
import { startProductionServer } from '../production-server';
import { hasBuild } from './first-load-js';
import { judge } from './targets';

/**
 * How soon a signed-in user sees a portal page's data: from navigation until its first data row
 * is visible, in Debian's Chromium, cold (a fresh browser context: no cached scripts) and warm (the
 * same page opened again), median of RUNS. Each page is measured next to the public /matches in the
 * same run and the same way, since the machine's pace moves both alike; the target is a ratio.
 */
const PORT = Number(process.env.BENCH_PORTAL_PORT ?? 3212);
const RUNS = 5;
const TARGET_RATIO = 1.5;
const TIMEOUT_MS = 30_000;

/** The first data row of each kind of screen. */
const ROW = {
  table: 'table tbody tr td:not([colspan])',
  publicMatch: 'main section[aria-label] a[href^="/matches/"]',
  // The admin dashboard's list of the next matches: its panels come after the overview's figures.
  nextMatch: 'section[aria-labelledby="next-matches"] li',
  coachCategory: 'section[aria-labelledby="my-categories"] .grid > div',
  bettingMatch: 'main article[aria-label]',
} as const;

interface MeasuredPage {
  path: string;
  row: string;
  /** Who opens it; null: a visitor. */
  user: DemoUser | null;
}

const PUBLIC_PAGE: MeasuredPage = { path: '/matches', row: ROW.publicMatch, user: null };

const PORTAL_PAGES: MeasuredPage[] = [
  { path: '/admin', row: ROW.nextMatch, user: DEMO_USERS.admin },
  { path: '/admin/members', row: ROW.table, user: DEMO_USERS.admin },
  { path: '/admin/matches', row: ROW.table, user: DEMO_USERS.admin },
  { path: '/coaches/dashboard', row: ROW.coachCategory, user: DEMO_USERS.headCoach },
  { path: '/coaches/statistics', row: ROW.table, user: DEMO_USERS.headCoach },
  { path: '/betting', row: ROW.bettingMatch, user: DEMO_USERS.bettor },
  // The seeded bettor's bets, as cards.
  { path: '/betting/history', row: 'main article', user: DEMO_USERS.bettor },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A signed-in session of `user`, kept as cookies so each cold run starts a fresh context with it. */
type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function signedInState(browser: Browser, base: string, user: DemoUser): Promise<SignedInState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const isBettor = user === DEMO_USERS.bettor;
  await page.goto(`${base}${isBettor ? '/betting/login' : user.role === 'admin' ? '/login' : '/login?tab=coach'}`);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Heslo').fill(user.password);
  await page.getByRole('button', { name: /Přihlásit/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: TIMEOUT_MS });
  const state = await context.storageState();
  await context.close();
  return state;
}

declare global {
  interface Window {
    firstRowAt?: number;
  }
}

/**
 * Records, in the page itself, when the first element matching `row` is first shown: the page's
 * clock counts from the navigation's start, and a mutation observer sees the row the moment it is
 * parsed or rendered, where polling from outside would add its own interval. The time is taken in
 * the next frame once its layout is done (the browser renders the row once the stylesheets have
 * arrived, not at parsing), and only then is the row's visibility asked: asked earlier,
 * checkVisibility() lays the page out at once where it holds form controls (the portals' filters)
 * and not where it holds none (/matches), so one page was timed after its layout and the other
 * before it.
 */
function recordFirstRow(row: string): void {
  let frameAsked = false;
  const observer = new MutationObserver(() => {
    if (frameAsked || !document.querySelector(row)) return;
    frameAsked = true;
    requestAnimationFrame(() => {
      frameAsked = false;
      // The frame's style and layout, done here rather than right after this callback.
      document.documentElement.getBoundingClientRect();
      if (!document.querySelector(row)?.checkVisibility()) return;
      observer.disconnect();
      window.firstRowAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

interface Timing {
  row: number;
  firstByte: number;
  lastByte: number;
}

/** When the first row showed, and when the page's first and last bytes came (the server's share). */
async function timeToRow(page: Page, url: string): Promise<Timing> {
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  const handle = await page.waitForFunction(() => window.firstRowAt, undefined, { timeout: TIMEOUT_MS });
  await page.waitForLoadState('domcontentloaded', { timeout: TIMEOUT_MS });
  const response = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation').find((entry): entry is PerformanceNavigationTiming => 'responseEnd' in entry);
    return { firstByte: navigation?.responseStart ?? 0, lastByte: navigation?.responseEnd ?? 0 };
  });
  return { row: Number(await handle.jsonValue()), ...response };
}

/**
 * The page done with its first load: its requests answered and the browser idle. A person opens a
 * page again after using it, not while it is still hydrating; on two cores, a second navigation
 * sent at the first row's paint measured the server's render competing with the browser's
 * hydration of the page before.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5_000 })));
}

/** Cold: a fresh context (signed in, nothing cached); warm: the same page opened again in it, once the first load has settled. */
async function measure(browser: Browser, base: string, target: MeasuredPage, states: Map<DemoUser, SignedInState>, runs = RUNS) {
  const cold: Timing[] = [];
  const warm: Timing[] = [];
  for (let run = 0; run < runs; run += 1) {
    const state = target.user ? states.get(target.user) : undefined;
    const context: BrowserContext = await browser.newContext(state ? { storageState: state } : {});
    try {
      await context.addInitScript(recordFirstRow, target.row);
      const page = await context.newPage();
      cold.push(await timeToRow(page, `${base}${target.path}`));
      await settled(page);
      warm.push(await timeToRow(page, `${base}${target.path}`));
    } finally {
      await context.close();
    }
  }
  const medians = (times: Timing[]): Timing => ({
    row: median(times.map((time) => time.row)),
    firstByte: median(times.map((time) => time.firstByte)),
    lastByte: median(times.map((time) => time.lastByte)),
  });
  return { cold: medians(cold), warm: medians(warm) };
}

/** The portal pages and /matches, alternating so each pair meets the same minutes of the machine. */
export async function measurePortal(base: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const states = new Map<DemoUser, SignedInState>();
    for (const { user } of PORTAL_PAGES) if (user && !states.has(user)) states.set(user, await signedInState(browser, base, user));
    // Warmed once: the server's first render of each route compiles its code paths.
    for (const target of [PUBLIC_PAGE, ...PORTAL_PAGES]) await measure(browser, base, target, states, 1);
    const lines = [`  ${'page'.padEnd(20)} ${'cold'.padStart(20)} ${'warm'.padStart(20)}   ${'/matches cold'.padStart(20)} ${'warm'.padStart(20)}   ratio cold / warm`];
    const cell = (time: Timing) => `${Math.round(time.row)} (${Math.round(time.firstByte)}–${Math.round(time.lastByte)})`.padStart(20);
    for (const target of PORTAL_PAGES) {
      const portal = await measure(browser, base, target, states);
      const reference = await measure(browser, base, PUBLIC_PAGE, states);
      const ratios = { cold: portal.cold.row / reference.cold.row, warm: portal.warm.row / reference.warm.row };
      lines.push(
        `  ${target.path.padEnd(20)} ${cell(portal.cold)} ${cell(portal.warm)}   ${cell(reference.cold)} ${cell(reference.warm)}   ×${ratios.cold.toFixed(2)} / ×${ratios.warm.toFixed(2)}`,
      );
      const worst = Math.max(ratios.cold, ratios.warm);
      lines.push(judge(`${target.path} first row vs /matches (cold, warm)`, `×${worst.toFixed(2)}`, `≤ ×${TARGET_RATIO}`, worst <= TARGET_RATIO));
    }
    lines.push('  (ms; in brackets the first and the last byte of the page\'s HTML: the server\'s share)');
    return lines;
  } finally {
    await browser.close();
  }
}

/** The section on its own: the seeded stack and the production build, as benchApp starts them. */
export async function benchPortal(): Promise<string[]> {
  if (!hasBuild()) return ['(skipped: run `npm run build` first, with NEXT_PUBLIC_SUPABASE_URL on the stack’s port)'];
  const stack = await startLocalStack({ memory: true });
  try {
    const app = await startProductionServer(PORT, { NEXT_PUBLIC_SUPABASE_URL: stack.url, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey });
    try {
      return await measurePortal(app.url);
    } finally {
      await app.stop();
    }
  } finally {
    await stack.stop();
  }
}
