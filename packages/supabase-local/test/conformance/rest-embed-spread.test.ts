import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

// Spread embeds `...rel(cols)` with PostgREST 13 semantics: a to-one relationship's columns join
// the parent object, a to-many relationship's columns become arrays of values.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

describe('spread embeds', () => {
  it('to-one: the columns join the parent object, null when there is no related row', async () => {
    const { data, error } = await stack.client().from('players').select('name, ...teams(team:name, city)').in('id', [1, 5]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Jan', team: 'Sokol', city: 'Brno' },
      { name: 'Karel', team: null, city: null },
    ]);
  });

  it('to-one with * spreads every column in table order', async () => {
    const { data } = await stack.client().from('players').select('...teams(*), player:name').eq('id', 3);
    expect(data).toEqual([{ id: 2, name: 'Slavoj', city: 'Praha', player: 'Petr' }]);
  });

  it('to-many: each column becomes an array of values, [] when there are none', async () => {
    const { data, error } = await stack.client().from('teams').select('name, ...players(player:name, goals)').order('id').order('id', { referencedTable: 'players' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Sokol', player: ['Jan', 'Eva'], goals: [7, 3] },
      { name: 'Slavoj', player: ['Petr', 'Lucie'], goals: [0, 5] },
      { name: 'Tatran', player: [], goals: [] },
    ]);
  });

  it('filters, !inner and limits apply to the spread rows', async () => {
    const { data } = await stack
      .client()
      .from('teams')
      .select('name, ...players!inner(player:name)')
      .gt('players.goals', 2)
      .order('id')
      .order('goals', { referencedTable: 'players', ascending: false })
      .limit(1, { referencedTable: 'players' });
    expect(data).toEqual([
      { name: 'Sokol', player: ['Jan'] },
      { name: 'Slavoj', player: ['Lucie'] },
    ]);
  });

  it('a spread may hold an embed, which keeps its key', async () => {
    const { data } = await stack.client().from('players').select('name, ...teams(city, scorers(name))').eq('id', 4).order('name', { referencedTable: 'teams.scorers' });
    expect(data).toEqual([{ name: 'Lucie', city: 'Praha', scorers: [{ name: 'Lucie' }] }]);
  });

  it('a spread over a computed relationship', async () => {
    const { data } = await stack.client().from('players').select('name, ...teams_public(team:name)').eq('id', 2);
    expect(data).toEqual([{ name: 'Eva', team: 'Sokol' }]);
  });

  it('"..." on a column is a parse error 400 PGRST100', async () => {
    const response = await fetch(`${stack.url}/rest/v1/players?select=...name`, { headers: { apikey: stack.anonKey } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST100');
  });
});
