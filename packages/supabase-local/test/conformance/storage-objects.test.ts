import { createHash, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringMatching } from '../support/matchers';
import { startTestStack, type TestStack } from '../support/stack';
import { withWireCode } from '../../testing/storage-wire-code';

let stack: TestStack;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  admin = stack.client(stack.serviceRoleKey);
});
afterAll(async () => {
  await stack.stop();
});

/** A path of its own per test: the stack is shared by the whole file. */
function uniquePath(name: string): string {
  return `${randomUUID()}/${name}`;
}

async function readRow(bucket: string, name: string) {
  const result = await stack.db.query<{ row: string }>(
    `select json_build_object('id', id, 'owner_id', owner_id, 'metadata', metadata, 'user_metadata', user_metadata)::text as row
     from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  const text = result.rows[0]?.row;
  return text === undefined ? null : (JSON.parse(text) as Record<string, unknown>);
}

function md5ETag(text: string): string {
  return `"${createHash('md5').update(text).digest('hex')}"`;
}

describe('upload', () => {
  it('a multipart (Blob) upload answers id, path and fullPath and stores Supabase metadata', async () => {
    const path = uniquePath('readme.txt');
    const { data, error } = await admin.storage.from('public-assets').upload(path, new Blob(['hello'], { type: 'text/plain' }));
    expect(error).toBeNull();
    expect(data).toEqual({ id: stringMatching(/^[0-9a-f-]{36}$/), path, fullPath: `public-assets/${path}` });

    const row = await readRow('public-assets', path);
    expect(row?.id).toBe(data?.id);
    expect(row?.metadata).toEqual({
      eTag: md5ETag('hello'),
      size: 5,
      mimetype: 'text/plain',
      cacheControl: 'max-age=3600',
      lastModified: stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      contentLength: 5,
      httpStatusCode: 200,
    });
    const download = await admin.storage.from('public-assets').download(path);
    expect(download.error).toBeNull();
    expect(await download.data?.text()).toBe('hello');
  });

  it('a raw (Buffer) upload takes content-type, cache-control and x-metadata from the headers', async () => {
    const path = uniquePath('data.json');
    const { error } = await admin.storage
      .from('public-assets')
      .upload(path, Buffer.from('{"a":1}'), {
        contentType: 'application/json',
        cacheControl: '60',
        metadata: { kind: 'fixture' },
      });
    expect(error).toBeNull();

    const row = await readRow('public-assets', path);
    expect(row?.metadata).toMatchObject({ mimetype: 'application/json', cacheControl: 'max-age=60', size: 7 });
    expect(row?.user_metadata).toEqual({ kind: 'fixture' });
    const info = await admin.storage.from('public-assets').info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: path,
      bucketId: 'public-assets',
      size: 7,
      contentType: 'application/json',
      cacheControl: 'max-age=60',
      etag: md5ETag('{"a":1}'),
      metadata: { kind: 'fixture' },
    });
  });

  it('uploading to a taken path without upsert answers 400 with "409" Duplicate and keeps the first bytes', async () => {
    const path = uniquePath('once.txt');
    await admin.storage.from('public-assets').upload(path, 'first');
    const { data, error } = await admin.storage.from('public-assets').upload(path, 'second');
    expect(data).toBeNull();
    expect(withWireCode(error)).toMatchObject({
      status: 400,
      statusCode: '409',
      code: 'KeyAlreadyExists',
      message: 'The resource already exists',
    });
    expect(await (await admin.storage.from('public-assets').download(path)).data?.text()).toBe('first');
  });

  it('upsert: true and update() overwrite the object in place, keeping its id', async () => {
    const path = uniquePath('twice.txt');
    const first = await admin.storage.from('public-assets').upload(path, 'one');
    const second = await admin.storage.from('public-assets').upload(path, 'two', { upsert: true });
    expect(second.error).toBeNull();
    expect(second.data?.id).toBe(first.data?.id);
    expect(await (await admin.storage.from('public-assets').download(path)).data?.text()).toBe('two');

    const third = await admin.storage.from('public-assets').update(path, 'three');
    expect(third.error).toBeNull();
    expect(await (await admin.storage.from('public-assets').download(path)).data?.text()).toBe('three');
    expect((await readRow('public-assets', path))?.metadata).toMatchObject({ size: 5, eTag: md5ETag('three') });
  });

  it('refuses a key with characters Storage does not allow with "400" InvalidKey', async () => {
    const { error } = await admin.storage.from('public-assets').upload('bad/ключ.txt', 'x');
    expect(withWireCode(error)).toMatchObject({
      status: 400,
      statusCode: '400',
      code: 'InvalidKey',
      message: 'Invalid key: bad/ключ.txt',
    });
  });

  it('uploading into a missing bucket answers "404" Bucket not found', async () => {
    const { error } = await admin.storage.from('no-such-bucket').upload('a.txt', 'x');
    expect(withWireCode(error)).toMatchObject({
      status: 400,
      statusCode: '404',
      code: 'NoSuchBucket',
      message: 'Bucket not found',
    });
  });
});

describe('download', () => {
  it('replays Content-Type, Cache-Control, ETag, Last-Modified and Content-Length', async () => {
    const path = uniquePath('page.html');
    await admin.storage.from('public-assets').upload(path, '<p>hi</p>', { contentType: 'text/html', cacheControl: '120' });
    const response = await fetch(`${stack.url}/storage/v1/object/public-assets/${path}`, {
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(response.headers.get('cache-control')).toBe('max-age=120');
    expect(response.headers.get('etag')).toBe(md5ETag('<p>hi</p>'));
    expect(response.headers.get('content-length')).toBe('9');
    expect(new Date(response.headers.get('last-modified') ?? '').getTime()).not.toBeNaN();
    expect(await response.text()).toBe('<p>hi</p>');
  });

  it('HEAD answers the download headers without a body; a matching If-None-Match answers 304', async () => {
    const path = uniquePath('cached.txt');
    await admin.storage.from('public-assets').upload(path, 'cache me');
    const url = admin.storage.from('public-assets').getPublicUrl(path).data.publicUrl;
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('8');
    expect(await head.text()).toBe('');
    const revalidated = await fetch(url, { headers: { 'if-none-match': head.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(304);
  });

  it('a Range request answers 206 with that slice and Content-Range; a range past the end answers 416', async () => {
    const path = uniquePath('video.bin');
    await admin.storage.from('public-assets').upload(path, '0123456789', { contentType: 'application/octet-stream' });
    const url = admin.storage.from('public-assets').getPublicUrl(path).data.publicUrl;
    const slice = await fetch(url, { headers: { range: 'bytes=2-5' } });
    expect(slice.status).toBe(206);
    expect(slice.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await slice.text()).toBe('2345');
    const tail = await fetch(url, { headers: { range: 'bytes=-3' } });
    expect(await tail.text()).toBe('789');
    const outside = await fetch(url, { headers: { range: 'bytes=10-' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */10');
  });

  it('info() of an object uploaded without user metadata answers `{}`, of a row written in SQL `null`', async () => {
    const path = uniquePath('plain.txt');
    expect((await admin.storage.from('public-assets').upload(path, 'plain')).error).toBeNull();
    expect((await admin.storage.from('public-assets').info(path)).data?.metadata).toEqual({});
    expect((await readRow('public-assets', path))?.user_metadata).toEqual({});

    const bare = uniquePath('bare.txt');
    await stack.db.query(`insert into storage.objects (bucket_id, name) values ('public-assets', $1)`, [bare]);
    expect((await admin.storage.from('public-assets').info(bare)).data?.metadata).toBeNull();
  });

  it('a missing object answers "404" NoSuchKey to download and info, and exists() is false', async () => {
    const path = uniquePath('missing.txt');
    const download = await admin.storage.from('public-assets').download(path);
    expect(download.data).toBeNull();
    expect(download.error).toMatchObject({ status: 400, statusCode: '404' });
    const info = await admin.storage.from('public-assets').info(path);
    expect(withWireCode(info.error)).toMatchObject({
      status: 400,
      statusCode: '404',
      code: 'NoSuchKey',
      message: 'Object not found',
    });
    expect((await admin.storage.from('public-assets').exists(path)).data).toBe(false);
  });
});

describe('public URLs', () => {
  it('serve an object of a public bucket without any key; ?download makes it an attachment', async () => {
    const path = uniquePath('logo.svg');
    await admin.storage.from('public-assets').upload(path, '<svg/>', { contentType: 'image/svg+xml' });
    const { publicUrl } = admin.storage.from('public-assets').getPublicUrl(path).data;
    expect(publicUrl).toBe(`${stack.url}/storage/v1/object/public/public-assets/${path}`);

    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe('<svg/>');

    const attachment = await fetch(
      admin.storage.from('public-assets').getPublicUrl(path, { download: 'logo.svg' }).data.publicUrl,
    );
    expect(attachment.headers.get('content-disposition')).toBe("attachment; filename=logo.svg; filename*=UTF-8''logo.svg");
  });

  it('of a private bucket answer 400 with "404" Bucket not found, even for an existing object', async () => {
    const path = uniquePath('secret.txt');
    await admin.storage.from('notes').upload(path, 'secret');
    const response = await fetch(admin.storage.from('notes').getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
  });
});

describe('list', () => {
  it('returns one level: folders first with null id and metadata, then files', async () => {
    const root = randomUUID();
    for (const name of ['b.txt', 'a.txt', 'sub/x.txt', 'sub/deeper/y.txt', 'other/z.txt']) {
      await admin.storage.from('public-assets').upload(`${root}/${name}`, name);
    }
    const { data, error } = await admin.storage.from('public-assets').list(root);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['other', 'sub', 'a.txt', 'b.txt']);
    expect(data?.[0]).toEqual({
      name: 'other',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    expect(data?.[2]).toMatchObject({
      name: 'a.txt',
      id: stringMatching(/^[0-9a-f-]{36}$/),
      created_at: stringMatching(/Z$/),
      metadata: { size: 5, mimetype: 'text/plain;charset=UTF-8' },
    });
    const nested = await admin.storage.from('public-assets').list(`${root}/sub`);
    expect(nested.data?.map((entry) => entry.name)).toEqual(['deeper', 'x.txt']);
  });

  it('honours limit, offset, sortBy and search', async () => {
    const root = randomUUID();
    for (const name of ['apple.txt', 'banana.txt', 'cherry.txt', 'apricot.txt']) {
      await admin.storage.from('public-assets').upload(`${root}/${name}`, name);
    }
    const bucket = admin.storage.from('public-assets');
    const page = await bucket.list(root, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data?.map((entry) => entry.name)).toEqual(['banana.txt', 'apricot.txt']);
    const found = await bucket.list(root, { search: 'ap' });
    expect(found.data?.map((entry) => entry.name)).toEqual(['apple.txt', 'apricot.txt']);
  });
});

describe('move and copy', () => {
  it('move renames the object: the new path has the bytes, the old path is gone', async () => {
    const from = uniquePath('old.txt');
    const to = uniquePath('new.txt');
    await admin.storage.from('public-assets').upload(from, 'moving');
    const { data, error } = await admin.storage.from('public-assets').move(from, to);
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully moved' });
    expect(await (await admin.storage.from('public-assets').download(to)).data?.text()).toBe('moving');
    expect(await readRow('public-assets', from)).toBeNull();
  });

  it('move of a missing object answers "404" Object not found', async () => {
    const { error } = await admin.storage.from('public-assets').move(uniquePath('none.txt'), uniquePath('x.txt'));
    expect(withWireCode(error)).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchKey', message: 'Object not found' });
  });

  it('copy writes the same bytes under a new path and id, leaving the source in place', async () => {
    const from = uniquePath('source.txt');
    const to = uniquePath('copy.txt');
    const source = await admin.storage.from('public-assets').upload(from, 'copied', { contentType: 'text/markdown' });
    const { data, error } = await admin.storage.from('public-assets').copy(from, to);
    expect(error).toBeNull();
    expect(data).toEqual({ path: `public-assets/${to}` });
    const copy = await readRow('public-assets', to);
    expect(copy?.id).not.toBe(source.data?.id);
    expect(copy?.metadata).toMatchObject({ mimetype: 'text/markdown', size: 6 });
    expect(await (await admin.storage.from('public-assets').download(to)).data?.text()).toBe('copied');
    expect(await (await admin.storage.from('public-assets').download(from)).data?.text()).toBe('copied');
  });
});
