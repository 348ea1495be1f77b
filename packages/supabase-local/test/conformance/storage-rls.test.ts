import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../src/jwt';
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

interface User {
  id: string;
  client: SupabaseClient;
}

async function signIn(expiresInSeconds = 3600): Promise<User> {
  const id = randomUUID();
  const token = await stack.sign({ sub: id, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + expiresInSeconds });
  return { id, client: stack.client(stack.anonKey, token) };
}

async function readObject(bucket: string, name: string) {
  const result = await stack.db.query<{ owner: string | null; owner_id: string | null; size: string | null }>(
    `select owner::text, owner_id, metadata->>'size' as size from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return result.rows[0] ?? null;
}

async function download(client: SupabaseClient, bucket: string, path: string): Promise<string | null> {
  const { data } = await client.storage.from(bucket).download(path);
  return data ? data.text() : null;
}

const RLS_REFUSAL = {
  status: 400,
  statusCode: '403',
  code: 'AccessDenied',
  message: 'new row violates row-level security policy',
};

describe('per-user folder policy: (storage.foldername(name))[1] = auth.uid()', () => {
  it('a user uploads into their own folder; owner and owner_id are the JWT sub', async () => {
    const user = await signIn();
    const { error } = await user.client.storage
      .from('avatars')
      .upload(`${user.id}/face.png`, new Blob(['png'], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(await readObject('avatars', `${user.id}/face.png`)).toEqual({ owner: user.id, owner_id: user.id, size: '3' });
  });

  it('a user cannot upload into another user\'s folder: "403" RLS, nothing stored', async () => {
    const [user, other] = [await signIn(), await signIn()];
    const { data, error } = await user.client.storage.from('avatars').upload(`${other.id}/face.png`, 'intruder');
    expect(data).toBeNull();
    expect(withWireCode(error)).toMatchObject(RLS_REFUSAL);
    expect(await readObject('avatars', `${other.id}/face.png`)).toBeNull();
  });

  it('anon cannot upload where only authenticated policies exist: "403" RLS', async () => {
    const { error } = await stack.client().storage.from('notes').upload(`${randomUUID()}.txt`, 'anon');
    expect(withWireCode(error)).toMatchObject(RLS_REFUSAL);
  });

  it('a user downloads their own object; another user\'s answers "404" Object not found', async () => {
    const [owner, other] = [await signIn(), await signIn()];
    await owner.client.storage.from('avatars').upload(`${owner.id}/mine.txt`, 'mine');
    expect(await download(owner.client, 'avatars', `${owner.id}/mine.txt`)).toBe('mine');
    const { data, error } = await other.client.storage.from('avatars').info(`${owner.id}/mine.txt`);
    expect(data).toBeNull();
    expect(withWireCode(error)).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchKey', message: 'Object not found' });
  });

  it('list shows only the rows SELECT policies allow', async () => {
    const [owner, other] = [await signIn(), await signIn()];
    await owner.client.storage.from('avatars').upload(`${owner.id}/a.txt`, 'a');
    const own = await owner.client.storage.from('avatars').list(owner.id);
    expect(own.data?.map((entry) => entry.name)).toEqual(['a.txt']);
    const foreign = await other.client.storage.from('avatars').list(owner.id);
    expect(foreign).toEqual({ data: [], error: null });
  });

  it('move into another user\'s folder is refused with "403" and the object stays', async () => {
    const [user, other] = [await signIn(), await signIn()];
    await user.client.storage.from('avatars').upload(`${user.id}/keep.txt`, 'keep');
    const { error } = await user.client.storage.from('avatars').move(`${user.id}/keep.txt`, `${other.id}/stolen.txt`);
    expect(withWireCode(error)).toMatchObject(RLS_REFUSAL);
    expect(await readObject('avatars', `${user.id}/keep.txt`)).not.toBeNull();
    expect(await readObject('avatars', `${other.id}/stolen.txt`)).toBeNull();
  });

  it('createSignedUrl for an object the caller cannot see answers "404"', async () => {
    const [owner, other] = [await signIn(), await signIn()];
    await owner.client.storage.from('avatars').upload(`${owner.id}/private.txt`, 'private');
    const { data, error } = await other.client.storage.from('avatars').createSignedUrl(`${owner.id}/private.txt`, 60);
    expect(data).toBeNull();
    expect(withWireCode(error)).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

describe('remove with partial RLS', () => {
  it('returns only the rows the caller may delete and silently keeps the others', async () => {
    const [user, other] = [await signIn(), await signIn()];
    await user.client.storage.from('avatars').upload(`${user.id}/gone.txt`, 'gone');
    await other.client.storage.from('avatars').upload(`${other.id}/stays.txt`, 'stays');

    const { data, error } = await user.client.storage
      .from('avatars')
      .remove([`${user.id}/gone.txt`, `${other.id}/stays.txt`, `${user.id}/never-existed.txt`]);
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ bucket_id: 'avatars', name: `${user.id}/gone.txt`, owner_id: user.id })]);
    expect(await readObject('avatars', `${user.id}/gone.txt`)).toBeNull();
    expect(await download(other.client, 'avatars', `${other.id}/stays.txt`)).toBe('stays');
  });

  it('a bucket without a DELETE policy removes nothing and answers []', async () => {
    const user = await signIn();
    const path = `${randomUUID()}.txt`;
    await user.client.storage.from('notes').upload(path, 'permanent');
    expect(await user.client.storage.from('notes').remove([path])).toEqual({ data: [], error: null });
    expect(await readObject('notes', path)).not.toBeNull();
  });
});

describe('upsert needs INSERT + SELECT + UPDATE policies', () => {
  it('overwriting without an UPDATE policy is refused with "403" and keeps the bytes (notes)', async () => {
    const user = await signIn();
    const path = `${randomUUID()}.txt`;
    expect((await user.client.storage.from('notes').upload(path, 'original')).error).toBeNull();
    const { error } = await user.client.storage.from('notes').upload(path, 'replaced', { upsert: true });
    expect(withWireCode(error)).toMatchObject(RLS_REFUSAL);
    const update = await user.client.storage.from('notes').update(path, 'replaced');
    expect(withWireCode(update.error)).toMatchObject(RLS_REFUSAL);
    expect(await download(user.client, 'notes', path)).toBe('original');
  });

  it('upsert of a new path needs no UPDATE policy: Postgres asks UPDATE policies only on overwrite', async () => {
    const user = await signIn();
    const path = `${randomUUID()}.txt`;
    const { error } = await user.client.storage.from('notes').upload(path, 'fresh', { upsert: true });
    expect(error).toBeNull();
    expect(await readObject('notes', path)).toMatchObject({ owner_id: user.id, size: '5' });
  });

  it('overwriting with an UPDATE policy succeeds (drafts)', async () => {
    const user = await signIn();
    const path = `${randomUUID()}.txt`;
    await user.client.storage.from('drafts').upload(path, 'v1');
    const { error } = await user.client.storage.from('drafts').upload(path, 'version 2', { upsert: true });
    expect(error).toBeNull();
    expect(await download(user.client, 'drafts', path)).toBe('version 2');
    expect((await readObject('drafts', path))?.size).toBe('9');
  });
});

describe('public buckets, tokens and the service role', () => {
  it('the authenticated route applies RLS even in a public bucket; the public URL does not', async () => {
    const path = `${randomUUID()}.txt`;
    await admin.storage.from('public-assets').upload(path, 'for everyone');
    const user = await signIn();
    const viaApi = await user.client.storage.from('public-assets').download(path);
    expect(viaApi.error).toMatchObject({ statusCode: '404' });
    const viaPublicUrl = await fetch(user.client.storage.from('public-assets').getPublicUrl(path).data.publicUrl);
    expect(await viaPublicUrl.text()).toBe('for everyone');
  });

  it('an expired user JWT answers "403" AccessDenied with the JWT library\'s text', async () => {
    const user = await signIn(-60);
    const { error } = await user.client.storage.from('notes').upload(`${randomUUID()}.txt`, 'late');
    expect(withWireCode(error)).toMatchObject({
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
      message: '"exp" claim timestamp check failed',
    });
  });

  it('a JWT signed with another secret answers "403" AccessDenied and stores nothing', async () => {
    const forged = await signJwt({ sub: randomUUID(), role: 'service_role' }, 'another-secret-of-at-least-thirty-two-chars');
    const path = `${randomUUID()}.txt`;
    const { error } = await stack.client(stack.anonKey, forged).storage.from('notes').upload(path, 'forged');
    expect(withWireCode(error)).toMatchObject({
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
      message: 'signature verification failed',
    });
    expect(await readObject('notes', path)).toBeNull();
  });

  it("the service role bypasses RLS: it reads, lists and removes any user's objects", async () => {
    const user = await signIn();
    await user.client.storage.from('avatars').upload(`${user.id}/a.txt`, 'a');
    expect(await download(admin, 'avatars', `${user.id}/a.txt`)).toBe('a');
    expect((await admin.storage.from('avatars').list(user.id)).data?.map((entry) => entry.name)).toEqual(['a.txt']);
    const removed = await admin.storage.from('avatars').remove([`${user.id}/a.txt`]);
    expect(removed.data).toHaveLength(1);
    expect(await readObject('avatars', `${user.id}/a.txt`)).toBeNull();
  });
});
