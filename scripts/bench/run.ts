import { randomUUID } from 'node:crypto';
import { createThrowawayDatabase } from '../../supabase/local/engine/postgres';
import { benchPages } from './pages';
import { benchStandings } from './standings';

/**
 * `npm run bench`: the app's own figures (the stack's are `npm run bench:stack`). Prints; asserts
 * nothing. Postgres figures too when BENCH_DATABASE_URL (or DATABASE_URL) names a server: the
 * bench works in a throwaway database of its own there.
 */
console.log('== Standings');
console.log(`PGlite    ${await benchStandings()}`);
const server = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (server) {
  const database = await createThrowawayDatabase(server, `bench_${randomUUID().replaceAll('-', '')}`);
  try {
    console.log(`Postgres  ${await benchStandings(database.url)}`);
  } finally {
    await database.drop();
  }
}
console.log(`== Public pages (production build, 20 concurrent clients)`);
for (const line of await benchPages(['/matches', '/matches?category=men', '/', '/blog/muzi-vstoupili-do-sezony-vyhrou'])) console.log(line);
