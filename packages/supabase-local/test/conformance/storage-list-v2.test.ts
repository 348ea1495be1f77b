import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectContaining, stringMatching } from '../support/matchers';
import { startTestStack, type TestStack } from '../support/stack';
import { withWireCode } from '../../testing/storage-wire-code';

/**
 * `listV2()` (`POST /object/list-v2/{bucket}`) as Storage answers it: keyset pages with an
 * opaque cursor, names in byte order, folders at `/` where their first object would sort, and
 * the sort a cursor was made in kept on the next page.
 */
let stack: TestStack;
let admin: SupabaseClient;
const bucket = `listing-${randomUUID().slice(0, 8)}`;
/** Uploaded one after another in this order, so their creation times follow it. */
const NAMES = ['z.txt', 'b/one.txt', 'a.txt', 'b/c/deep.txt', 'b.txt', 'b/two.txt'];

beforeAll(async () => {
  stack = await startTestStack();
  admin = stack.client(stack.serviceRoleKey);
  expect((await admin.storage.createBucket(bucket)).error).toBeNull();
  for (const name of NAMES) {
    expect((await admin.storage.from(bucket).upload(name, name, { contentType: 'text/plain' })).error).toBeNull();
  }
});
afterAll(async () => {
  await stack.stop();
});

type ListV2Options = NonNullable<Parameters<ReturnType<SupabaseClient['storage']['from']>['listV2']>[0]>;

async function listV2(options: ListV2Options, client: SupabaseClient = admin) {
  const { data, error } = await client.storage.from(bucket).listV2(options);
  expect(error).toBeNull();
  if (!data) throw new Error('no listing');
  return data;
}

/** Every page until `hasNext` is false, as names (folders marked by their trailing `/`). */
async function allPages(options: ListV2Options): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await listV2({ ...options, cursor });
    const entries = [...page.folders, ...page.objects].map((entry) => entry.name);
    pages.push(options.with_delimiter ? sortLikeStorage(page) : entries);
    if (!page.hasNext) {
      expect(page.nextCursor).toBeUndefined();
      return pages;
    }
    expect(page.nextCursor).toEqual(expect.any(String));
    cursor = page.nextCursor;
  }
}

/** A delimited page in listing order: folders and objects come in two arrays, merged here by name. */
function sortLikeStorage(page: { folders: { name: string }[]; objects: { name: string }[] }): string[] {
  return [...page.folders, ...page.objects]
    .map((entry) => entry.name)
    .sort((left, right) => Buffer.compare(Buffer.from(left), Buffer.from(right)));
}

describe('flat listing (no delimiter)', () => {
  it('lists every object under the bucket in byte order, with Storage columns and no folders', async () => {
    const page = await listV2({});
    expect(page.hasNext).toBe(false);
    expect(page.folders).toEqual([]);
    expect(page.objects.map((object) => object.name)).toEqual(['a.txt', 'b.txt', 'b/c/deep.txt', 'b/one.txt', 'b/two.txt', 'z.txt']);
    expect(page.objects[0]).toEqual({
      id: stringMatching(/^[0-9a-f-]{36}$/),
      name: 'a.txt',
      metadata: objectContaining({ size: 5, mimetype: 'text/plain' }),
      updated_at: stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      created_at: stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      last_accessed_at: stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    });
  });

  it('pages by cursor: limit, hasNext and nextCursor, the last page without a cursor', async () => {
    expect(await allPages({ limit: 4 })).toEqual([
      ['a.txt', 'b.txt', 'b/c/deep.txt', 'b/one.txt'],
      ['b/two.txt', 'z.txt'],
    ]);
  });

  it('a prefix is a plain name prefix, not a folder', async () => {
    expect((await listV2({ prefix: 'b' })).objects.map((object) => object.name)).toEqual([
      'b.txt',
      'b/c/deep.txt',
      'b/one.txt',
      'b/two.txt',
    ]);
  });

  it('sorts by name descending, and the cursor keeps the order', async () => {
    expect(await allPages({ limit: 4, sortBy: { column: 'name', order: 'desc' } })).toEqual([
      ['z.txt', 'b/two.txt', 'b/one.txt', 'b/c/deep.txt'],
      ['b.txt', 'a.txt'],
    ]);
  });

  it('sorts by creation time in either order, paging through the same sort', async () => {
    expect((await allPages({ limit: 4, sortBy: { column: 'created_at', order: 'asc' } })).flat()).toEqual(NAMES);
    expect((await allPages({ limit: 4, sortBy: { column: 'created_at', order: 'desc' } })).flat()).toEqual([...NAMES].reverse());
  });
});

