import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { startTestStack, type TestStack } from '../support/stack';

// Aggregate functions as PostgREST 12+ runs them once `pgrst.db_aggregates_enabled` is on:
// every selected value that is no aggregate is a grouping term. Hosted Supabase has them off.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const raw = async (query: string) => {
  const response = await fetch(`${stack.url}/rest/v1/${query}`, { headers: { apikey: stack.anonKey } });
  return { status: response.status, text: await response.text() };
};

/** Scoped to this test's database, so stacks of other test files never see the setting. */
async function setAggregates(enabled: boolean): Promise<void> {
  const value = enabled ? 'true' : 'false';
  await stack.db.query(`do $$ begin execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = %L', current_database(), '${value}'); end $$`);
  await stack.db.query(`notify pgrst, 'reload config'`);
  await eventually(async () => ((await raw('players?select=count()')).status === 200) === enabled);
}

describe('aggregates switched off (hosted default)', () => {
  it('count() and col.sum() are 400 PGRST123', async () => {
    for (const select of ['count()', 'goals.sum()', 'name,players(count())']) {
      const { error, status } = await stack.client().from(select.startsWith('name') ? 'teams' : 'players').select(select);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
    }
  });
});

describe('aggregates switched on', () => {
  beforeAll(async () => {
    await setAggregates(true);
  });
  afterAll(async () => {
    await setAggregates(false);
  });

  it('count() over the filtered rows', async () => {
    const { data } = await stack.client().from('players').select('count()').gt('goals', 2);
    expect(data).toEqual([{ count: 3 }]);
  });

  it('sum, avg, min and max keep Postgres formatting', async () => {
    expect(await raw('players?select=goals.sum(),goals.avg(),joined_on.min(),joined_on.max()')).toEqual({
      status: 200,
      text: '[{"sum":17,"avg":3.4000000000000000,"min":"2021-01-05","max":"2024-08-20"}]',
    });
  });

  it('groups by the other selected columns, aliases included', async () => {
    const { data } = await stack.client().from('players').select('goals.sum(), goals.max(), team:team_id').order('team_id');
    expect(data).toEqual([
      { sum: 10, max: 7, team: 1 },
      { sum: 5, max: 5, team: 2 },
      { sum: 2, max: 2, team: null },
    ]);
  });

  it('aliases and casts before and after the aggregate', async () => {
    expect(await raw('players?select=total:goals::numeric.sum()::text,most:goals.max()::text')).toEqual({ status: 200, text: '[{"total":"17","most":"7"}]' });
  });

  it('aggregates inside an embed, per parent row', async () => {
    const { data } = await stack.client().from('teams').select('name, players(count(), goals.sum())').order('id');
    expect(data).toEqual([
      { name: 'Sokol', players: [{ count: 2, sum: 10 }] },
      { name: 'Slavoj', players: [{ count: 2, sum: 5 }] },
      { name: 'Tatran', players: [{ count: 0, sum: null }] },
    ]);
  });

  it('grouped by a to-one spread column, ordered by it', async () => {
    const { data, error } = await stack.client().from('players').select('goals.sum(), ...teams(team:name)').order('teams(team)', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { sum: 2, team: null },
      { sum: 10, team: 'Sokol' },
      { sum: 5, team: 'Slavoj' },
    ]);
  });

  it('grouped by an embedded object', async () => {
    const { data, error } = await stack.client().from('players').select('count(), teams(city)').not('team_id', 'is', null);
    expect(error).toBeNull();
    expect(data).toEqual(
      expect.arrayContaining([
        { count: 2, teams: { city: 'Brno' } },
        { count: 2, teams: { city: 'Praha' } },
      ]),
    );
    expect(data).toHaveLength(2);
  });

  it('an aggregate in a to-one spread is hoisted to the parent, grouped by its other values', async () => {
    const { data, error } = await stack.client().from('players').select('...teams(team:name, players:count())').not('team_id', 'is', null);
    expect(error).toBeNull();
    expect(data).toEqual(
      expect.arrayContaining([
        { team: 'Sokol', players: 2 },
        { team: 'Slavoj', players: 2 },
      ]),
    );
    expect(data).toHaveLength(2);
    const total = await stack.client().from('players').select('goals.sum(), ...teams(team_ids:id.sum()::text)');
    expect(total.data).toEqual([{ sum: 17, team_ids: '6' }]);
  });

  it('aggregates in a to-many spread are 400 PGRST127, not implemented in PostgREST either', async () => {
    const { error, status } = await stack.client().from('teams').select('name, ...players(goals.sum())');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST127', details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.' });
  });

  it('an SQL error names the embed by PostgREST’s alias', async () => {
    const { error } = await stack.client().from('teams').select('name, players(nope.sum())');
    expect(error).toMatchObject({ code: '42703', message: 'column players_1.nope does not exist' });
  });
});
