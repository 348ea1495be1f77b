import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const ids = async (query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
  const { data, error } = await query;
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.id).sort((a, b) => a - b);
};

describe('filters', () => {
  const posts = () => stack.client().from('posts').select('id');

  it.each([
    ['eq', () => posts().eq('status', 'draft'), [3]],
    ['eq on a boolean column', () => stack.client().from('posts_flags').select('id').eq('featured', true), [1]],
    ['neq excludes NULL rows too', () => posts().neq('editor_id', 2), [2]],
    ['gt', () => posts().gt('rating', 4), [1, 4]],
    ['gte', () => posts().gte('rating', 4.5), [1, 4]],
    ['lt', () => posts().lt('rating', 4), [2]],
    ['lte', () => posts().lte('views', 5), [3, 4]],
    ['like with * as %', () => posts().like('title', '*mládeže'), [2]],
    ['ilike', () => posts().ilike('title', '%VÝHRA%'), [1]],
    ['in', () => posts().in('id', [1, 3]), [1, 3]],
    ['in with a value holding a comma', () => posts().in('title', ['Brigáda, hřiště (jaro)', 'Koncept']), [3, 4]],
    ['is null', () => posts().is('editor_id', null), [3, 4]],
    ['not is null', () => posts().not('editor_id', 'is', null), [1, 2]],
    ['cs on arrays', () => posts().contains('tags', ['zapas']), [1]],
    ['cd on arrays', () => posts().containedBy('tags', ['nabor', 'klub']), [2, 3, 4]],
    ['ov on arrays', () => posts().overlaps('tags', ['klub', 'nabor']), [2, 4]],
    ['cs on jsonb', () => posts().contains('data', { kind: 'news' }), [2, 4]],
    ['JSON path text filter', () => posts().eq('data->>kind', 'report'), [1]],
    ['match (regex)', () => posts().filter('title', 'match', '^N'), [2]],
    ['full-text search on a text column', () => posts().textSearch('body', 'gólů', { type: 'plain', config: 'simple' }), [1]],
    ['or', () => posts().or('status.eq.draft,rating.gt.10'), [3, 4]],
    ['nested and inside or', () => posts().or('id.eq.1,and(status.eq.published,rating.lt.4)'), [1, 2]],
    ['quoted value in a logic tree', () => posts().or('title.eq."Brigáda, hřiště (jaro)",id.eq.2'), [2, 4]],
    ['like(any) quantifier', () => posts().likeAnyOf('title', ['Výhra*', 'Kon*']), [1, 3]],
  ])('%s', async (_name, query, expected) => {
    expect(await ids(query())).toEqual(expected);
  });

  it('not.or negates a whole logic tree', async () => {
    const response = await fetch(`${stack.url}/rest/v1/posts?select=id&not.or=(id.eq.1,id.eq.2)&order=id`, { headers: { apikey: stack.anonKey } });
    expect(await response.json()).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('in.() is an empty set, not an error', async () => {
    const response = await fetch(`${stack.url}/rest/v1/posts?select=id&id=in.()`, { headers: { apikey: stack.anonKey } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('is accepts only null, not_null, true, false and unknown: anything else is 400 PGRST100', async () => {
    const { error, status } = await stack.client().from('posts').select('id').is('editor_id', 'maybe' as never);
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });

  it('a bad literal for the column type is 22P02 with status 400', async () => {
    const { error, status } = await stack.client().from('posts').select('id').eq('id', 'abc');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
    expect(error?.message).toBe('invalid input syntax for type integer: "abc"');
  });

  it('an operator that does not exist for the type is 42883 with status 404', async () => {
    const { error, status } = await stack.client().from('posts').select('id').contains('title', ['x']);
    expect(error?.code).toBe('42883');
    expect(status).toBe(404);
  });

  it('a malformed logic tree is 400 PGRST100', async () => {
    const { error, status } = await stack.client().from('posts').select('id').or('id.eq.1,(');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });

  it('orders with nulls first or last', async () => {
    const first = await stack.client().from('posts').select('id').order('rating', { ascending: true, nullsFirst: true });
    expect(first.data?.map((row: { id: number }) => row.id)).toEqual([3, 2, 1, 4]);
    const last = await stack.client().from('posts').select('id').order('rating', { ascending: false, nullsFirst: false });
    expect(last.data?.map((row: { id: number }) => row.id)).toEqual([4, 1, 2, 3]);
  });
});
