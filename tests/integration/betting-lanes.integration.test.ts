import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBettingMatches } from '@/features/betting/api';
import { pragueToday } from '@/features/matches/kickoff';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory, createMatch, createSeason } from '../seed/people';
import { seedUser, type SeededUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * Nobody bets on a match whose result they may record (an admin, a coach of the
 * match's category), a stake has at most two decimals, and a missing match answers 404.
 */
let stack: TestStack;
let seasonId: string;
beforeAll(async () => {
  stack = await startTestStack('app');
  seasonId = await createSeason(stack);
});
afterAll(async () => {
  await stack.stop();
});

const clientOf = (user: SeededUser) => stack.client(stack.anonKey, user.accessToken) as TypedSupabaseClient;

/** An upcoming match (in 2041) of the category, with odds generated as the seed does it. */
async function matchWithOdds(categoryId: string) {
  const match = await createMatch(stack, { categoryId, seasonId });
  await stack.db.query('select public.generate_match_odds($1)', [match.id]);
  return match;
}

/** A home-win single as the game's slip sends it through PostgREST, at the listed odds. */
async function placeHomeWin(user: SeededUser, matchId: string, stake: number) {
  const { rows } = await stack.db.query<{ odds: string }>(
    `select odds::text from public.betting_odds where match_id = $1 and bet_type = '1X2' and selection = '1'`,
    [matchId],
  );
  // A match without odds (one that does not exist) is sent at made-up odds: it is refused first.
  const odds = rows[0] ? Number(rows[0].odds) : 2;
  return clientOf(user).rpc('place_bet', {
    p_bet_id: randomUUID(),
    p_structure: 'SINGLE',
    p_stake: stake,
    p_legs: [{ match_id: matchId, bet_type: '1X2', selection: '1', odds }],
  });
}

async function wallet(userId: string) {
  const { rows } = await stack.db.query<{ balance: string; ledger: string }>(
    `select w.balance::text, (select sum(amount)::text from public.betting_transactions t where t.user_id = w.user_id) as ledger
     from public.betting_wallets w where w.user_id = $1`,
    [userId],
  );
  return rows[0];
}

async function betsOf(userId: string) {
  const { rows } = await stack.db.query<{ status: string }>('select status from public.betting_bets where user_id = $1', [
    userId,
  ]);
  return rows;
}

const STAFF_REFUSAL = { code: '42501', message: 'Na zápas, jehož výsledek můžete zapsat, nelze sázet' };

describe('staff do not bet on the matches they score', () => {
  it('a coach can neither bet on a match of their category nor settle it before kick-off; other bets stay pending', async () => {
    const categoryId = await createCategory(stack);
    const coach = await seedUser(stack, { role: 'coach', categories: [categoryId] });
    const fan = await seedUser(stack);
    const match = await matchWithOdds(categoryId);
    expect((await placeHomeWin(fan, match.id, 100)).error).toBeNull();
    expect((await clientOf(coach).rpc('ensure_betting_wallet')).error).toBeNull();

    const { error, status } = await placeHomeWin(coach, match.id, 100);
    expect(status).toBe(403);
    expect(error).toMatchObject(STAFF_REFUSAL);
    const settle = await clientOf(coach).rpc('record_match_result', { p_match_id: match.id, p_home_score: 25, p_away_score: 10 });
    expect(settle.error).not.toBeNull();

    expect(await betsOf(coach.id)).toEqual([]);
    expect(await wallet(coach.id)).toEqual({ balance: '1000.00', ledger: '1000.00' });
    expect(await betsOf(fan.id)).toEqual([{ status: 'PENDING' }]);
  });

  it('an admin bets on no match at all', async () => {
    const admin = await seedUser(stack, { role: 'admin' });
    const match = await matchWithOdds(await createCategory(stack));
    const { error, status } = await placeHomeWin(admin, match.id, 10);
    expect(status).toBe(403);
    expect(error).toMatchObject(STAFF_REFUSAL);
    expect(await betsOf(admin.id)).toEqual([]);
  });

  it('a coach still bets on another category’s match', async () => {
    const coach = await seedUser(stack, { role: 'coach', categories: [await createCategory(stack)] });
    const match = await matchWithOdds(await createCategory(stack));
    const { error, data } = await placeHomeWin(coach, match.id, 10);
    expect(error).toBeNull();
    expect(data?.[0]?.balance).toBe(990);
  });
});

describe('the game shows staff which matches are closed to them', () => {
  const listedFor = (user: SeededUser) => listBettingMatches(clientOf(user), pragueToday(new Date()));

  it('a coach sees the seeded matches of their category marked, the others open; a fan sees none marked', async () => {
    const fanList = await listedFor(await seedUser(stack));
    const categoryId = fanList[0]?.category_id ?? '';
    expect(fanList.some((match) => match.category_id !== categoryId)).toBe(true);
    expect(fanList.filter((match) => match.recordsResult)).toEqual([]);

    const coachList = await listedFor(await seedUser(stack, { role: 'coach', categories: [categoryId] }));
    expect(coachList.map((match) => [match.id, match.recordsResult])).toEqual(
      fanList.map((match) => [match.id, match.category_id === categoryId]),
    );
  });

  it('an admin sees every match marked', async () => {
    const adminList = await listedFor(await seedUser(stack, { role: 'admin' }));
    expect(adminList.length).toBeGreaterThan(0);
    expect(adminList.every((match) => match.recordsResult)).toBe(true);
  });
});

describe('a stake has at most two decimals', () => {
  it('1.005 is refused with a Czech message and nothing is booked; 1.01 is booked and the ledger equals the balance', async () => {
    const bettor = await seedUser(stack);
    const match = await matchWithOdds(await createCategory(stack));
    const { error, status } = await placeHomeWin(bettor, match.id, 1.005);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', message: 'Vklad může mít nejvýše dvě desetinná místa' });
    expect(await betsOf(bettor.id)).toEqual([]);

    expect((await placeHomeWin(bettor, match.id, 1.01)).error).toBeNull();
    expect(await wallet(bettor.id)).toEqual({ balance: '998.99', ledger: '998.99' });
  });
});

describe('a match that does not exist', () => {
  it('answers 404 with the Czech message and books nothing', async () => {
    const bettor = await seedUser(stack);
    const { error, status } = await placeHomeWin(bettor, randomUUID(), 10);
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PT404', message: 'Zápas nebyl nalezen' });
    expect(await betsOf(bettor.id)).toEqual([]);
  });
});
