import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createMatch, createSeason, type MatchRows } from '../seed/people';
import { seedUser, type SeededUser } from '../seed/users';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * record_match_result refuses what the result dialog refuses, and an admin's
 * correction of a completed result re-settles its bets exactly once: earlier payouts go back
 * through the ledger, the new winners are paid once, and every wallet still equals its ledger.
 */
let stack: TestStack;
let admin: SeededUser;
beforeAll(async () => {
  stack = await startTestStack('app');
  admin = await seedUser(stack, { role: 'admin' });
});
afterAll(async () => {
  await stack.stop();
});

interface League {
  categoryId: string;
  seasonId: string;
}

async function league(): Promise<League> {
  return { categoryId: await createCategory(stack), seasonId: await createSeason(stack) };
}

/** An upcoming match (in 2041) with its odds listed, as the seed lists them. */
async function matchWithOdds(where: League): Promise<MatchRows> {
  const match = await createMatch(stack, where);
  await stack.db.query('select public.generate_match_odds($1)', [match.id]);
  return match;
}

/** The result as the admin's and coach's screens record it: one RPC through PostgREST. */
function recordResult(user: SeededUser, matchId: string, score: { home: number; away: number; homeHalf?: number; awayHalf?: number }) {
  return stack.client(stack.anonKey, user.accessToken).rpc('record_match_result', {
    p_match_id: matchId,
    p_home_score: score.home,
    p_away_score: score.away,
    p_home_halftime: score.homeHalf ?? 0,
    p_away_halftime: score.awayHalf ?? 0,
  });
}

async function recorded(user: SeededUser, matchId: string, home: number, away: number): Promise<void> {
  const { error } = await recordResult(user, matchId, { home, away });
  expect(error).toBeNull();
}

/** A bet as the slip places it, at the odds listed for each pick; returns the bet's id. */
async function placeBet(bettor: SeededUser, stake: number, picks: { match: MatchRows; selection: '1' | 'X' | '2' }[]): Promise<string> {
  const legs = [];
  for (const { match, selection } of picks) {
    const { rows } = await stack.db.query<{ odds: string }>(
      `select odds::text from public.betting_odds where match_id = $1 and bet_type = '1X2' and selection = $2`,
      [match.id, selection],
    );
    legs.push({ match_id: match.id, bet_type: '1X2', selection, odds: Number(rows[0]?.odds) });
  }
  const { rows } = await sqlAs<{ bet_id: string }>(stack, bettor.claims, 'select bet_id from public.place_bet($1, $2, $3::jsonb, $4)', [
    picks.length > 1 ? 'ACCUMULATOR' : 'SINGLE',
    stake,
    JSON.stringify(legs),
    randomUUID(),
  ]);
  return rows[0]?.bet_id ?? '';
}

async function bet(betId: string) {
  const { rows } = await stack.db.query<{ status: string; payout: string | null; potential_return: string }>(
    'select status, payout::text, potential_return::text from public.betting_bets where id = $1',
    [betId],
  );
  return rows[0];
}

/** What the ledger has paid on a bet: its payouts and refunds less what was taken back. */
async function paidOut(betId: string): Promise<string> {
  const { rows } = await stack.db.query<{ paid: string }>(
    `select coalesce(sum(amount), 0)::numeric(12, 2)::text as paid from public.betting_transactions where bet_id = $1 and type <> 'stake'`,
    [betId],
  );
  return rows[0]?.paid ?? '';
}

async function balance(userId: string): Promise<string> {
  const { rows } = await stack.db.query<{ balance: string }>('select balance::text from public.betting_wallets where user_id = $1', [userId]);
  return rows[0]?.balance ?? '';
}

/** Wallets whose balance is not the sum of their ledger: none, ever. */
async function walletsOffTheirLedger(): Promise<unknown[]> {
  const { rows } = await stack.db.query(
    `select w.user_id, w.balance, coalesce(sum(t.amount), 0) as ledger
     from public.betting_wallets w left join public.betting_transactions t on t.user_id = w.user_id
     group by w.user_id, w.balance having w.balance <> coalesce(sum(t.amount), 0)`,
  );
  return rows;
}

