import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startLocalStack } from '../../supabase/local/index';
import { formatFigures } from '../../supabase/local/bench/measure';
import { loadTest } from './load';

/**
 * Server response times of public pages under 20 concurrent clients, against `next start` (the
 * production build) and the seeded stack. The build must exist (`npm run build`): it has the
 * stack's URL inlined, so the stack runs on its default port here.
 */
const CONCURRENCY = 20;
const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 400);
const PORT = Number(process.env.BENCH_APP_PORT ?? 3210);
const root = resolve(import.meta.dirname, '../..');

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

export async function benchPages(paths: string[]): Promise<string[]> {
  if (!existsSync(resolve(root, '.next/BUILD_ID'))) return ['(pages skipped: run `npm run build` first)'];
  const stack = await startLocalStack({ memory: true });
  let app: ChildProcess | null = null;
  try {
    app = spawn('npx', ['next', 'start', '--port', String(PORT)], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey, NODE_OPTIONS: '--experimental-websocket' },
    });
    await waitFor(`http://localhost:${PORT}/login`);
    const lines: string[] = [];
    for (const path of paths) {
      const figures = await loadTest(`http://localhost:${PORT}${path}`, CONCURRENCY, REQUESTS);
      lines.push(`GET ${path.padEnd(24)} ${CONCURRENCY} clients: ${formatFigures(figures)}  (${(figures.bytes / 1024).toFixed(0)} kB)`);
    }
    return lines;
  } finally {
    app?.kill('SIGTERM');
    await stack.stop();
  }
}
