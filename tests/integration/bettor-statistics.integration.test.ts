import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureBettingWallet,
  getBettingStatistics,
  getLeaderboard,
  listBettingMatches,
  placeBet,
  type BettingMatch,
} from '@/features/betting/api';
import { pragueToday } from '@/features/matches/kickoff';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { DEMO_USERS } from '../seed/demo-users';
import { seedUser } from '../seed/users';
import { pricedLeg } from '../support/betting-legs';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let anon: TypedSupabaseClient;
beforeAll(async () => {
  stack = await startTestStack('app');
  anon = stack.client() as TypedSupabaseClient;
});
afterAll(async () => {
  await stack.stop();
});

async function freshBettor() {
  const user = await seedUser(stack);
  const client = stack.client(stack.anonKey, user.accessToken) as TypedSupabaseClient;
  await ensureBettingWallet(client);
  return { user, client };
}

async function single(client: TypedSupabaseClient, match: BettingMatch, stake: number, selection: '1' | 'X' | '2') {
  return placeBet(client, { id: randomUUID(), structure: 'SINGLE', stake, legs: [pricedLeg(match, '1X2', selection)] });
}

async function complete(matchId: string, home: number | null, away: number | null) {
  await stack.db.query(`update public.matches set status = 'completed', home_score = $2, away_score = $3 where id = $1`, [matchId, home, away]);
}

describe("a bettor's own statistics (get_betting_statistics)", () => {
  it('with no bets: zero bets, and no win rate or ROI rather than a division by zero', async () => {
    const { client } = await freshBettor();
    expect(await getBettingStatistics(client)).toEqual({ totalBets: 0, pendingBets: 0, settledBets: 0, netProfit: 0, winRate: null, roi: null });
  });

  it('a won, a lost, a void and a pending bet: all four count, the win rate and ROI are the leaderboard’s', async () => {
    const { user, client } = await freshBettor();
    const [won, lost, voided, pending] = (await listBettingMatches(anon, pragueToday(new Date()))).slice(-4);
    if (!won || !lost || !voided || !pending) throw new Error('the seed has upcoming matches');
    const winner = await single(client, won, 100, '1');
    await single(client, lost, 50, '1');
    await single(client, voided, 20, 'X');
    await single(client, pending, 10, '2');
    await complete(won.id, 21, 17);
    await complete(lost.id, 12, 19);
    // A match completed without a score voids its legs; the stake comes back.
    await complete(voided.id, null, null);

    const statistics = await getBettingStatistics(client);
    // The void bet is neither won nor lost: one of two.
    expect(statistics).toMatchObject({ totalBets: 4, pendingBets: 1, settledBets: 3, winRate: 50 });
    // Settled stakes 100 + 50 + 20; returns the payout, nothing, and the refunded 20.
    const profit = winner.potential_return + 20 - 170;
    expect(statistics.netProfit).toBeCloseTo(profit, 2);
    expect(Math.abs((statistics.roi ?? Number.NaN) - (100 * profit) / 170)).toBeLessThanOrEqual(0.05);

    const entry = (await getLeaderboard(client, 'ALL_TIME')).find((row) => row.user_id === user.id);
    expect(entry).toMatchObject({ total_bets: 3, win_rate: statistics.winRate, roi: statistics.roi, net_profit: statistics.netProfit });
  });

  it('only void bets settled: no win rate (nothing won or lost) and an ROI of 0', async () => {
    const { client } = await freshBettor();
    const [match] = (await listBettingMatches(anon, pragueToday(new Date()))).slice(-5);
    if (!match) throw new Error('the seed has upcoming matches');
    await single(client, match, 30, '1');
    await complete(match.id, null, null);
    expect(await getBettingStatistics(client)).toEqual({ totalBets: 1, pendingBets: 0, settledBets: 1, netProfit: 0, winRate: null, roi: 0 });
  });

  it("each caller reads their own figures only: another bettor, an admin (who may read every bet) and a visitor get none of someone else's", async () => {
    const owner = await freshBettor();
    const [match] = (await listBettingMatches(anon, pragueToday(new Date()))).slice(0, 1);
    if (!match) throw new Error('the seed has upcoming matches');
    await single(owner.client, match, 40, '1');
    expect(await getBettingStatistics(owner.client)).toMatchObject({ totalBets: 1, pendingBets: 1 });

    const other = await freshBettor();
    expect(await getBettingStatistics(other.client)).toMatchObject({ totalBets: 0 });

    const admin = await signedIn(stack, DEMO_USERS.admin);
    const { rows } = await stack.db.query<{ own: string; every: string }>(
      'select count(*) filter (where user_id = $1)::text as own, count(*)::text as every from public.betting_bets',
      [DEMO_USERS.admin.id],
    );
    expect(Number(rows[0]?.every)).toBeGreaterThan(Number(rows[0]?.own));
    expect(await getBettingStatistics(admin)).toMatchObject({ totalBets: Number(rows[0]?.own) });

    await expect(getBettingStatistics(anon)).rejects.toMatchObject({ code: '42501' });
  });
});
