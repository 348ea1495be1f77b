import { randomUUID } from 'node:crypto';
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

async function userClient(): Promise<SupabaseClient> {
  const token = await stack.sign({ sub: randomUUID(), role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 });
  return stack.client(stack.anonKey, token);
}

async function countBuckets(id: string): Promise<number> {
  const result = await stack.db.query<{ count: string }>('select count(*)::text as count from storage.buckets where id = $1', [
    id,
  ]);
  return Number(result.rows[0]?.count);
}

async function countObjects(bucket: string): Promise<number> {
  const result = await stack.db.query<{ count: string }>(
    'select count(*)::text as count from storage.objects where bucket_id = $1',
    [bucket],
  );
  return Number(result.rows[0]?.count);
}

describe('buckets as anon and as a user (RLS on storage.buckets)', () => {
  it('anon listBuckets() returns [] although buckets exist', async () => {
    const { data, error } = await stack.client().storage.listBuckets();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await countBuckets('avatars')).toBe(1);
  });

  it('anon getBucket answers "404" Bucket not found for an existing bucket', async () => {
    const { data, error } = await stack.client().storage.getBucket('avatars');
    expect(data).toBeNull();
    expect(withWireCode(error)).toMatchObject({
      status: 400,
      statusCode: '404',
      code: 'NoSuchBucket',
      message: 'Bucket not found',
    });
  });

  it('anon createBucket is refused with "403" RLS and creates nothing', async () => {
    const id = `anon-${randomUUID()}`;
    const { data, error } = await stack.client().storage.createBucket(id);
    expect(data).toBeNull();
    expect(withWireCode(error)).toMatchObject({
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
      message: 'new row violates row-level security policy',
    });
    expect(await countBuckets(id)).toBe(0);
  });

  it('a user sees only the buckets a SELECT policy allows (public ones here)', async () => {
    const { data, error } = await (await userClient()).storage.listBuckets();
    expect(error).toBeNull();
    expect(data?.map((bucket) => bucket.id)).toEqual(['public-assets']);
  });

  it('a user cannot delete a bucket without a DELETE policy: "404" and the bucket stays', async () => {
    const { error } = await (await userClient()).storage.deleteBucket('drafts');
    expect(withWireCode(error)).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchBucket' });
    expect(await countBuckets('drafts')).toBe(1);
  });
});

describe('buckets with the service role', () => {
  it('creates, reads, updates and deletes a bucket', async () => {
    const id = `crud-${randomUUID()}`;
    const created = await admin.storage.createBucket(id, { public: true, fileSizeLimit: 2048, allowedMimeTypes: ['text/plain'] });
    expect(created).toEqual({ data: { name: id }, error: null });

    const read = await admin.storage.getBucket(id);
    expect(read.error).toBeNull();
    expect(read.data).toEqual({
      id,
      name: id,
      owner: null,
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['text/plain'],
      created_at: stringMatching(/Z$/),
      updated_at: stringMatching(/Z$/),
    });

    const updated = await admin.storage.updateBucket(id, { public: false, fileSizeLimit: null, allowedMimeTypes: null });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await admin.storage.getBucket(id)).data).toMatchObject({
      public: false,
      file_size_limit: null,
      allowed_mime_types: null,
    });

    const listed = await admin.storage.listBuckets({ search: id });
    expect(listed.data).toEqual([expect.objectContaining({ id, type: 'STANDARD' })]);

    expect(await admin.storage.deleteBucket(id)).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expect(await countBuckets(id)).toBe(0);
  });

  it('createBucket with a taken id answers "409" Duplicate', async () => {
    const { error } = await admin.storage.createBucket('avatars');
    expect(withWireCode(error)).toMatchObject({
      status: 400,
      statusCode: '409',
      code: 'BucketAlreadyExists',
      message: 'The resource already exists',
    });
  });

  it('deleting a non-empty bucket answers "409"; after emptyBucket it succeeds', async () => {
    const id = `full-${randomUUID()}`;
    await admin.storage.createBucket(id);
    await admin.storage.from(id).upload('a.txt', 'a');
    await admin.storage.from(id).upload('folder/b.txt', 'b');

    const refused = await admin.storage.deleteBucket(id);
    expect(withWireCode(refused.error)).toMatchObject({
      status: 400,
      statusCode: '409',
      code: 'InvalidRequest',
      message: 'The bucket you tried to delete is not empty',
    });
    expect(await countBuckets(id)).toBe(1);

    expect(await admin.storage.emptyBucket(id)).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect(await countObjects(id)).toBe(0);
    expect((await admin.storage.deleteBucket(id)).error).toBeNull();
  });

  it('emptyBucket by a caller who sees the bucket but none of its objects answers the same and deletes nothing', async () => {
    const name = `${randomUUID()}.txt`;
    expect((await admin.storage.from('public-assets').upload(name, 'kept')).error).toBeNull();
    const user = await userClient();
    expect(await user.storage.emptyBucket('public-assets')).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect((await admin.storage.from('public-assets').exists(name)).data).toBe(true);
    const { error } = await user.storage.emptyBucket('notes');
    expect(withWireCode(error)).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });
  });

  it('an invalid bucket name answers "400" InvalidBucketName', async () => {
    const { error } = await admin.storage.createBucket('no/slashes');
    expect(withWireCode(error)).toMatchObject({
      status: 400,
      statusCode: '400',
      code: 'InvalidBucketName',
      message: 'Bucket name invalid',
    });
  });
});