async function ledgerRows(): Promise<number> {
  const { rows } = await stack.db.query<{ n: string }>('select count(*)::text as n from public.betting_transactions');
  return Number(rows[0]?.n);
}

async function score(matchId: string) {
  const { rows } = await stack.db.query<{ status: string; score: string | null }>(
    `select status, home_score || ':' || away_score || ' (' || home_score_halftime || ':' || away_score_halftime || ')' as score
     from public.matches where id = $1`,
    [matchId],
  );
  return rows[0];
}

describe('record_match_result refuses what the result dialog refuses', () => {
  it('a negative score is refused with a Czech message, not saved as 0', async () => {
    const match = await createMatch(stack, await league());
    const { error, status } = await recordResult(admin, match.id, { home: -3, away: 14 });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', message: 'Skóre musí být nezáporné číslo' });
    expect(await score(match.id)).toEqual({ status: 'upcoming', score: null });
  });

  it('a half-time above the final score of either side is refused, and the match stays as it was', async () => {
    const match = await createMatch(stack, await league());
    for (const result of [
      { home: 0, away: 14, homeHalf: 25, awayHalf: 7 },
      { home: 20, away: 6, homeHalf: 10, awayHalf: 7 },
    ]) {
      const { error, status } = await recordResult(admin, match.id, result);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22023', message: 'Poločasové skóre nesmí být vyšší než konečné' });
    }
    expect(await score(match.id)).toEqual({ status: 'upcoming', score: null });
    const { error } = await recordResult(admin, match.id, { home: 14, away: 14, homeHalf: 14, awayHalf: 0 });
    expect(error).toBeNull();
    expect(await score(match.id)).toEqual({ status: 'completed', score: '14:14 (14:0)' });
  });
});

