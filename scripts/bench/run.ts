import { randomUUID } from 'node:crypto';
import { createThrowawayDatabase } from '../../supabase/local/engine/postgres';
import { benchAttendanceSummary } from './attendance';
import { benchPages } from './pages';
import { benchStandings } from './standings';

/**
 * `npm run bench`: the app's own figures (the stack's are `npm run bench:stack`). Prints; asserts
 * nothing. Postgres figures too when BENCH_DATABASE_URL (or DATABASE_URL) names a server: the
 * bench works in a throwaway database of its own there.
 */
const server = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
for (const [title, bench] of [
  ['Standings', benchStandings],
  ['Attendance summary (coach portal)', benchAttendanceSummary],
] as const) {
  console.log(`== ${title}`);
  console.log(`PGlite    ${await bench()}`);
  if (server) {
    const database = await createThrowawayDatabase(server, `bench_${randomUUID().replaceAll('-', '')}`);
    try {
      console.log(`Postgres  ${await bench(database.url)}`);
    } finally {
      await database.drop();
    }
  }
}
console.log(`== Public pages (production build, 20 concurrent clients)`);
for (const line of await benchPages(['/matches', '/matches?category=men', '/', '/blog/muzi-vstoupili-do-sezony-vyhrou'])) console.log(line);
