import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createThrowawayDatabase } from '@club-app/supabase-local/testing';
import { compare, formatFigures, stackToDirect, TWO_EMBEDS, TWO_EMBEDS_TARGET, withFixtureStack } from '@club-app/supabase-local/bench';
import { benchAttendanceSummary } from './attendance';
import { benchApp } from './pages';
import { benchPortal } from './portal';
import { benchStandings } from './standings';
import { judge, summary } from './targets';
import type { TimedBench } from './timed-bench';

/**
 * `npm run bench`: the app's own figures, and the performance targets' table with each figure's target and a
 * ✓ or ✗ (the stack alone: `npm run bench:stack`). Prints; asserts nothing. Postgres figures too
 * when BENCH_DATABASE_URL (or DATABASE_URL) names a server: the bench works in a throwaway
 * database of its own there. `npm run bench -- --only portal` runs the portal section alone.
 */
const { values: options } = parseArgs({ options: { only: { type: 'string' } } });
if (options.only !== undefined && options.only !== 'portal') throw new Error(`--only ${options.only}: the section that runs alone is portal`);

async function printPortal(): Promise<void> {
  console.log('== Portal pages signed in: navigation to the first data row (Chromium, median of 5), next to the public /matches');
  for (const line of await benchPortal()) console.log(line);
}

if (options.only === 'portal') {
  await printPortal();
  console.log(`== ${summary()}`);
  process.exit(0);
}

const server = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
// p95 targets per engine: the standings after a result is saved, the coach's attendance screen.
for (const [title, bench, targets] of [
  ['Standings recalculation', benchStandings, { PGlite: 100, Postgres: 50 }],
  ['Attendance summary (coach portal)', benchAttendanceSummary, { PGlite: 100, Postgres: 100 }],
] as const) {
  console.log(`== ${title}`);
  const report = (engine: keyof typeof targets, { description, figures }: TimedBench) => {
    console.log(`${engine.padEnd(9)} ${description}: ${formatFigures(figures)}`);
    console.log(judge(`${title} p95, ${engine}`, `${figures.p95.toFixed(1)} ms`, `≤ ${targets[engine]} ms`, figures.p95 <= targets[engine]));
  };
  report('PGlite', await bench());
  if (server) {
    const database = await createThrowawayDatabase(server, `bench_${randomUUID().replaceAll('-', '')}`);
    try {
      report('Postgres', await bench(database.url));
    } finally {
      await database.drop();
    }
  }
}

console.log('== Local stack on Postgres: a list with two embeds, through the stack vs the same SQL directly');
if (server) {
  const comparison = await withFixtureStack(server, (stack) => compare(stack, TWO_EMBEDS));
  const { ratio, meets } = stackToDirect(comparison);
  const { viaStack, direct, directPrepared } = comparison;
  console.log(`  stack p50 ${viaStack.p50.toFixed(2)} ms, direct p50 ${direct.p50.toFixed(2)} ms (prepared, as the stack runs its own: ${directPrepared.p50.toFixed(2)} ms)`);
  console.log(judge('stack/direct p50, list with two embeds', `×${ratio.toFixed(2)}`, `≤ ×${TWO_EMBEDS_TARGET}`, meets));
} else {
  console.log('  (skipped: set BENCH_DATABASE_URL to a Postgres server)');
}

console.log('== Public pages and portal entry points (production build, 20 concurrent clients)');
for (const line of await benchApp()) console.log(line);
await printPortal();
console.log(`== ${summary()}`);
