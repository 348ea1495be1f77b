import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JwtClaims, sqlAs } from '@club-app/supabase-local/testing';
import { createCategory, createClub, createMatch, createSeason, createTeam, type MatchRows } from '../seed/people';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let categoryId: string;
let seasonId: string;
beforeAll(async () => {
  stack = await startTestStack('app');
  categoryId = await createCategory(stack);
  seasonId = await createSeason(stack);
});
afterAll(async () => {
  await stack.stop();
});

/** An upcoming match (in 2041) with odds generated as the seed does it. */
async function matchWithOdds(): Promise<MatchRows> {
  const match = await createMatch(stack, { categoryId, seasonId });
  await stack.db.query('select public.generate_match_odds($1)', [match.id]);
  return match;
}

async function odds(matchId: string, betType: string, selection: string): Promise<string> {
  const { rows } = await stack.db.query<{ odds: string }>(
    'select odds::text from public.betting_odds where match_id = $1 and bet_type = $2 and selection = $3',
    [matchId, betType, selection],
  );
  return rows[0]?.odds ?? '';
}

interface Leg {
  match_id: string;
  bet_type: string;
  selection: string;
  /** The odds the bettor saw; the current odds unless a test says otherwise. */
  odds?: number;
}

/** place_bet as the game's slip calls it: every leg with the odds it shows. */
async function placeBet(claims: JwtClaims | null, structure: string, stake: number, legs: Leg[]) {
  const priced = await Promise.all(legs.map(async (leg) => ({ ...leg, odds: leg.odds ?? Number(await odds(leg.match_id, leg.bet_type, leg.selection)) })));
  return sqlAs<{ bet_id: string; odds: string; potential_return: string; balance: string }>(
    stack,
    claims,
    'select * from public.place_bet($1, $2, $3::jsonb)',
    [structure, stake, JSON.stringify(priced)],
  );
}

async function wallet(userId: string) {
  const { rows } = await stack.db.query<{ balance: string; ledger: string }>(
    `select w.balance::text, (select sum(amount)::text from public.betting_transactions t where t.user_id = w.user_id) as ledger
     from public.betting_wallets w where w.user_id = $1`,
    [userId],
  );
  return rows[0];
}

async function complete(matchId: string, home: number | null, away: number | null) {
  await stack.db.query(`update public.matches set status = 'completed', home_score = $2, away_score = $3 where id = $1`, [matchId, home, away]);
}

async function bet(betId: string) {
  const { rows } = await stack.db.query<{ status: string; payout: string | null }>('select status, payout::text from public.betting_bets where id = $1', [betId]);
  return rows[0];
}

describe('wallet', () => {
  it('a new bettor gets 1000 coins booked as a grant, so the balance equals the ledger', async () => {
    const bettor = await seedUser(stack);
    await sqlAs(stack, bettor.claims, 'select public.ensure_betting_wallet()');
    await sqlAs(stack, bettor.claims, 'select public.ensure_betting_wallet()');
    expect(await wallet(bettor.id)).toEqual({ balance: '1000.00', ledger: '1000.00' });
  });

  it('anon has no wallet: User not authenticated', async () => {
    await expect(sqlAs(stack, null, 'select public.ensure_betting_wallet()')).rejects.toMatchObject({ code: '42501' });
    await expect(sqlAs(stack, { role: 'authenticated' }, 'select public.ensure_betting_wallet()')).rejects.toMatchObject({
      message: 'User not authenticated',
    });
  });
});

