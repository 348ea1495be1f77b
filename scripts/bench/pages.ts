import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startLocalStack } from '@club-app/supabase-local';
import { startProductionServer } from '../production-server';
import { formatFigures, type Figures } from '@club-app/supabase-local/bench';
import { firstLoadBytes, formatKb, hasBuild, ROUTE_BUDGETS } from './first-load-js';
import { runLighthouse } from './lighthouse';
import { loadInTurns } from './load';
import { hasNginx, NGINX, startNginx } from './nginx';
import { measureRevalidation } from './revalidation';
import { judge } from './targets';

/**
 * The production build (`next start`) with the seeded stack: public pages under 20 concurrent
 * clients, each next to a static file of its own HTML served by the same server, both straight
 * from Next and through deploy/nginx/club.conf's cache (Debian's nginx); first-load
 * JavaScript; the size of /matches; how long an admin's save takes to reach the public page; and
 * Lighthouse. The build has the stack's URL inlined, so the stack runs on SUPABASE_LOCAL_PORT
 * (the port the build was made for; 54321 by default).
 */
// 3000 responses of each address in six alternating turns, a few seconds per address: 400 in a
// row, under a second, moved the ratios by more than the gap to their targets from run to run.
const LOAD = { concurrency: 20, total: Number(process.env.BENCH_PAGE_REQUESTS ?? 3000), turns: 6, warmup: 200 };
const PORT = Number(process.env.BENCH_APP_PORT ?? 3210);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3211);
const POST_SLUG = 'muzi-vstoupili-do-sezony-vyhrou';
const root = resolve(import.meta.dirname, '../..');
const STATIC_DIR = resolve(root, 'public/__bench');
const staticName = (path: string) => `${path.replace(/[^a-z0-9]+/gi, '_') || 'page'}.html`;

