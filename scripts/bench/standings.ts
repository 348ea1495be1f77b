import { randomUUID } from 'node:crypto';
import { claimsForRole, runAsRequest } from '@club-app/supabase-local/testing';
import { measure } from '@club-app/supabase-local/bench';
import { TIMED_BENCH_RUNS, type TimedBench } from './timed-bench';
import { seedUser } from '../../tests/seed/users';
import { withBenchScope } from './bench-scope';

/**
 * Recalculating one category's standings from 2,000 completed matches (16 teams), through the
 * recalculate_standings RPC exactly as the admin's button runs it (one request transaction).
 */
const MATCHES = Number(process.env.BENCH_MATCHES ?? 2000);
const TEAMS = 16;

export async function benchStandings(databaseUrl?: string): Promise<TimedBench> {
  return withBenchScope(databaseUrl, async (stack, { season, category }) => {
    const db = stack.db;
    const teams: string[] = [];
    for (let i = 0; i < TEAMS; i += 1) {
      const club = randomUUID();
      const clubCategory = randomUUID();
      const team = randomUUID();
      await db.query(`insert into public.clubs (id, name) values ($1, $2)`, [club, `Klub ${i + 1}`]);
      await db.query(`insert into public.club_categories (id, club_id, category_id, season_id) values ($1, $2, $3, $4)`, [clubCategory, club, category, season]);
      await db.query(`insert into public.club_category_teams (id, club_category_id) values ($1, $2)`, [team, clubCategory]);
      teams.push(team);
    }
    // 2,000 results in one statement, deterministic: the away team is 1–15 places after the
    // home team, so a team never meets itself.
    await db.query(
      `insert into public.matches (category_id, season_id, date, status, home_team_id, away_team_id, home_score, away_score)
       select $1, $2, date '2026-09-05' + (n % 250), 'completed', t.teams[1 + n % $4], t.teams[1 + (n % $4 + 1 + (n / $4) % ($4 - 1)) % $4],
              10 + (n * 7) % 15, 10 + (n * 11) % 15
       from generate_series(0, $3 - 1) as n, (select $5::uuid[] as teams) t`,
      [category, season, MATCHES, TEAMS, `{${teams.join(',')}}`],
    );
    const count = await db.query<{ n: string }>('select count(*) as n from public.matches where category_id = $1', [category]);
    const admin = await seedUser(stack, { role: 'admin' });
    const { role, claims } = claimsForRole(admin.claims);
    const call = (sql: string) =>
      runAsRequest(db, { role, claims, method: 'POST', path: '/rest/v1/rpc/bench', headers: {} }, (session) => session.query(sql, [category, season]));
    await call('select public.generate_initial_standings($1, $2)');
    const figures = await measure(() => call('select public.recalculate_standings($1, $2)'), TIMED_BENCH_RUNS, 3);
    return { description: `recalculate_standings, ${count.rows[0]?.n ?? '?'} completed matches, ${TEAMS} teams`, figures };
  });
}
