import { formatFigures } from './measure';
import { compare, REQUESTS, scenarios, withFixtureStack } from './scenarios';

/**
 * `npm run bench:stack`: what the stack costs on top of the SQL it runs. For each engine
 * (PGlite always; Postgres when BENCH_DATABASE_URL or DATABASE_URL names a server — the bench
 * works in a throwaway database of its own there) four requests go through supabase-js's HTTP shape,
 * and the equivalent SQL runs directly in the same per-request transaction setup.
 * Prints figures; it is not a test and asserts nothing.
 */
async function benchEngine(label: string, databaseUrl: string | undefined): Promise<void> {
  console.log(`\n${label}`);
  await withFixtureStack(databaseUrl, async (stack) => {
    for (const scenario of scenarios) {
      const { viaStack, direct } = await compare(stack, scenario);
      console.log(`  ${scenario.name}`);
      console.log(`    stack   ${formatFigures(viaStack)}`);
      console.log(`    direct  ${formatFigures(direct)}`);
      console.log(`    stack/direct p50 ×${(viaStack.p50 / direct.p50).toFixed(2)}, throughput ×${(direct.perSecond / viaStack.perSecond).toFixed(2)}`);
    }
  });
}

console.log(`Local stack benchmark: ${REQUESTS} sequential requests per scenario after 30 warm-up (node ${process.version})`);
await benchEngine('PGlite (in memory)', undefined);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresUrl) await benchEngine('PostgreSQL server', postgresUrl);
else console.log('\nPostgreSQL server: skipped (set BENCH_DATABASE_URL to a throwaway database)');
