import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

// Embedding as PostgREST 13 resolves and shapes it: each case is what PostgREST answers for the
// same request (resource embedding, computed relationships, the errors table).
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

describe('requests PostgREST refuses', () => {
  it('the same table embedded twice without an alias is 400 42712, as Postgres answers PostgREST', async () => {
    const { error, status } = await stack.client().from('posts').select('id, authors!author_id(name), authors!editor_id(name)');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42712', message: 'table name "posts_authors_1" specified more than once' });
  });

  it('with aliases the same table embeds twice', async () => {
    const { data, error } = await stack.client().from('posts').select('id, author:authors!author_id(name), editor:authors!editor_id(name)').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, author: { name: 'Jana' }, editor: { name: 'Petr' } }]);
  });

  it('a hint that names no constraint, FK column or junction is 400 PGRST200', async () => {
    const { error, status } = await stack.client().from('posts').select('id, authors!nope(name)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'posts' and 'authors' in the schema cache",
      details: "Searched for a foreign key relationship between 'posts' and 'authors' using the hint 'nope' in the schema 'public', but no matches were found.",
    });
  });

  it('a many-to-many hint must name the junction, not one of its columns or foreign keys', async () => {
    for (const hint of ['post_id', 'id', 'post_tags_post_id_fkey']) {
      const wrong = await stack.client().from('posts').select(`id, tags!${hint}(name)`);
      expect(wrong.status).toBe(400);
      expect(wrong.error?.code).toBe('PGRST200');
    }
    const right = await stack.client().from('posts').select('id, tags!post_tags(name)').eq('id', 2);
    expect(right.data).toEqual([{ id: 2, tags: [{ name: 'mladez' }] }]);
  });
});

describe('the JSON PostgREST writes', () => {
  it("columns come before embeds; embedded objects are jsonb text: keys by length, then name, spaced, values in Postgres's formatting", async () => {
    const response = await fetch(`${stack.url}/rest/v1/authors?select=author:posts!author_id(rating,views,title),name&id=eq.1&author.order=id`, {
      headers: { apikey: stack.anonKey },
    });
    expect(await response.text()).toBe(
      '[{"name":"Jana","author":[{"title": "Výhra nad Porubou", "views": 9007199254740993, "rating": 4.50}, {"title": "Koncept", "views": 0, "rating": null}]}]',
    );
  });
});

describe('empty embeds', () => {
  it('rel() leaves the key out of the output', async () => {
    const { data, error } = await stack.client().from('posts').select('id, authors!author_id()').eq('id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2 }]);
  });

  it('rel!inner() still drops the parents without a (filtered) match', async () => {
    const all = await stack.client().from('teams').select('name, players!inner()').order('id');
    expect(all.data).toEqual([{ name: 'Sokol' }, { name: 'Slavoj' }]);
    const scorers = await stack.client().from('teams').select('name, players!inner()').gt('players.goals', 5);
    expect(scorers.data).toEqual([{ name: 'Sokol' }]);
  });
});

describe('self-referencing embeds (a parent_id tree)', () => {
  it('the table name gives the children as an array', async () => {
    const { data, error } = await stack.client().from('collections').select('name, collections(name)').in('id', [1, 4]).order('id').order('id', { referencedTable: 'collections' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Kořen', collections: [{ name: 'Muži' }, { name: 'Ženy' }] },
      { name: 'Dorost', collections: [] },
    ]);
  });

  it('the FK column name gives the parent as an object (null at the root)', async () => {
    const { data } = await stack.client().from('collections').select('name, parent:parent_id(name)').in('id', [1, 4]).order('id');
    expect(data).toEqual([
      { name: 'Kořen', parent: null },
      { name: 'Dorost', parent: { name: 'Muži' } },
    ]);
  });

  it('a hint with the FK column picks the children; trees nest', async () => {
    const { data } = await stack
      .client()
      .from('collections')
      .select('name, children:collections!parent_id(name, children:collections!parent_id(name))')
      .eq('id', 1)
      .order('id', { referencedTable: 'children' });
    expect(data).toEqual([{ name: 'Kořen', children: [{ name: 'Muži', children: [{ name: 'Dorost' }] }, { name: 'Ženy', children: [] }] }]);
  });
});

describe('counts and FK column names', () => {
  it('rel(count) on a to-one embed is an object', async () => {
    const { data } = await stack.client().from('players').select('name, teams(count)').in('id', [1, 5]).order('id');
    expect(data).toEqual([
      { name: 'Jan', teams: { count: 1 } },
      { name: 'Karel', teams: { count: 0 } },
    ]);
  });

  it("the FK column's name embeds the table although a view is built on it", async () => {
    const { data, error } = await stack.client().from('players').select('name, team:team_id(name), team_id(city)').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Jan', team: { name: 'Sokol' }, team_id: { city: 'Brno' } }]);
  });

  it('a view on the table embeds like it, by its own name', async () => {
    const { data } = await stack.client().from('teams_public').select('name, players(name)').eq('id', 1).order('id', { referencedTable: 'players' });
    expect(data).toEqual([{ name: 'Sokol', players: [{ name: 'Jan' }, { name: 'Eva' }] }]);
  });
});

describe('computed relationships', () => {
  it('a function of the row returning SETOF … ROWS 1 embeds as an object', async () => {
    const { data, error } = await stack.client().from('players').select('name, home_team(name)').in('id', [2, 5]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Eva', home_team: { name: 'Sokol' } },
      { name: 'Karel', home_team: null },
    ]);
  });

  it('a computed relationship overrides the detected one of the same name', async () => {
    const { data } = await stack.client().from('players').select('name, teams_public(name)').in('id', [3, 4]).order('id');
    expect(data).toEqual([
      { name: 'Petr', teams_public: null },
      { name: 'Lucie', teams_public: { name: 'Slavoj' } },
    ]);
  });

  it('a SETOF function embeds as an array, with the embed’s filters and order', async () => {
    const { data } = await stack.client().from('teams').select('name, scorers(name)').order('id').order('name', { referencedTable: 'scorers', ascending: false }).lt('scorers.goals', 7);
    expect(data).toEqual([
      { name: 'Sokol', scorers: [{ name: 'Eva' }] },
      { name: 'Slavoj', scorers: [{ name: 'Lucie' }] },
      { name: 'Tatran', scorers: [] },
    ]);
  });
});

describe('SQL errors name PostgREST’s aliases', () => {
  it('the requested table by its name, an embed as <table>_<depth>', async () => {
    const top = await stack.client().from('players').select('nope');
    expect(top.error).toMatchObject({ code: '42703', message: 'column players.nope does not exist' });
    const embedded = await stack.client().from('teams').select('name, players(sum)');
    expect(embedded.status).toBe(400);
    expect(embedded.error).toMatchObject({ code: '42703', message: 'column players_1.sum does not exist' });
  });
});
