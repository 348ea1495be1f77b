import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureBettingWallet,
  getLeaderboard,
  getUserRank,
  getWalletSummary,
  listBets,
  listBettingMatches,
  placeBet,
  type BettingMatch,
} from '@/features/betting/api';
import { pragueToday } from '@/features/matches/kickoff';
import type { TPlaceBetInput } from '@/features/betting/schema';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { DEMO_USERS } from '../seed/demo-users';
import { seedUser, type SeededUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { pricedLeg } from '../support/betting-legs';
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

async function freshBettor(): Promise<{ user: SeededUser; client: TypedSupabaseClient }> {
  const user = await seedUser(stack);
  const client = stack.client(stack.anonKey, user.accessToken) as TypedSupabaseClient;
  await ensureBettingWallet(client);
  return { user, client };
}

/** The seeded upcoming own-club matches, as /betting lists them. */
async function bettingMatches() {
  return listBettingMatches(anon, pragueToday(new Date()));
}

async function ledger(userId: string) {
  const { rows } = await stack.db.query<{ balance: string; ledger: string; bets: string }>(
    `select w.balance::text, (select sum(amount)::text from public.betting_transactions t where t.user_id = w.user_id) as ledger,
            (select count(*)::text from public.betting_bets b where b.user_id = w.user_id) as bets
     from public.betting_wallets w where w.user_id = $1`,
    [userId],
  );
  return rows[0];
}

describe('/betting lists upcoming own-club matches with the database odds', () => {
  it('anyone sees them soonest first, Svinov on exactly one side (no club derby), with 1X2 and double-chance odds', async () => {
    const matches = await bettingMatches();
    expect(matches.length).toBeGreaterThan(0);
    // The seed's next derby would otherwise be listed among them.
    const { rows: derbies } = await stack.db.query<{ id: string }>(
      `select id from public.matches where status = 'upcoming' and home_team_is_own_club and away_team_is_own_club and date <= $1`,
      [matches.at(-1)?.date],
    );
    expect(derbies.length).toBeGreaterThan(0);
    expect(matches.map((match) => match.id)).not.toEqual(expect.arrayContaining([derbies[0]?.id]));
    const kickoffs = matches.map((match) => `${match.date}T${match.time ?? ''}`);
    expect(kickoffs).toEqual([...kickoffs].sort());
    for (const match of matches) {
      expect(match.status).toBe('upcoming');
      expect([match.home.name, match.away.name].filter((name) => name.includes('Svinov'))).toHaveLength(1);
      expect(match.odds.map((odd) => `${odd.bet_type}:${odd.selection}`).sort()).toEqual(
        ['1X2:1', '1X2:2', '1X2:X', 'DOUBLE_CHANCE:12', 'DOUBLE_CHANCE:1X', 'DOUBLE_CHANCE:X2'],
      );
    }
  });
});

describe('placing a bet through api.ts', () => {
  it('the demo bettor places an accumulator: the wallet drops by the stake and the bet is active with its legs', async () => {
    const bettor = await signedIn(stack, DEMO_USERS.bettor);
    const before = await getWalletSummary(bettor);
    const [first, second] = (await bettingMatches()).slice(-2);
    if (!first || !second) throw new Error('the seed has upcoming matches');
    const placed = await placeBet(bettor, {
      id: randomUUID(),
      structure: 'ACCUMULATOR',
      stake: 15,
      legs: [
        pricedLeg(first, '1X2', '1'),
        pricedLeg(second, 'DOUBLE_CHANCE', 'X2'),
      ],
    });
    const after = await getWalletSummary(bettor);
    expect(after?.balance).toBe(Number(before?.balance) - 15);
    expect(after?.totalWagered).toBe(Number(before?.totalWagered) + 15);

    const active = await listBets(bettor, DEMO_USERS.bettor.id, 'active');
    const shown = active.find((bet) => bet.id === placed.bet_id);
    expect(shown).toMatchObject({ structure: 'ACCUMULATOR', status: 'PENDING', stake: 15, potential_return: placed.potential_return, payout: null });
    expect(shown?.legs.map((leg) => [leg.match_id, leg.match.home, leg.match.away]).sort()).toEqual(
      [
        [first.id, first.home.name, first.away.name],
        [second.id, second.home.name, second.away.name],
      ].sort(),
    );
    expect((await listBets(bettor, DEMO_USERS.bettor.id, 'settled')).map((bet) => bet.id)).not.toContain(placed.bet_id);
  });

  it('a bettor sees only their own bets; a visitor reads none', async () => {
    const owner = await freshBettor();
    const other = await freshBettor();
    const [match] = await bettingMatches();
    if (!match) throw new Error('the seed has upcoming matches');
    await placeBet(owner.client, { id: randomUUID(), structure: 'SINGLE', stake: 10, legs: [pricedLeg(match, '1X2', 'X')] });
    expect(await listBets(owner.client, owner.user.id, 'all')).toHaveLength(1);
    expect(await listBets(other.client, owner.user.id, 'all')).toEqual([]);
    await expect(listBets(anon, owner.user.id, 'all')).rejects.toMatchObject({ code: '42501' });
  });

  it('a visitor cannot place a bet, and no bet is written', async () => {
    const [match] = await bettingMatches();
    if (!match) throw new Error('the seed has upcoming matches');
    const { rows: before } = await stack.db.query<{ n: string }>('select count(*)::text as n from public.betting_bets');
    await expect(
      placeBet(anon, { id: randomUUID(), structure: 'SINGLE', stake: 10, legs: [pricedLeg(match, '1X2', '1')] }),
    ).rejects.toMatchObject({ code: '42501' });
    const { rows: after } = await stack.db.query<{ n: string }>('select count(*)::text as n from public.betting_bets');
    expect(after).toEqual(before);
  });

  it("a stake over the balance is refused with 'Nedostatečný zůstatek' and the wallet is unchanged", async () => {
    const { user, client } = await freshBettor();
    const [match] = await bettingMatches();
    if (!match) throw new Error('the seed has upcoming matches');
    await expect(
      placeBet(client, { id: randomUUID(), structure: 'SINGLE', stake: 1000.01, legs: [pricedLeg(match, '1X2', '1')] }),
    ).rejects.toMatchObject({ code: '22023', message: 'Nedostatečný zůstatek' });
    expect(await getWalletSummary(client)).toEqual({ balance: 1000, totalWagered: 0, totalWon: 0, netProfit: 0, currency: 'ŽET' });
    expect(await ledger(user.id)).toEqual({ balance: '1000.00', ledger: '1000.00', bets: '0' });
  });
});

describe('settled bets, history and the leaderboard', () => {
  it('after the result a won single shows under settled with its payout, and the bettor is ranked', async () => {
    const { user, client } = await freshBettor();
    const [match] = await bettingMatches();
    if (!match) throw new Error('the seed has upcoming matches');
    const placed = await placeBet(client, { id: randomUUID(), structure: 'SINGLE', stake: 100, legs: [pricedLeg(match, '1X2', '1')] });
    await stack.db.query(`update public.matches set status = 'completed', home_score = 21, away_score = 17 where id = $1`, [match.id]);

    expect(await listBets(client, user.id, 'active')).toEqual([]);
    const [settled] = await listBets(client, user.id, 'settled');
    expect(settled).toMatchObject({ id: placed.bet_id, status: 'WON', payout: placed.potential_return });
    expect(settled?.legs.map((leg) => leg.status)).toEqual(['WON']);
    expect(await getWalletSummary(client)).toMatchObject({ balance: 900 + placed.potential_return, totalWon: placed.potential_return });

    const board = await getLeaderboard(client, 'ALL_TIME');
    const entry = board.find((row) => row.user_id === user.id);
    expect(entry).toMatchObject({ won_bets: 1, total_staked: 100, net_profit: placed.potential_return - 100 });
    expect(await getUserRank(client, 'ALL_TIME')).toMatchObject({ currentRank: entry?.rank, totalUsers: board.length });
    expect(await getUserRank(anon, 'ALL_TIME').catch((error: unknown) => error)).toMatchObject({ code: '42501' });
  });
});

describe('rank change (user rank)', () => {
  it('a bettor who overtakes another since yesterday gains a place, the other loses one; a new name has no change', async () => {
    const leader = await freshBettor();
    const chaser = await freshBettor();
    const newcomer = await freshBettor();
    const matches = (await bettingMatches()).slice(-5);
    const [a, b, c, d] = matches;
    if (!a || !b || !c || !d) throw new Error('the seed has upcoming matches');
    const single = (match: BettingMatch, stake: number, selection: '1' | '2'): TPlaceBetInput => ({
      id: randomUUID(),
      structure: 'SINGLE',
      stake,
      legs: [pricedLeg(match, '1X2', selection)],
    });

    // Two days ago: the leader won, the chaser lost.
    const won = await placeBet(leader.client, single(a, 200, '1'));
    const lost = await placeBet(chaser.client, single(b, 50, '1'));
    await stack.db.query(`update public.matches set status = 'completed', home_score = 20, away_score = 15 where id = $1`, [a.id]);
    await stack.db.query(`update public.matches set status = 'completed', home_score = 15, away_score = 20 where id = $1`, [b.id]);
    await stack.db.query(`update public.betting_bets set settled_at = now() - interval '2 days' where id = any($1)`, [[won.bet_id, lost.bet_id]]);
    // Today: the chaser wins big and overtakes; the newcomer's first settled bet.
    await placeBet(chaser.client, single(c, 900, '2'));
    await placeBet(newcomer.client, single(d, 5, '1'));
    await stack.db.query(`update public.matches set status = 'completed', home_score = 14, away_score = 22 where id = any($1)`, [[c.id]]);
    await stack.db.query(`update public.matches set status = 'completed', home_score = 22, away_score = 14 where id = any($1)`, [[d.id]]);

    const board = await getLeaderboard(leader.client, 'ALL_TIME');
    const rankOf = (userId: string) => board.find((entry) => entry.user_id === userId)?.rank ?? 0;
    // A day ago the seeded bettors were ranked too; only the leader and the chaser of these three.
    const { rows: dayBefore } = await stack.db.query<{ user_id: string; rank: string }>(
      `select user_id, rank from public.get_betting_leaderboard('ALL_TIME', 100, now() - interval '1 day')`,
    );
    const rankADayAgo = (userId: string) => Number(dayBefore.find((entry) => entry.user_id === userId)?.rank);
    expect(rankADayAgo(leader.user.id)).toBeLessThan(rankADayAgo(chaser.user.id));
    expect(dayBefore.map((entry) => entry.user_id)).not.toContain(newcomer.user.id);

    const chaserRank = await getUserRank(chaser.client, 'ALL_TIME');
    const leaderRank = await getUserRank(leader.client, 'ALL_TIME');
    expect(chaserRank?.currentRank).toBe(rankOf(chaser.user.id));
    expect(rankOf(chaser.user.id)).toBeLessThan(rankOf(leader.user.id));
    expect(chaserRank?.rankChange).toBe(rankADayAgo(chaser.user.id) - rankOf(chaser.user.id));
    expect(chaserRank?.rankChange).toBeGreaterThan(0);
    expect(leaderRank?.rankChange).toBe(rankADayAgo(leader.user.id) - rankOf(leader.user.id));
    expect(leaderRank?.rankChange).toBeLessThan(0);
    expect((await getUserRank(newcomer.client, 'ALL_TIME'))?.rankChange).toBeNull();
  });
});
