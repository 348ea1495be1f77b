import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { judge } from './targets';

const DEBUGGING_PORT = Number(process.env.BENCH_CHROME_PORT ?? 9333);
const CATEGORIES = [
  { id: 'performance', label: 'performance', minimum: 95 },
  { id: 'accessibility', label: 'accessibility', minimum: 100 },
  { id: 'best-practices', label: 'best practices', minimum: 95 },
  { id: 'seo', label: 'SEO', minimum: 100 },
] as const;

async function waitForDebugger(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`)).ok) return;
    } catch {
      // Chromium not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Chromium did not open its debugging port ${DEBUGGING_PORT}`);
}

/**
 * Runs per page. Lighthouse's documentation advises the median of five runs: one run's simulated
 * timings move with the machine (one page scored 93, 97 and 100 in three runs in a row), and the
 * first paint of `/` and `/matches` is bimodal (README, bench figures).
 */
const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Lighthouse's mobile preset (its default) on each page, driving Debian's Chromium; each
 * category's median score of RUNS runs. Not part of CI: scores move with the machine's load; the
 * bench prints them against their targets.
 */
export async function runLighthouse(base: string, pages: { label: string; path: string }[]): Promise<string[]> {
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${DEBUGGING_PORT}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    await waitForDebugger();
    const lines: string[] = [];
    for (const { label: page, path } of pages) {
      const scores = new Map<string, number[]>(CATEGORIES.map(({ id }) => [id, []]));
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${base}${path}`, { port: DEBUGGING_PORT, logLevel: 'error', onlyCategories: CATEGORIES.map((category) => category.id) });
        for (const { id } of CATEGORIES) scores.get(id)?.push(Math.round((result?.lhr.categories[id]?.score ?? 0) * 100));
      }
      for (const { id, label, minimum } of CATEGORIES) {
        const runs = scores.get(id) ?? [];
        const score = median(runs);
        const value = `${score} (${runs.join(', ')})`;
        lines.push(judge(`Lighthouse ${label} ${page}`, value, minimum === 100 ? '100' : `≥ ${minimum}`, score >= minimum));
      }
    }
    return lines;
  } finally {
    chromium.kill();
  }
}