describe('bucket limits', () => {
  it('a "1KB" size limit is stored as 1000 bytes and a larger upload answers "413", storing nothing', async () => {
    const id = `small-${randomUUID()}`;
    await admin.storage.createBucket(id, { public: false, fileSizeLimit: '1KB' });
    expect((await admin.storage.getBucket(id)).data?.file_size_limit).toBe(1000);

    expect((await admin.storage.from(id).upload('fits.txt', 'x'.repeat(1000))).error).toBeNull();
    const raw = await admin.storage.from(id).upload('raw.txt', 'x'.repeat(1001));
    expect(withWireCode(raw.error)).toMatchObject({
      status: 400,
      statusCode: '413',
      code: 'EntityTooLarge',
      message: 'The object exceeded the maximum allowed size',
    });
    const multipart = await admin.storage.from(id).upload('multipart.txt', new Blob(['x'.repeat(1001)]));
    expect(withWireCode(multipart.error)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(await countObjects(id)).toBe(1);
  });

  it('image/* admits any image subtype and refuses text with "415" (photos bucket, 1024 bytes)', async () => {
    const user = await userClient();
    const png = await user.storage.from('photos').upload(`${randomUUID()}.png`, new Blob(['png'], { type: 'image/png' }));
    expect(png.error).toBeNull();
    const webp = await user.storage
      .from('photos')
      .upload(`${randomUUID()}.webp`, Buffer.from('webp'), { contentType: 'image/webp' });
    expect(webp.error).toBeNull();

    const before = await countObjects('photos');
    const text = await user.storage.from('photos').upload(`${randomUUID()}.txt`, new Blob(['hi'], { type: 'text/plain' }));
    expect(withWireCode(text.error)).toMatchObject({
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
      message: 'mime type text/plain is not supported',
    });
    const tooBig = await user.storage
      .from('photos')
      .upload(`${randomUUID()}.png`, new Blob(['x'.repeat(1025)], { type: 'image/png' }));
    expect(withWireCode(tooBig.error)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(await countObjects('photos')).toBe(before);
  });

  it('an exact MIME list refuses other subtypes of the same type', async () => {
    const user = await userClient();
    const pdf = await user.storage
      .from('reports')
      .upload(`${randomUUID()}.pdf`, Buffer.from('%PDF'), { contentType: 'application/pdf' });
    expect(pdf.error).toBeNull();
    const zip = await user.storage
      .from('reports')
      .upload(`${randomUUID()}.zip`, Buffer.from('PK'), { contentType: 'application/zip' });
    expect(zip.error).toMatchObject({ statusCode: '415', message: 'mime type application/zip is not supported' });
  });

  it('a bucket limit above the global 50 MiB limit is refused with "413"', async () => {
    const id = `huge-${randomUUID()}`;
    const { error } = await admin.storage.createBucket(id, { public: false, fileSizeLimit: '1GB' });
    expect(withWireCode(error)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(await countBuckets(id)).toBe(0);
  });
});
