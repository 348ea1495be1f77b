import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalStack } from '../../supabase/local/index';
import { formatFigures } from '../../supabase/local/bench/measure';
import { loadTest } from './load';

/**
 * Public pages under 20 concurrent clients against `next start` (the production build) and the
 * seeded stack, each next to a static file of the same size served by the same server, and the
 * first-load JavaScript of `/`. The build must exist (`npm run build`): it has the stack's URL
 * inlined, so the stack runs on its default port here.
 */
const CONCURRENCY = 20;
const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 400);
const PORT = Number(process.env.BENCH_APP_PORT ?? 3210);
const root = resolve(import.meta.dirname, '../..');
const STATIC_DIR = resolve(root, 'public/__bench');
const staticName = (path: string) => `${path.replace(/[^a-z0-9]+/gi, '_') || 'page'}.html`;

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function startApp(serviceRoleKey: string): Promise<ChildProcess> {
  // Next's own binary, not npx: a signal to npx would not reach the server it starts.
  const app = spawn(process.execPath, [resolve(root, 'node_modules/next/dist/bin/next'), 'start', '--port', String(PORT)], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey, NODE_OPTIONS: '--experimental-websocket' },
  });
  await waitFor(`http://localhost:${PORT}/login`);
  return app;
}

async function stopApp(app: ChildProcess): Promise<void> {
  if (app.exitCode !== null) return;
  const exited = new Promise((done) => app.once('exit', done));
  app.kill('SIGTERM');
  await exited;
}

/** gzip size of the scripts `/` loads: what a first visit downloads before the page is interactive. */
async function firstLoadJs(base: string): Promise<number> {
  const html = await (await fetch(`${base}/`)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? ''))];
  let total = 0;
  for (const src of sources) total += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).byteLength;
  return total;
}

export async function benchPages(paths: string[]): Promise<string[]> {
  if (!existsSync(resolve(root, '.next/BUILD_ID'))) return ['(pages skipped: run `npm run build` first)'];
  const stack = await startLocalStack({ memory: true });
  const base = `http://localhost:${PORT}`;
  let app: ChildProcess | null = null;
  try {
    // First run: the pages' sizes, to write static twins the server then serves from public/.
    app = await startApp(stack.serviceRoleKey);
    const sizes = new Map<string, number>();
    for (const path of paths) sizes.set(path, (await (await fetch(`${base}${path}`)).arrayBuffer()).byteLength);
    await stopApp(app);
    mkdirSync(STATIC_DIR, { recursive: true });
    for (const [path, size] of sizes) writeFileSync(resolve(STATIC_DIR, staticName(path)), 'x'.repeat(size));
    app = await startApp(stack.serviceRoleKey);

    const lines: string[] = [];
    for (const path of paths) {
      const page = await loadTest(`${base}${path}`, CONCURRENCY, REQUESTS);
      const twin = await loadTest(`${base}/__bench/${staticName(path)}`, CONCURRENCY, REQUESTS);
      lines.push(`GET ${path.padEnd(36)} ${formatFigures(page)}  (${(page.bytes / 1024).toFixed(0)} kB)`);
      lines.push(`    static file, same size       ${formatFigures(twin)}  → page/static: ${(twin.perSecond / page.perSecond).toFixed(1)}× fewer req/s, p95 ×${(page.p95 / twin.p95).toFixed(1)}`);
    }
    lines.push(`First-load JS of /: ${(((await firstLoadJs(base)) / 1024)).toFixed(0)} kB gzip`);
    return lines;
  } finally {
    if (app) await stopApp(app);
    rmSync(STATIC_DIR, { recursive: true, force: true });
    await stack.stop();
  }
}
