import { createClient } from '@supabase/supabase-js';
import { getAttendanceSummary } from '../../src/features/training/api';
import type { TypedSupabaseClient } from '../../src/lib/supabase/client';
import { measure } from '@club-app/supabase-local/bench';
import { TIMED_BENCH_RUNS, type TimedBench } from './timed-bench';
import { seedUser } from '../../tests/seed/users';
import { withBenchScope } from './bench-scope';

/**
 * The attendance summary of a category with 40 members and 120 sessions (4,800 records), as the
 * coach's screen reads it: the app's getAttendanceSummary through supabase-js and the stack's REST
 * path, signed in as the category's coach. Counts the HTTP requests of one summary (one round
 * trip by design, no read per member).
 */
const MEMBERS = 40;
const SESSIONS = 120;

export async function benchAttendanceSummary(databaseUrl?: string): Promise<TimedBench> {
  return withBenchScope(databaseUrl, async (stack, { season, category }) => {
    const db = stack.db;
    await db.query(
      `insert into public.members (name, surname, registration_number, category_id)
       select 'Člen', 'Bench ' || n, 'BENCH-' || n, $1 from generate_series(1, $2) as n`,
      [category, MEMBERS],
    );
    // Three sessions a week from September, one in ten cancelled; statuses deterministic per pair.
    await db.query(
      `insert into public.training_sessions (title, session_date, session_time, category_id, season_id, status)
       select 'Trénink', date '2026-09-01' + (n / 3) * 7 + (n % 3) * 2, time '17:00', $1, $2,
              case when n % 10 = 9 then 'cancelled' else 'done' end
       from generate_series(0, $3 - 1) as n`,
      [category, season, SESSIONS],
    );
    await db.query(
      `insert into public.member_attendance (member_id, training_session_id, attendance_status)
       select m.id, s.id, (array['present','present','present','late','excused','absent'])[1 + abs(hashtext(m.id::text || s.id::text)) % 6]
       from public.members m, public.training_sessions s
       where m.category_id = $1 and s.category_id = $1`,
      [category],
    );
    const records = await db.query<{ n: string }>(
      `select count(*) as n from public.member_attendance a join public.training_sessions s on s.id = a.training_session_id where s.category_id = $1`,
      [category],
    );

    const coach = await seedUser(stack, { role: 'coach', categories: [category] });
    let requests = 0;
    const countingFetch: typeof fetch = (input, init) => {
      requests += 1;
      return fetch(input, init);
    };
    const client = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${coach.accessToken}` }, fetch: countingFetch },
    }) as TypedSupabaseClient;

    const before = requests;
    const rows = await getAttendanceSummary(client, category, season);
    const roundTrips = requests - before;
    if (rows.length !== MEMBERS) throw new Error(`Expected ${MEMBERS} members in the summary, got ${rows.length}`);
    const figures = await measure(() => getAttendanceSummary(client, category, season), TIMED_BENCH_RUNS, 3);
    return {
      description: `get_attendance_summary, ${MEMBERS} members × ${SESSIONS} sessions (${records.rows[0]?.n ?? '?'} records): ${roundTrips} round trip(s) per summary`,
      figures,
    };
  });
}
