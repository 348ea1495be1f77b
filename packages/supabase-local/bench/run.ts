#!/usr/bin/env -S tsx
import { formatFigures } from './measure';
import { compare, REQUESTS, scenarios, stackToDirect, TWO_EMBEDS, TWO_EMBEDS_TARGET, WARMUP, withFixtureStack } from './scenarios';

/**
 * `npm run bench:stack`: what the stack costs on top of the SQL it runs. For each engine
 * (PGlite always; Postgres when BENCH_DATABASE_URL or DATABASE_URL names a server — the bench
 * works in a throwaway database of its own there) four requests go through supabase-js's HTTP shape,
 * and the equivalent SQL runs directly in the same per-request transaction setup, unprepared and
 * prepared (as the stack runs its own on a server), all in turns. Prints figures, and the two-embed list's figure with its target; it is not a test and asserts nothing.
 */
async function benchEngine(label: string, databaseUrl: string | undefined): Promise<void> {
  console.log(`\n${label}`);
  await withFixtureStack(databaseUrl, async (stack) => {
    for (const scenario of scenarios) {
      const comparison = await compare(stack, scenario);
      const { viaStack, direct, directPrepared } = comparison;
      console.log(`  ${scenario.name}`);
      console.log(`    stack            ${formatFigures(viaStack)}`);
      console.log(`    direct           ${formatFigures(direct)}`);
      console.log(`    direct, prepared ${formatFigures(directPrepared)}`);
      console.log(`    stack/direct p50 ×${(viaStack.p50 / direct.p50).toFixed(2)}, throughput ×${(direct.perSecond / viaStack.perSecond).toFixed(2)}`);
      console.log(`    stack/direct prepared p50 ×${(viaStack.p50 / directPrepared.p50).toFixed(2)}`);
      // The two-embed target is set for a Postgres server.
      if (scenario === TWO_EMBEDS && databaseUrl) {
        const { ratio, meets } = stackToDirect(comparison);
        console.log(`    ${meets ? '✓' : '✗'} two embeds: stack/direct p50 ×${ratio.toFixed(2)}, target ≤ ×${TWO_EMBEDS_TARGET}`);
      }
    }
  });
}

console.log(`Local stack benchmark: ${REQUESTS} sequential requests per scenario after ${WARMUP} warm-up (node ${process.version})`);
await benchEngine('PGlite (in memory)', undefined);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresUrl) await benchEngine('PostgreSQL server', postgresUrl);
else console.log('\nPostgreSQL server: skipped (set BENCH_DATABASE_URL to a throwaway database)');
