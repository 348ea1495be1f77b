import { createClient } from '@supabase/supabase-js';
import { MutationObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMatch } from '@/features/matches/api/admin';
import { matchKeys } from '@/features/matches/keys';
import { matchMessages } from '@/features/matches/messages';
import { getActiveSeason } from '@/features/seasons/api';
import { makeQueryClient } from '@/lib/query-client';
import type { Database } from '@/lib/supabase/database.types';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { adminMutationOptions } from '@/lib/use-admin-mutation';
import { DEMO_USERS } from '../seed/demo-users';
import { startTestStack, type TestStack } from '../support/stack';

// The two true boundaries of a save in the browser: the toast on screen and the app's own
// /api/revalidate route (a Next server the test does not run). The database is the real stack.
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showFailure: vi.fn() }));
vi.mock('@/lib/toast', () => toast);
const revalidation = vi.hoisted(() => ({ revalidatePublicData: vi.fn() }));
vi.mock('@/lib/revalidate-public', () => revalidation);

let stack: TestStack;
/** Loses the answer to the next insert of a match after the database committed it, as a dropped connection would. */
let loseNextMatchInsertAnswer = false;
let admin: TypedSupabaseClient;
let form: { category_id: string; season_id: string; home_team_id: string; away_team_id: string };

beforeAll(async () => {
  stack = await startTestStack('app');
  admin = createClient<Database>(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (loseNextMatchInsertAnswer && init?.method === 'POST' && (input instanceof Request ? input.url : input.toString()).includes('/rest/v1/matches')) {
          loseNextMatchInsertAnswer = false;
          throw new TypeError('fetch failed');
        }
        return response;
      },
    },
  });
  const { error } = await admin.auth.signInWithPassword({ email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password });
  if (error) throw error;
  const season = await getActiveSeason(admin);
  if (!season) throw new Error('seed has no active season');
  const { rows } = await stack.db.query<{ category_id: string; home: string; away: string }>(
    `select m.category_id, m.home_team_id as home, m.away_team_id as away from public.matches m
      where m.season_id = $1 and m.home_team_is_own_club limit 1`,
    [season.id],
  );
  const sample = rows[0];
  if (!sample) throw new Error('seed has no own-club match');
  form = { category_id: sample.category_id, season_id: season.id, home_team_id: sample.home, away_team_id: sample.away };
});
afterAll(async () => {
  await stack.stop();
});
beforeEach(() => {
  vi.clearAllMocks();
});

async function rowsWithId(id: string): Promise<number> {
  const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from public.matches where id = $1', [id]);
  return Number(rows[0]?.n);
}

function saveNewMatch(id: string, date: string) {
  const queryClient = makeQueryClient();
  const observer = new MutationObserver(
    queryClient,
    adminMutationOptions(queryClient, {
      mutationFn: () => createMatch(admin, id, { ...form, date, time: '17:00', venue: 'Svinov', competition: 'friendly', matchweek: 3 }),
      success: matchMessages.created,
      failure: matchMessages.saveError,
      invalidates: [matchKeys.all],
      publicTags: ['matches'],
    }),
  );
  return observer.mutate(undefined);
}

describe('saving a new match (saves that cannot duplicate)', () => {
  it('a failing public-cache revalidation after a successful insert leaves exactly one row and shows success', async () => {
    revalidation.revalidatePublicData.mockRejectedValue(new Error('Failed to fetch'));
    const id = crypto.randomUUID();
    await saveNewMatch(id, '2027-05-01');
    expect(await rowsWithId(id)).toBe(1);
    expect(revalidation.revalidatePublicData).toHaveBeenCalledWith(['matches']);
    expect(toast.showSuccess).toHaveBeenCalledExactlyOnceWith('Zápas byl úspěšně přidán');
    expect(toast.showFailure).not.toHaveBeenCalled();
  });

  it('an insert whose answer was lost is retried once and still stores one row', async () => {
    revalidation.revalidatePublicData.mockResolvedValue(undefined);
    const id = crypto.randomUUID();
    loseNextMatchInsertAnswer = true;
    await saveNewMatch(id, '2027-05-08');
    expect(loseNextMatchInsertAnswer).toBe(false);
    expect(await rowsWithId(id)).toBe(1);
    expect(toast.showSuccess).toHaveBeenCalledExactlyOnceWith('Zápas byl úspěšně přidán');
  });

  it('the own-club view shows the new match with no separate refresh call', async () => {
    revalidation.revalidatePublicData.mockResolvedValue(undefined);
    const id = crypto.randomUUID();
    await saveNewMatch(id, '2027-05-15');
    const { data, error } = await admin.from('own_club_matches').select('id').eq('id', id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id }]);
  });
});