describe('folders (with_delimiter)', () => {
  it('groups at `/` below the prefix: folders with null columns, objects with their key', async () => {
    const page = await listV2({ with_delimiter: true });
    expect(page.hasNext).toBe(false);
    expect(page.folders).toEqual([
      { key: 'b', name: 'b/', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
    ]);
    expect(page.objects.map((object) => [object.key, object.name])).toEqual([
      ['a.txt', 'a.txt'],
      ['b.txt', 'b.txt'],
      ['z.txt', 'z.txt'],
    ]);
  });

  it('inside a folder the key is the name below it and the name the full path', async () => {
    const page = await listV2({ with_delimiter: true, prefix: 'b/' });
    expect(page.folders.map((folder) => [folder.key, folder.name])).toEqual([['c', 'b/c/']]);
    expect(page.objects.map((object) => [object.key, object.name])).toEqual([
      ['one.txt', 'b/one.txt'],
      ['two.txt', 'b/two.txt'],
    ]);
  });

  it('a folder counts once towards the limit, and a page may end on it', async () => {
    expect(await allPages({ with_delimiter: true, limit: 3 })).toEqual([['a.txt', 'b.txt', 'b/'], ['z.txt']]);
    expect(await allPages({ with_delimiter: true, limit: 2 })).toEqual([
      ['a.txt', 'b.txt'],
      ['b/', 'z.txt'],
    ]);
  });

  it('descending by name, a folder sorts where its last object would', async () => {
    expect(await allPages({ with_delimiter: true, limit: 2, sortBy: { column: 'name', order: 'desc' } })).toEqual([
      ['b/', 'z.txt'],
      ['a.txt', 'b.txt'],
    ]);
  });

  it('by creation time a folder carries the earliest creation time of what it holds', async () => {
    const page = await listV2({ with_delimiter: true, sortBy: { column: 'created_at', order: 'asc' } });
    const created = (name: string) => page.objects.find((object) => object.name === name)?.created_at ?? '';
    // storage-js types a folder as a name and key only; Storage sends the listing's columns.
    const folder = page.folders[0] as { name: string; created_at: string; updated_at: string } | undefined;
    expect(folder?.name).toBe('b/');
    expect(folder?.created_at).toEqual(folder?.updated_at);
    expect(new Date(folder?.created_at ?? '').getTime()).toBeGreaterThan(new Date(created('z.txt')).getTime());
    expect(new Date(folder?.created_at ?? '').getTime()).toBeLessThan(new Date(created('a.txt')).getTime());
    expect((await allPages({ with_delimiter: true, limit: 1, sortBy: { column: 'created_at', order: 'asc' } })).flat()).toEqual([
      'z.txt',
      'b/',
      'a.txt',
      'b.txt',
    ]);
  });
});

describe('the route', () => {
  it('is a listing, never an upload into a bucket named `list-v2`', async () => {
    expect((await admin.storage.createBucket('list-v2')).error).toBeNull();
    await listV2({});
    const { data } = await admin.storage.from('list-v2').list();
    expect(data).toEqual([]);
  });

  it('lists only what the caller may read: anon sees nothing of a private bucket', async () => {
    const page = await listV2({}, stack.client());
    expect(page).toEqual({ hasNext: false, folders: [], objects: [] });
  });

  it('refuses a cursor it did not make', async () => {
    const { data, error } = await admin.storage.from(bucket).listV2({ cursor: Buffer.from('x=1').toString('base64') });
    expect(data).toBeNull();
    expect(withWireCode(error)).toMatchObject({
      status: 400,
      statusCode: '400',
      code: 'InvalidParameter',
      message: 'Invalid Parameter continuation token',
    });
  });
});