describe('place_bet', () => {
  it('a single bet takes the stored odds, debits the stake and books it', async () => {
    const bettor = await seedUser(stack);
    const match = await matchWithOdds();
    const stored = await odds(match.id, '1X2', '1');
    const { rows } = await placeBet(bettor.claims, 'SINGLE', 10, [{ match_id: match.id, bet_type: '1X2', selection: '1' }]);
    expect(rows[0]).toMatchObject({ odds: stored, potential_return: (10 * Number(stored)).toFixed(2), balance: '990.00' });
    expect(await wallet(bettor.id)).toEqual({ balance: '990.00', ledger: '990.00' });
  });

  it("an accumulator with one selection is refused with 'Accumulator bets require at least 2 selections'", async () => {
    const bettor = await seedUser(stack);
    const match = await matchWithOdds();
    await expect(placeBet(bettor.claims, 'ACCUMULATOR', 10, [{ match_id: match.id, bet_type: '1X2', selection: 'X' }])).rejects.toMatchObject({
      message: 'Accumulator bets require at least 2 selections',
    });
    const { rows } = await stack.db.query('select id from public.betting_bets where user_id = $1', [bettor.id]);
    expect(rows).toEqual([]);
  });

  it('a stake below 1 or above the balance is refused and nothing is debited', async () => {
    const bettor = await seedUser(stack);
    const match = await matchWithOdds();
    const leg = [{ match_id: match.id, bet_type: '1X2', selection: '2' }];
    await expect(placeBet(bettor.claims, 'SINGLE', 0, leg)).rejects.toMatchObject({ message: 'Minimální vklad je 1' });
    await expect(placeBet(bettor.claims, 'SINGLE', 1000.01, leg)).rejects.toMatchObject({ message: 'Nedostatečný zůstatek' });
    await sqlAs(stack, bettor.claims, 'select public.ensure_betting_wallet()');
    expect(await wallet(bettor.id)).toEqual({ balance: '1000.00', ledger: '1000.00' });
  });

  it('a completed match cannot be bet on', async () => {
    const bettor = await seedUser(stack);
    const match = await matchWithOdds();
    await complete(match.id, 20, 18);
    await expect(placeBet(bettor.claims, 'SINGLE', 5, [{ match_id: match.id, bet_type: '1X2', selection: '1' }])).rejects.toMatchObject({
      message: 'Na zápas, který už začal nebo skončil, nelze sázet',
    });
  });

  it('odds stored at placement do not change when the match odds change later', async () => {
    const bettor = await seedUser(stack);
    const match = await matchWithOdds();
    const { rows } = await placeBet(bettor.claims, 'SINGLE', 10, [{ match_id: match.id, bet_type: 'DOUBLE_CHANCE', selection: '1X' }]);
    await stack.db.query(`update public.betting_odds set odds = 9.99 where match_id = $1`, [match.id]);
    const leg = await stack.db.query<{ odds: string }>('select odds::text from public.betting_bet_legs where bet_id = $1', [rows[0]?.bet_id]);
    expect(leg.rows[0]?.odds).toBe(rows[0]?.odds);
  });

  it('50 concurrent bets on one wallet never overdraw it, and the ledger sums to the balance', async () => {
    const bettor = await seedUser(stack);
    const match = await matchWithOdds();
    await sqlAs(stack, bettor.claims, 'select public.ensure_betting_wallet()');
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () => placeBet(bettor.claims, 'SINGLE', 30, [{ match_id: match.id, bet_type: '1X2', selection: '1' }])),
    );
    const placed = attempts.filter((attempt) => attempt.status === 'fulfilled').length;
    expect(placed).toBe(33);
    expect(await wallet(bettor.id)).toEqual({ balance: '10.00', ledger: '10.00' });
  });

  it('bettors see only their own bets and cannot write them directly', async () => {
    const owner = await seedUser(stack);
    const other = await seedUser(stack);
    const match = await matchWithOdds();
    await placeBet(owner.claims, 'SINGLE', 10, [{ match_id: match.id, bet_type: '1X2', selection: '1' }]);
    expect((await sqlAs(stack, other.claims, 'select id from public.betting_bets where user_id = $1', [owner.id])).rows).toEqual([]);
    await expect(
      sqlAs(stack, owner.claims, `update public.betting_wallets set balance = 1000000 where user_id = $1`, [owner.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(sqlAs(stack, null, 'select * from public.place_bet($1, $2, $3::jsonb)', ['SINGLE', 1, '[]'])).rejects.toMatchObject({
      code: '42501',
    });
  });
});

describe('place_bet takes a bet only at the odds the bettor saw, before kickoff, never on a club derby', () => {
  const ODDS_CHANGED = 'Kurzy se mezitím změnily. Tiket ukazuje nové kurzy: zkontrolujte je a vsaďte znovu.';

  async function betsOf(userId: string) {
    const { rows } = await stack.db.query('select id from public.betting_bets where user_id = $1', [userId]);
    return rows;
  }

  it('odds repriced since the slip was filled are refused with the Czech message and a hint; the new odds are then accepted', async () => {
    const bettor = await seedUser(stack);
    const match = await matchWithOdds();
    await sqlAs(stack, bettor.claims, 'select public.ensure_betting_wallet()');
    const seen = Number(await odds(match.id, '1X2', '2'));
    await stack.db.query(`update public.betting_odds set odds = odds + 0.25 where match_id = $1 and selection = '2'`, [match.id]);
    const refused = placeBet(bettor.claims, 'SINGLE', 10, [{ match_id: match.id, bet_type: '1X2', selection: '2', odds: seen }]);
    await expect(refused).rejects.toMatchObject({ code: '22023', message: ODDS_CHANGED, hint: 'odds_changed' });
    expect(await betsOf(bettor.id)).toEqual([]);
    expect(await wallet(bettor.id)).toEqual({ balance: '1000.00', ledger: '1000.00' });

    const { rows } = await placeBet(bettor.claims, 'SINGLE', 10, [{ match_id: match.id, bet_type: '1X2', selection: '2', odds: seen + 0.25 }]);
    expect(rows[0]).toMatchObject({ odds: (seen + 0.25).toFixed(2), balance: '990.00' });
  });

  it('a forged odds value on one leg of an accumulator refuses the whole bet; a leg without odds is refused too', async () => {
    const bettor = await seedUser(stack);
    const [a, b] = [await matchWithOdds(), await matchWithOdds()];
    const forged = placeBet(bettor.claims, 'ACCUMULATOR', 10, [
      { match_id: a.id, bet_type: '1X2', selection: '1' },
      { match_id: b.id, bet_type: '1X2', selection: '1', odds: 50 },
    ]);
    await expect(forged).rejects.toMatchObject({ message: ODDS_CHANGED });
    await expect(
      sqlAs(stack, bettor.claims, 'select * from public.place_bet($1, $2, $3::jsonb)', ['SINGLE', 10, JSON.stringify([{ match_id: a.id, bet_type: '1X2', selection: '1' }])]),
    ).rejects.toMatchObject({ code: '22023', message: 'U každého tipu musí být uveden kurz' });
    expect(await betsOf(bettor.id)).toEqual([]);
    const { rows } = await stack.db.query('select count(*)::text as n from public.betting_bet_legs where match_id = any($1)', [[a.id, b.id]]);
    expect(rows).toEqual([{ n: '0' }]);
  });

  it('a match whose kickoff has passed, its result not yet recorded, cannot be bet on', async () => {
    const bettor = await seedUser(stack);
    const match = await createMatch(stack, { categoryId, seasonId, date: '2026-01-03' });
    await stack.db.query(
      `insert into public.betting_odds (match_id, bet_type, selection, odds) values ($1, '1X2', '1', 1.9)`,
      [match.id],
    );
    await expect(placeBet(bettor.claims, 'SINGLE', 10, [{ match_id: match.id, bet_type: '1X2', selection: '1' }])).rejects.toMatchObject({
      message: 'Na zápas, který už začal nebo skončil, nelze sázet',
    });
    expect(await betsOf(bettor.id)).toEqual([]);
  });

  it('Svinov A v Svinov B gets no odds and takes no bet, even at odds written by hand', async () => {
    const bettor = await seedUser(stack);
    const ownClub = await createClub(stack, { isOwnClub: true });
    const ownA = await createTeam(stack, { categoryId, seasonId, clubId: ownClub });
    const { rows: teamB } = await stack.db.query<{ id: string }>(
      `insert into public.club_category_teams (club_category_id, team_suffix) select club_category_id, 'B' from public.club_category_teams where id = $1 returning id`,
      [ownA],
    );
    const ownB = teamB[0]?.id;
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.matches (category_id, season_id, date, time, home_team_id, away_team_id) values ($1, $2, '2041-05-04', '15:00', $3, $4) returning id`,
      [categoryId, seasonId, ownA, ownB],
    );
    const derby = rows[0]?.id ?? '';
    await expect(stack.db.query('select public.generate_match_odds($1)', [derby])).rejects.toMatchObject({
      message: 'Na zápas dvou týmů oddílu se kurzy nevypisují',
    });
    await stack.db.query(`insert into public.betting_odds (match_id, bet_type, selection, odds) values ($1, '1X2', '1', 1.9)`, [derby]);
    await expect(placeBet(bettor.claims, 'SINGLE', 10, [{ match_id: derby, bet_type: '1X2', selection: '1' }])).rejects.toMatchObject({
      message: 'Na zápas dvou týmů oddílu nelze sázet',
    });
    expect(await betsOf(bettor.id)).toEqual([]);
  });

  it('a bettor cannot write a bet, a leg, odds or a ledger row directly', async () => {
    const bettor = await seedUser(stack);
    const match = await matchWithOdds();
    await sqlAs(stack, bettor.claims, 'select public.ensure_betting_wallet()');
    const writes = [
      [`insert into public.betting_bets (user_id, structure, stake, odds, potential_return) values ($1, 'SINGLE', 10, 50, 500)`, [bettor.id]],
      [`insert into public.betting_transactions (user_id, type, amount, balance_after) values ($1, 'grant', 5000, 6000)`, [bettor.id]],
      [`update public.betting_odds set odds = 50 where match_id = $1`, [match.id]],
      [`insert into public.betting_odds (match_id, bet_type, selection, odds) values ($1, '1X2', '1', 50) on conflict do nothing`, [match.id]],
    ] as const;
    for (const [sql, params] of writes) {
      const outcome = await sqlAs(stack, bettor.claims, sql, [...params]).then(
        (result) => result.affectedRows,
        (error: unknown) => error,
      );
      // Refused outright, or (odds: RLS hides the rows from the update) nothing changed.
      if (typeof outcome === 'number') expect(outcome).toBe(0);
      else expect(outcome).toMatchObject({ code: '42501' });
    }
    expect(await odds(match.id, '1X2', '1')).not.toBe('50.00');
    expect(await betsOf(bettor.id)).toEqual([]);
    expect(await wallet(bettor.id)).toEqual({ balance: '1000.00', ledger: '1000.00' });
  });
});

describe('odds for the matches the club adds (migration 20261124000410)', () => {
  it('an upcoming match with Svinov on one side is listed with all six odds as it is inserted; a derby or two other clubs are not', async () => {
    const ownClub = await createClub(stack, { isOwnClub: true });
    const ownA = await createTeam(stack, { categoryId, seasonId, clubId: ownClub });
    const { rows: teamB } = await stack.db.query<{ id: string }>(
      `insert into public.club_category_teams (club_category_id, team_suffix) select club_category_id, 'B' from public.club_category_teams where id = $1 returning id`,
      [ownA],
    );
    const rival = await createTeam(stack, { categoryId, seasonId });
    const other = await createTeam(stack, { categoryId, seasonId });
    const insert = async (home: string | undefined, away: string | undefined) => {
      const { rows } = await stack.db.query<{ id: string }>(
        `insert into public.matches (category_id, season_id, date, time, home_team_id, away_team_id) values ($1, $2, '2041-06-01', '15:00', $3, $4) returning id`,
        [categoryId, seasonId, home, away],
      );
      const { rows: listed } = await stack.db.query<{ selection: string }>(
        'select bet_type || $2 || selection as selection from public.betting_odds where match_id = $1 order by 1',
        [rows[0]?.id, ':'],
      );
      return listed.map((row) => row.selection);
    };
    expect(await insert(rival, ownA)).toEqual(['1X2:1', '1X2:2', '1X2:X', 'DOUBLE_CHANCE:12', 'DOUBLE_CHANCE:1X', 'DOUBLE_CHANCE:X2']);
    expect(await insert(ownA, teamB[0]?.id)).toEqual([]);
    expect(await insert(rival, other)).toEqual([]);
  });
});

describe('settlement', () => {
  it('a winning single pays stake × odds through the ledger; a losing one pays nothing', async () => {
    const bettor = await seedUser(stack);
    const match = await matchWithOdds();
    const win = (await placeBet(bettor.claims, 'SINGLE', 10, [{ match_id: match.id, bet_type: '1X2', selection: '1' }])).rows[0];
    const other = await matchWithOdds();
    const lose = (await placeBet(bettor.claims, 'SINGLE', 10, [{ match_id: other.id, bet_type: '1X2', selection: 'X' }])).rows[0];
    await complete(match.id, 19, 16);
    await complete(other.id, 19, 16);
    expect(await bet(win?.bet_id ?? '')).toEqual({ status: 'WON', payout: win?.potential_return });
    expect(await bet(lose?.bet_id ?? '')).toEqual({ status: 'LOST', payout: '0.00' });
    const expected = (1000 - 20 + Number(win?.potential_return)).toFixed(2);
    expect(await wallet(bettor.id)).toEqual({ balance: expected, ledger: expected });
  });

  it('an accumulator is lost as soon as one leg loses and won only when all legs win', async () => {
    const bettor = await seedUser(stack);
    const [a, b] = [await matchWithOdds(), await matchWithOdds()];
    const legs = [
      { match_id: a.id, bet_type: '1X2', selection: '1' },
      { match_id: b.id, bet_type: 'DOUBLE_CHANCE', selection: 'X2' },
    ];
    const placed = (await placeBet(bettor.claims, 'ACCUMULATOR', 10, legs)).rows[0];
    await complete(a.id, 20, 15);
    expect((await bet(placed?.bet_id ?? ''))?.status).toBe('PENDING');
    await complete(b.id, 16, 16);
    expect(await bet(placed?.bet_id ?? '')).toEqual({ status: 'WON', payout: placed?.potential_return });

    const lost = (await placeBet(bettor.claims, 'ACCUMULATOR', 10, [
      { match_id: (await matchWithOdds()).id, bet_type: '1X2', selection: '2' },
      { match_id: (await matchWithOdds()).id, bet_type: '1X2', selection: '1' },
    ])).rows[0];
    const lostLegs = await stack.db.query<{ match_id: string }>('select match_id from public.betting_bet_legs where bet_id = $1 order by selection desc', [lost?.bet_id]);
    await complete(lostLegs.rows[0]?.match_id ?? '', 22, 12);
    expect(await bet(lost?.bet_id ?? '')).toEqual({ status: 'LOST', payout: '0.00' });
  });

  it('a void leg drops out of the odds; an all-void bet refunds the stake; settling twice pays once', async () => {
    const bettor = await seedUser(stack);
    const [a, b] = [await matchWithOdds(), await matchWithOdds()];
    const oddsA = await odds(a.id, '1X2', '1');
    const placed = (await placeBet(bettor.claims, 'ACCUMULATOR', 10, [
      { match_id: a.id, bet_type: '1X2', selection: '1' },
      { match_id: b.id, bet_type: '1X2', selection: '1' },
    ])).rows[0];
    await complete(b.id, null, null);
    await complete(a.id, 18, 11);
    expect(await bet(placed?.bet_id ?? '')).toEqual({ status: 'WON', payout: (10 * Number(oddsA)).toFixed(2) });
    await stack.db.query('select public.settle_match_bets($1)', [a.id]);
    const payouts = await stack.db.query('select count(*)::text as n from public.betting_transactions where bet_id = $1 and type = $2', [
      placed?.bet_id,
      'payout',
    ]);
    expect(payouts.rows).toEqual([{ n: '1' }]);

    const single = await matchWithOdds();
    const refunded = (await placeBet(bettor.claims, 'SINGLE', 25, [{ match_id: single.id, bet_type: '1X2', selection: 'X' }])).rows[0];
    await complete(single.id, null, null);
    expect(await bet(refunded?.bet_id ?? '')).toEqual({ status: 'VOID', payout: '25.00' });
    const state = await wallet(bettor.id);
    expect(state?.balance).toBe(state?.ledger);
  });
});

describe('leaderboard', () => {
  it('ranks settled bettors by net profit for every period, with display names, and refuses unknown periods', async () => {
    const bettor = await seedUser(stack, { fullName: 'Petr Sázkař' });
    // SEASON means the active season's dates: make today's season the active one.
    await stack.db.query(
      `insert into public.seasons (name, start_date, end_date, is_active)
       values ('Dnešní sezóna', current_date - 30, current_date + 30, true)`,
    );
    const match = await matchWithOdds();
    await placeBet(bettor.claims, 'SINGLE', 100, [{ match_id: match.id, bet_type: '1X2', selection: '1' }]);
    await complete(match.id, 25, 20);
    for (const period of ['DAILY', 'WEEKLY', 'MONTHLY', 'SEASON', 'ALL_TIME']) {
      const { rows } = await sqlAs<{ username: string; won_bets: string; period: string }>(
        stack,
        bettor.claims,
        'select username, won_bets, period from public.get_betting_leaderboard($1) where user_id = $2',
        [period, bettor.id],
      );
      expect(rows).toEqual([{ username: 'Petr Sázkař', won_bets: '1', period }]);
    }
    await expect(sqlAs(stack, bettor.claims, `select * from public.get_betting_leaderboard('YEARLY')`)).rejects.toMatchObject({
      message: 'Neplatné období žebříčku: YEARLY',
    });
  });
});
