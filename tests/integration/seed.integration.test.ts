import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('app');
});
afterAll(async () => {
  await stack.stop();
});

describe('the local demo seed is believable and consistent', () => {
  it('has the ten categories in the menu order of the sport', async () => {
    const { rows } = await stack.db.query<{ slug: string }>('select slug from public.categories order by sort_order');
    expect(rows.map((row) => row.slug)).toEqual([
      'youngest-kids', 'prep-kids', 'younger-boys', 'younger-girls', 'older-boys',
      'older-girls', 'junior-boys', 'junior-girls', 'men', 'women',
    ]);
  });

  it('has exactly one active season, and the previous one is closed', async () => {
    const { rows } = await stack.db.query('select name, is_active, is_closed from public.seasons order by start_date');
    expect(rows).toEqual([
      { name: '2025/2026', is_active: false, is_closed: true },
      { name: '2026/2027', is_active: true, is_closed: false },
    ]);
  });

  it('completed matches have Národní házená scores: totals of 24–51 goals, halftime below full time', async () => {
    const { rows } = await stack.db.query<{ bad: string; played: string }>(
      `select count(*) filter (where home_score + away_score not between 24 and 51
                                 or home_score_halftime > home_score or away_score_halftime > away_score)::text as bad,
              count(*)::text as played
       from public.matches where status = 'completed'`,
    );
    expect(rows[0]?.bad).toBe('0');
    expect(Number(rows[0]?.played)).toBeGreaterThan(60);
  });

  it('every team of a category plays every other team twice', async () => {
    const { rows } = await stack.db.query<{ pairs: string }>(
      `select count(*)::text as pairs from (
         select category_id, least(home_team_id, away_team_id), greatest(home_team_id, away_team_id), count(*) as n
         from public.matches group by 1, 2, 3 having count(*) <> 2) wrong`,
    );
    expect(rows).toEqual([{ pairs: '0' }]);
  });

  it('standings equal a recalculation from the results (points = 2·W + D)', async () => {
    const { rows } = await stack.db.query<{ mismatches: string }>(
      `with results as (
         select category_id, home_team_id as team_id, home_score as f, away_score as a from public.matches where status = 'completed'
         union all
         select category_id, away_team_id, away_score, home_score from public.matches where status = 'completed'),
       expected as (
         select team_id, count(*) as matches, 2 * count(*) filter (where f > a) + count(*) filter (where f = a) as points,
                sum(f) as goals_for from results group by team_id)
       select count(*)::text as mismatches from public.standings s join expected e on e.team_id = s.team_id
       where s.matches <> e.matches or s.points <> e.points or s.goals_for <> e.goals_for or s.points <> 2 * s.wins + s.draws`,
    );
    expect(rows).toEqual([{ mismatches: '0' }]);
  });

  it('every lineup has 1–2 goalkeepers and 6–13 field players, and its goals add up to the score', async () => {
    const { rows } = await stack.db.query<{ lineups: string; valid: string }>(
      `with counts as (
         select l.id, count(*) filter (where p.position = 'goalkeeper') as keepers,
                count(*) filter (where p.position = 'field_player') as field, sum(p.goals) as goals,
                case when l.is_home_team then m.home_score else m.away_score end as score
         from public.lineups l join public.lineup_players p on p.lineup_id = l.id join public.matches m on m.id = l.match_id
         group by l.id, l.is_home_team, m.home_score, m.away_score)
       select count(*)::text as lineups,
              count(*) filter (where keepers between 1 and 2 and field between 6 and 13 and goals = score)::text as valid
       from counts`,
    );
    expect(rows[0]?.valid).toBe(rows[0]?.lineups);
    expect(Number(rows[0]?.lineups)).toBeGreaterThan(0);
  });

  it('has about 120 members and every demo user signs in with the documented password', async () => {
    const members = await stack.db.query<{ n: string }>('select count(*)::text as n from public.members');
    expect(Number(members.rows[0]?.n)).toBeGreaterThanOrEqual(100);
    for (const user of Object.values(DEMO_USERS)) {
      const { rows } = await stack.db.query<{ id: string }>(
        'select id from auth.users where email = $1 and encrypted_password = extensions.crypt($2, encrypted_password)',
        [user.email, DEMO_PASSWORD],
      );
      expect(rows).toEqual([{ id: user.id }]);
    }
  });

  it('links the demo member to herself, a player of the women\'s team, and the demo parent to two younger boys, with answers to show', async () => {
    const { rows } = await stack.db.query<{ user_id: string; slug: string; relation: string; answers: string; sex: string; name: string }>(
      `select a.user_id, c.slug, a.relation, m.sex, m.name || ' ' || m.surname as name,
              (select count(*)::text from public.availability_answers x where x.member_id = m.id) as answers
       from public.member_accounts a join public.members m on m.id = a.member_id join public.categories c on c.id = m.category_id
       order by a.user_id, m.registration_number`,
    );
    expect(rows[0]).toMatchObject({ sex: 'female', name: DEMO_USERS.member.fullName });
    expect(rows.map(({ answers, sex: _sex, name: _name, ...link }) => ({ ...link, answered: Number(answers) > 0 }))).toEqual([
      { user_id: DEMO_USERS.member.id, slug: 'women', relation: 'self', answered: true },
      { user_id: DEMO_USERS.parent.id, slug: 'younger-boys', relation: 'guardian', answered: true },
      { user_id: DEMO_USERS.parent.id, slug: 'younger-boys', relation: 'guardian', answered: false },
    ]);
  });

  it('every bettor’s balance equals their ledger, and the demo bettor has coins to play and an open bet', async () => {
    const { rows: wallets } = await stack.db.query<{ user_id: string; balance: string; ledger: string }>(
      `select w.user_id, w.balance::text, (select sum(amount)::text from public.betting_transactions t where t.user_id = w.user_id) as ledger
       from public.betting_wallets w`,
    );
    expect(wallets.length).toBeGreaterThanOrEqual(6);
    for (const wallet of wallets) expect(wallet.balance).toBe(wallet.ledger);
    const demo = wallets.find((wallet) => wallet.user_id === DEMO_USERS.bettor.id);
    expect(Number(demo?.balance)).toBeGreaterThanOrEqual(100);
    const { rows: open } = await stack.db.query('select id from public.betting_bets where user_id = $1 and status = $2', [DEMO_USERS.bettor.id, 'PENDING']);
    expect(open.length).toBeGreaterThanOrEqual(1);
  });

  it('the season leaderboard has a field of winners and losers, the demo bettor among them', async () => {
    const { rows } = await stack.db.query<{ user_id: string; total_bets: number; net_profit: string }>(
      `select user_id, total_bets, net_profit::text from public.get_betting_leaderboard('SEASON', 50)`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.map((row) => row.user_id)).toContain(DEMO_USERS.bettor.id);
    expect(rows.some((row) => Number(row.net_profit) > 0)).toBe(true);
    expect(rows.some((row) => Number(row.net_profit) < 0)).toBe(true);
  });

  it('seeded bets were settled by the results: won bets paid stake × odds once, lost ones nothing, nothing pending on a played match', async () => {
    const { rows: wrong } = await stack.db.query(
      `select b.id from public.betting_bets b
       where (b.status = 'WON' and b.payout <> round(b.stake * b.odds, 2)) or (b.status = 'LOST' and b.payout <> 0)
          or (b.status <> 'PENDING' and exists (select 1 from public.betting_bet_legs l where l.bet_id = b.id and l.status = 'PENDING'))
          or (select count(*) from public.betting_transactions t where t.bet_id = b.id and t.type = 'payout') <> (b.status = 'WON')::int`,
    );
    expect(wrong).toEqual([]);
    const { rows: counts } = await stack.db.query<{ won: string; lost: string; pending_on_played: string }>(
      `select count(*) filter (where b.status = 'WON')::text as won, count(*) filter (where b.status = 'LOST')::text as lost,
              (select count(*) from public.betting_bet_legs l join public.matches m on m.id = l.match_id
               where l.status = 'PENDING' and m.status = 'completed')::text as pending_on_played
       from public.betting_bets b`,
    );
    expect(Number(counts[0]?.won)).toBeGreaterThan(5);
    expect(Number(counts[0]?.lost)).toBeGreaterThan(5);
    expect(counts[0]?.pending_on_played).toBe('0');
  });

  it('a match of two Svinov teams has no odds and no bets', async () => {
    const { rows } = await stack.db.query<{ derbies: string; priced: string; bet: string }>(
      `select count(*)::text as derbies,
              count(*) filter (where exists (select 1 from public.betting_odds o where o.match_id = m.id))::text as priced,
              count(*) filter (where exists (select 1 from public.betting_bet_legs l where l.match_id = m.id))::text as bet
       from public.matches m where m.home_team_is_own_club and m.away_team_is_own_club`,
    );
    expect(Number(rows[0]?.derbies)).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ priced: '0', bet: '0' });
  });
});