describe('an admin’s correction re-settles the match’s bets exactly once', () => {
  it('takes a payout back, pays the new winners once, and settles accumulators with the match as a leg', async () => {
    const where = await league();
    const [home, other] = [await seedUser(stack), await seedUser(stack)];
    const [match, second] = [await matchWithOdds(where), await matchWithOdds(where)];
    const homeWin = await placeBet(home, 10, [{ match, selection: '1' }]);
    const awayWin = await placeBet(other, 10, [{ match, selection: '2' }]);
    const doubleHome = await placeBet(home, 5, [
      { match, selection: '1' },
      { match: second, selection: '1' },
    ]);
    const doubleAway = await placeBet(other, 5, [
      { match, selection: '2' },
      { match: second, selection: '1' },
    ]);
    await recorded(admin, second.id, 18, 12);
    await recorded(admin, match.id, 20, 10);
    expect((await bet(homeWin))?.status).toBe('WON');
    expect((await bet(doubleHome))?.status).toBe('WON');
    expect((await bet(awayWin))?.status).toBe('LOST');
    const before = { home: await balance(home.id), other: await balance(other.id) };

    await recorded(admin, match.id, 10, 20);

    for (const lost of [homeWin, doubleHome]) {
      expect(await bet(lost)).toMatchObject({ status: 'LOST', payout: '0.00' });
      expect(await paidOut(lost)).toBe('0.00');
    }
    for (const won of [awayWin, doubleAway]) {
      const settled = await bet(won);
      expect(settled).toMatchObject({ status: 'WON', payout: settled?.potential_return });
      expect(await paidOut(won)).toBe(settled?.potential_return);
    }
    const homeReturns = Number((await bet(homeWin))?.potential_return) + Number((await bet(doubleHome))?.potential_return);
    const otherReturns = Number((await bet(awayWin))?.potential_return) + Number((await bet(doubleAway))?.potential_return);
    expect(await balance(home.id)).toBe((Number(before.home) - homeReturns).toFixed(2));
    expect(await balance(other.id)).toBe((Number(before.other) + otherReturns).toFixed(2));
    expect(await walletsOffTheirLedger()).toEqual([]);
  });

  it('recording the same correction again changes nothing; correcting back pays each bet once', async () => {
    const where = await league();
    const bettor = await seedUser(stack);
    const match = await matchWithOdds(where);
    const single = await placeBet(bettor, 10, [{ match, selection: 'X' }]);
    await recorded(admin, match.id, 15, 15);
    await recorded(admin, match.id, 16, 15);
    expect(await bet(single)).toMatchObject({ status: 'LOST', payout: '0.00' });
    const rows = await ledgerRows();
    const balanceOnce = await balance(bettor.id);

    await recorded(admin, match.id, 16, 15);
    expect(await ledgerRows()).toBe(rows);
    expect(await balance(bettor.id)).toBe(balanceOnce);
    await stack.db.query('select public.settle_match_bets($1)', [match.id]);
    expect(await ledgerRows()).toBe(rows);

    await recorded(admin, match.id, 15, 15);
    const settled = await bet(single);
    expect(settled).toMatchObject({ status: 'WON', payout: settled?.potential_return });
    expect(await paidOut(single)).toBe(settled?.potential_return);
    expect(await balance(bettor.id)).toBe((990 + Number(settled?.potential_return)).toFixed(2));
    expect(await walletsOffTheirLedger()).toEqual([]);
  });

  it('a payout already staked again is still taken back: the wallet owes it and equals its ledger', async () => {
    const where = await league();
    const bettor = await seedUser(stack);
    const [match, later] = [await matchWithOdds(where), await matchWithOdds(where)];
    const won = await placeBet(bettor, 1000, [{ match, selection: '1' }]);
    await recorded(admin, match.id, 21, 9);
    const payout = Number((await bet(won))?.payout);
    await placeBet(bettor, payout, [{ match: later, selection: '2' }]);
    expect(await balance(bettor.id)).toBe('0.00');

    await recorded(admin, match.id, 9, 21);
    expect(await balance(bettor.id)).toBe((-payout).toFixed(2));
    expect(await walletsOffTheirLedger()).toEqual([]);
    await expect(placeBet(bettor, 1, [{ match: later, selection: '1' }])).rejects.toMatchObject({ message: 'Nedostatečný zůstatek' });
  });

  it('the standings follow the corrected result', async () => {
    const where = await league();
    const match = await createMatch(stack, where);
    await sqlAs(stack, admin.claims, 'select public.generate_initial_standings($1, $2)', [where.categoryId, where.seasonId]);
    await recorded(admin, match.id, 22, 11);
    const table = async () => {
      const { rows } = await stack.db.query<{ team_id: string; record: string; goals: string }>(
        `select team_id, wins || '-' || losses as record, goals_for || ':' || goals_against as goals
         from public.standings where category_id = $1 order by position`,
        [where.categoryId],
      );
      return rows;
    };
    expect(await table()).toEqual([
      { team_id: match.homeTeamId, record: '1-0', goals: '22:11' },
      { team_id: match.awayTeamId, record: '0-1', goals: '11:22' },
    ]);
    await recorded(admin, match.id, 11, 22);
    expect(await table()).toEqual([
      { team_id: match.awayTeamId, record: '1-0', goals: '22:11' },
      { team_id: match.homeTeamId, record: '0-1', goals: '11:22' },
    ]);
  });
});

describe('a coach records results but does not correct them', () => {
  it('a completed result is refused to the coach, and its bets stay as settled', async () => {
    const where = await league();
    const coach = await seedUser(stack, { role: 'coach', categories: [where.categoryId] });
    const bettor = await seedUser(stack);
    const match = await matchWithOdds(where);
    const placed = await placeBet(bettor, 10, [{ match, selection: '1' }]);
    await recorded(admin, match.id, 19, 16);
    const settled = await bet(placed);
    const rows = await ledgerRows();

    const { error, status } = await recordResult(coach, match.id, { home: 16, away: 19 });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: 'Výsledek odehraného zápasu může změnit jen administrátor' });
    expect(await score(match.id)).toEqual({ status: 'completed', score: '19:16 (0:0)' });
    expect(await bet(placed)).toEqual(settled);
    expect(await ledgerRows()).toBe(rows);
  });
});