async function body(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** A match of the own club, found the way a visitor finds one: the first link on /matches. */
async function aMatchPath(base: string): Promise<string> {
  const match = /href="(\/matches\/[0-9a-f-]{36})"/.exec(await body(`${base}/matches`));
  if (!match?.[1]) throw new Error('/matches links no match: is the stack seeded?');
  return match[1];
}

function firstLoadLines(): string[] {
  return ROUTE_BUDGETS.map(({ path, appRoute, limitBytes }) => {
    const bytes = firstLoadBytes(appRoute);
    return judge(`first-load JS ${path}`, formatKb(bytes), `≤ ${formatKb(limitBytes)}`, bytes <= limitBytes);
  });
}

/** A page to load-test, and how the table names it (`/matches/{id}`, not the seed's uuid). */
interface LoadedPage {
  label: string;
  path: string;
}

/** A page and its static twin through one server: their figures, and the two ratios judged. */
function pairLines(label: string, twinLabel: string, page: Figures & { bytes: number }, twin: Figures, targets: { perSecond: number; p95: number }): string[] {
  const throughput = page.perSecond / twin.perSecond;
  const latency = page.p95 / twin.p95;
  return [
    `  ${label.padEnd(24)} ${formatFigures(page)}  (${formatKb(page.bytes)})`,
    `  ${twinLabel.padEnd(24)} ${formatFigures(twin)}`,
    judge(`${label} req/s vs static file`, `${throughput.toFixed(2)}×`, `≥ ${targets.perSecond}×`, throughput >= targets.perSecond),
    judge(`${label} p95 vs static file`, `×${latency.toFixed(1)}`, `≤ ×${targets.p95}`, latency <= targets.p95),
  ];
}

// Next's own handler serving a cached page does a good deal more than a static file's read; the
// production shape puts deploy/nginx/club.conf in front, whose cache must serve a page nearly as
// a file. The origin's target still catches a regression in the app itself.
const ORIGIN_TARGETS = { perSecond: 0.6, p95: 1.5 };
const NGINX_TARGETS = { perSecond: 0.9, p95: 1.3 };

async function loadLines(base: string, pages: LoadedPage[], app: { restart: () => Promise<void> }): Promise<string[]> {
  // Each page's static twin is a file of the page's own HTML: the same bytes cost the same to
  // compress and to decompress (a file of one repeated letter, gzipped 1000 to 1, made the static
  // side's compression nearly free). The twins are written first, then the server restarted: it
  // lists public/ at start. nginx gets the same files, served by the club's server block itself.
  mkdirSync(STATIC_DIR, { recursive: true });
  const twins = new Map<string, string>();
  for (const { path } of pages) {
    const html = await body(`${base}${path}`);
    twins.set(path, html);
    writeFileSync(resolve(STATIC_DIR, staticName(path)), html);
  }
  await app.restart();
  const nginx = hasNginx() ? await startNginx({ upstreamPort: PORT, port: NGINX_PORT }) : null;
  const lines: string[] = nginx ? [] : [`  (nginx skipped: ${NGINX} is missing; apt-get install nginx)`];
  try {
    if (nginx) for (const [path, html] of twins) writeFileSync(resolve(nginx.staticDir, staticName(path)), html);
    for (const { label, path } of pages) {
      const urls = [`${base}${path}`, `${base}/__bench/${staticName(path)}`];
      if (nginx) {
        // A page nginx did not keep would be measured as a proxied origin: the second request
        // must be a hit (loadInTurns's warm-up then runs on the cache).
        await body(`${nginx.url}${path}`);
        const second = await fetch(`${nginx.url}${path}`);
        await second.arrayBuffer();
        const status = second.headers.get('x-cache-status') ?? 'none';
        lines.push(judge(`${label} served from nginx's cache`, status, 'HIT', status === 'HIT'));
        urls.push(`${nginx.url}${path}`, `${nginx.url}${nginx.staticPath(staticName(path))}`);
      }
      // Warmed alike (20 requests left the page on a server still compiling its code paths), then
      // measured in turns, so all meet the same minutes of a shared machine.
      const [page, twin, proxied, proxiedTwin] = await loadInTurns(urls, LOAD);
      if (!page || !twin) throw new Error(`${path}: no figures`);
      lines.push(...pairLines(label, 'static file, same HTML', page, twin, ORIGIN_TARGETS));
      if (proxied && proxiedTwin) lines.push(...pairLines(`${label} via nginx`, 'nginx, same HTML as file', proxied, proxiedTwin, NGINX_TARGETS));
    }
  } finally {
    await nginx?.stop();
  }
  return lines;
}

export async function benchApp(): Promise<string[]> {
  if (!hasBuild()) return ['(skipped: run `npm run build` first, with NEXT_PUBLIC_SUPABASE_URL on the stack’s port)'];
  const lines = firstLoadLines();
  const stack = await startLocalStack({ memory: true });
  const base = `http://localhost:${PORT}`;
  // The build inlined the public URL into the app, but the page cache handler reads it at run
  // time: without it every cache read throws, and each request was rendered afresh.
  const startApp = () =>
    startProductionServer(PORT, { NEXT_PUBLIC_SUPABASE_URL: stack.url, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey });
  let app = await startApp();
  try {
    const matchesBytes = Buffer.byteLength(await body(`${base}/matches`));
    lines.push(judge('/matches HTML (no category)', formatKb(matchesBytes), '≤ 60 kB', matchesBytes <= 60 * 1024));
    const pages: LoadedPage[] = [
      { label: '/', path: '/' },
      { label: '/matches?category=men', path: '/matches?category=men' },
      { label: '/blog/{slug}', path: `/blog/${POST_SLUG}` },
      { label: '/matches/{id}', path: await aMatchPath(base) },
    ];
    lines.push(
      ...(await loadLines(base, pages, {
        restart: async () => {
          await app.stop();
          app = await startApp();
        },
      })),
    );
    lines.push(...(await measureRevalidation(base, POST_SLUG)));
    lines.push(
      ...(await runLighthouse(base, [
        { label: '/', path: '/' },
        { label: '/matches', path: '/matches' },
        { label: '/blog/{slug}', path: `/blog/${POST_SLUG}` },
      ])),
    );
    return lines;
  } finally {
    await app.stop();
    rmSync(STATIC_DIR, { recursive: true, force: true });
    await stack.stop();
  }
}
