import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

describe('select and embedding', () => {
  it('selects columns with aliases and casts, in select order', async () => {
    const { data, error } = await stack.client().from('posts').select('headline:title, rating::text').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ headline: 'Výhra nad Porubou', rating: '4.50' }]);
  });

  it('follows JSON paths; the key is the last path element', async () => {
    const { data } = await stack.client().from('posts').select('id, data->>kind, home:data->score->home').eq('id', 1);
    expect(data).toEqual([{ id: 1, kind: 'report', home: 19 }]);
  });

  it('keeps Postgres JSON formatting: numeric scale, bigint precision, timestamps with +00:00', async () => {
    const response = await fetch(`${stack.url}/rest/v1/posts?select=rating,views,published_at&id=eq.1`, { headers: { apikey: stack.anonKey } });
    expect(await response.text()).toBe('[{"rating":4.50,"views":9007199254740993,"published_at":"2024-05-01T12:00:00+00:00"}]');
  });

  it('embeds a many-to-one relationship as an object by FK column hint', async () => {
    const { data, error } = await stack.client().from('posts').select('title, author:authors!author_id(name)').eq('id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Nábor mládeže', author: { name: 'Petr' } }]);
  });

  it('embeds a missing to-one row as null', async () => {
    const { data } = await stack.client().from('posts').select('id, editor:authors!editor_id(name)').eq('id', 3);
    expect(data).toEqual([{ id: 3, editor: null }]);
  });

  it('two foreign keys to one table without a hint are ambiguous: 300 PGRST201 with details', async () => {
    const { error, status } = await stack.client().from('posts').select('title, authors(name)');
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST201');
    expect(Array.isArray(error?.details)).toBe(true);
  });

  it('the hint may be the constraint name', async () => {
    const { data } = await stack.client().from('posts').select('id, authors!posts_editor_id_fkey(name)').eq('id', 1);
    expect(data).toEqual([{ id: 1, authors: { name: 'Petr' } }]);
  });

  it('embeds one-to-many as an array, [] when none', async () => {
    const { data } = await stack.client().from('authors').select('name, posts!author_id(id)').order('id').order('id', { referencedTable: 'posts' });
    expect(data).toEqual([
      { name: 'Jana', posts: [{ id: 1 }, { id: 3 }] },
      { name: 'Petr', posts: [{ id: 2 }] },
      { name: 'Eva', posts: [{ id: 4 }] },
    ]);
  });

  it('embeds many-to-many through a junction whose key holds both foreign keys', async () => {
    const { data } = await stack.client().from('posts').select('id, tags(name)').eq('id', 1).order('name', { referencedTable: 'tags' });
    expect(data).toEqual([{ id: 1, tags: [{ name: 'klub' }, { name: 'muzi' }] }]);
  });

  it('an unknown relationship is 400 PGRST200', async () => {
    const { error, status } = await stack.client().from('posts').select('id, secrets(value)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
  });

  it('filters on an embed shape only the embedded rows; !inner drops parents without a match', async () => {
    const client = stack.client();
    const left = await client.from('authors').select('name, posts!author_id(status)').eq('posts.status', 'draft').order('id');
    expect(left.data).toEqual([
      { name: 'Jana', posts: [{ status: 'draft' }] },
      { name: 'Petr', posts: [] },
      { name: 'Eva', posts: [] },
    ]);
    const inner = await client.from('authors').select('name, posts!author_id!inner(status)').eq('posts.status', 'draft');
    expect(inner.data).toEqual([{ name: 'Jana', posts: [{ status: 'draft' }] }]);
  });

  it('counts embedded rows with rel(count) although aggregates are disabled', async () => {
    const { data } = await stack.client().from('authors').select('name, posts!author_id(count)').eq('id', 1);
    expect(data).toEqual([{ name: 'Jana', posts: [{ count: 2 }] }]);
  });

  it('aggregate functions are refused with 400 PGRST123', async () => {
    const { error, status } = await stack.client().from('posts').select('count()');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST123');
  });

  it('orders the parent by a to-one embed', async () => {
    const { data } = await stack.client().from('posts').select('id, author:authors!author_id(name)').eq('status', 'published').order('author(name)', { ascending: true });
    expect(data?.map((row: { id: number }) => row.id)).toEqual([4, 1, 2]);
  });

  it('filtering on an embed that is not selected is 400 PGRST108', async () => {
    const { error, status } = await stack.client().from('authors').select('name').eq('posts.status', 'draft');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST108');
  });

  it('an unknown column is a Postgres 42703 error with status 400', async () => {
    const { error, status } = await stack.client().from('posts').select('nope');
    expect(status).toBe(400);
    expect(error?.code).toBe('42703');
  });

  it('an unknown table is 404 PGRST205', async () => {
    const { error, status } = await stack.client().from('nothing_here').select();
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
  });

  it('has/has-not filters on an embed name: posts=not.is.null keeps authors with posts', async () => {
    const { data } = await stack.client().from('tags').select('name, posts(id)').not('posts', 'is', null).order('id');
    expect(data?.map((row: { name: string }) => row.name)).toEqual(['muzi', 'mladez', 'klub']);
    const bad = await stack.client().from('tags').select('name, posts(id)').eq('posts', 'x');
    expect(bad.error?.code).toBe('PGRST120');
  });
});
