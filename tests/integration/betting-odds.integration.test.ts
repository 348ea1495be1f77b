import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ensureBettingWallet, getWalletSummary, listBettingMatches, placeBet } from '@/features/betting/api';
import { pragueToday } from '@/features/matches/kickoff';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser } from '../seed/users';
import { pricedLeg } from '../support/betting-legs';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('app');
});
afterAll(async () => {
  await stack.stop();
});

type Calibration = Record<'matches' | 'predicted_home' | 'predicted_draw' | 'predicted_away' | 'home' | 'draw' | 'away', string>;

describe('the odds model against the seeded results (migrations 20261124000200 and 20261124000400_betting_odds_check_derbies)', () => {
  it('its average probabilities of home win, draw and away win match how the seeded matches ended', async () => {
    // Each match priced with the form its teams had before it, as generate_match_odds would have.
    const { rows } = await stack.db.query<Calibration>(`
      select count(*)::int as matches,
             avg(p.home)::float8 as predicted_home, avg(p.draw)::float8 as predicted_draw, avg(p.away)::float8 as predicted_away,
             avg((m.home_score > m.away_score)::int)::float8 as home,
             avg((m.home_score = m.away_score)::int)::float8 as draw,
             avg((m.home_score < m.away_score)::int)::float8 as away
      from public.matches m
      cross join lateral public.betting_outcome_probabilities(m.home_team_id, m.away_team_id, m.date) p
      where m.status = 'completed' and m.home_score is not null and m.away_score is not null`);
    const row = rows[0];
    if (!row) throw new Error('no seeded results');
    // float8 arrives as text from the driver.
    const value = (key: keyof Calibration) => Number(row[key]);
    const matches = value('matches');
    expect(matches).toBeGreaterThan(50);
    // Within two standard errors of each observed frequency (87 seeded results: about ±0.1).
    for (const outcome of ['home', 'draw', 'away'] as const) {
      const observed = value(outcome);
      const twoStandardErrors = 2 * Math.sqrt((observed * (1 - observed)) / matches);
      expect(Math.abs(value(`predicted_${outcome}`) - observed)).toBeLessThan(twoStandardErrors);
    }
  });

  it('it predicts the seeded results better than the first model (draw 0.16, home factor 1.1)', async () => {
    // Log loss: the average of -ln(probability the model gave to what happened); lower is better.
    const { rows } = await stack.db.query<{ tuned: string; previous: string }>(`
      with priced as (
        select m.home_score, m.away_score, p.home, p.draw, p.away,
               1.1 * public.betting_team_strength(m.home_team_id, m.date) as old_home,
               public.betting_team_strength(m.away_team_id, m.date) as old_away
        from public.matches m
        cross join lateral public.betting_outcome_probabilities(m.home_team_id, m.away_team_id, m.date) p
        where m.status = 'completed' and m.home_score is not null and m.away_score is not null
      )
      select avg(-ln(case when home_score > away_score then home when home_score = away_score then draw else away end))::text as tuned,
             avg(-ln(case when home_score > away_score then 0.84 * old_home / (old_home + old_away)
                          when home_score = away_score then 0.16
                          else 0.84 * old_away / (old_home + old_away) end))::text as previous
      from priced`);
    const [loss] = rows;
    expect(Number(loss?.tuned)).toBeLessThan(Number(loss?.previous));
  });

  it('the closer the sides, the shorter the draw: the most even match has the shortest draw price, the most lopsided the longest', async () => {
    const { rows } = await stack.db.query<{ home: string; draw: string; away: string; double_12: string; overround: string }>(`
      select max(o.odds) filter (where o.bet_type = '1X2' and o.selection = '1')::text as home,
             max(o.odds) filter (where o.bet_type = '1X2' and o.selection = 'X')::text as draw,
             max(o.odds) filter (where o.bet_type = '1X2' and o.selection = '2')::text as away,
             max(o.odds) filter (where o.bet_type = 'DOUBLE_CHANCE' and o.selection = '12')::text as double_12,
             sum(1 / o.odds) filter (where o.bet_type = '1X2')::text as overround
      from public.betting_odds o group by o.match_id`);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(Number(row.overround)).toBeGreaterThan(1.05);
      expect(Number(row.overround)).toBeLessThan(1.07);
    }
    const gap = (row: (typeof rows)[number]) => Math.abs(Math.log(Number(row.home) / Number(row.away)));
    const byGap = [...rows].sort((a, b) => gap(a) - gap(b));
    const draws = rows.map((row) => Number(row.draw));
    expect(Number(byGap[0]?.draw)).toBe(Math.min(...draws));
    expect(Number(byGap.at(-1)?.draw)).toBe(Math.max(...draws));
    expect(Math.max(...draws)).toBeGreaterThan(Math.min(...draws));
    // '12' is priced on the chance of no draw, so it moves with it (it was 1.13 on every match).
    expect(new Set(rows.map((row) => row.double_12)).size).toBeGreaterThan(1);
  });

  it('between two sides of equal form the draw is 0.185 and the home team is favoured 58 : 42 in decided matches', async () => {
    const { rows } = await stack.db.query<{ home: string; draw: string; away: string }>(
      `select home::float8, draw::float8, away::float8 from public.betting_outcome_probabilities($1, $2, date '2041-01-01')`,
      [randomUUID(), randomUUID()],
    );
    const [probabilities] = rows;
    const draw = Number(probabilities?.draw);
    expect(draw).toBeCloseTo(0.19 * 4 * 0.58 * 0.42, 3);
    expect(Number(probabilities?.home) / (1 - draw)).toBeCloseTo(0.58, 2);
    expect(Number(probabilities?.away) / (1 - draw)).toBeCloseTo(0.42, 2);
  });
});

describe('a retried bet is placed once (place_bet with a client-made id)', () => {
  it('the same id again returns the placed bet and stakes nothing more; another bettor cannot reuse it', async () => {
    const user = await seedUser(stack);
    const client = stack.client(stack.anonKey, user.accessToken) as TypedSupabaseClient;
    await ensureBettingWallet(client);
    const [match] = await listBettingMatches(client, pragueToday(new Date()));
    if (!match) throw new Error('the seed has upcoming matches');
    const input = { id: randomUUID(), structure: 'SINGLE' as const, stake: 600, legs: [pricedLeg(match, '1X2', '1')] };
    const first = await placeBet(client, input);
    // 600 more would overdraw 400: the retry must not be read as a new bet.
    const retry = await placeBet(client, input);
    expect(retry).toEqual(first);
    expect((await getWalletSummary(client))?.balance).toBe(400);

    const other = await seedUser(stack);
    const otherClient = stack.client(stack.anonKey, other.accessToken) as TypedSupabaseClient;
    await ensureBettingWallet(otherClient);
    await expect(placeBet(otherClient, { ...input, stake: 10 })).rejects.toMatchObject({ code: '23505' });
    const { rows } = await stack.db.query('select user_id from public.betting_bets where id = $1', [input.id]);
    expect(rows).toEqual([{ user_id: user.id }]);
    expect((await getWalletSummary(otherClient))?.balance).toBe(1000);
  });
});
