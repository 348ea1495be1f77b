import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringContaining } from '../support/matchers';
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

function uniquePath(name: string): string {
  return `${randomUUID()}/${name}`;
}

describe('signed URLs', () => {
  it('download without any key until the token expires, then answer "400" InvalidJWT', async () => {
    const path = uniquePath('ticket.txt');
    await admin.storage.from('notes').upload(path, 'admit one');
    // Seconds of validity: enough that a busy CI machine still fetches within them.
    const { data, error } = await admin.storage.from('notes').createSignedUrl(path, 4);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(new RegExp(`^${stack.url}/storage/v1/object/sign/notes/${path}\\?token=`));

    const fresh = await fetch(data?.signedUrl ?? '');
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe('admit one');

    await new Promise((resolve) => setTimeout(resolve, 5100));
    const expired = await fetch(data?.signedUrl ?? '');
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
  });

  it('a token signed for one object does not open another', async () => {
    const signed = uniquePath('signed.txt');
    const other = uniquePath('other.txt');
    await admin.storage.from('notes').upload(signed, 'a');
    await admin.storage.from('notes').upload(other, 'b');
    const { data } = await admin.storage.from('notes').createSignedUrl(signed, 60);
    const token = new URL(data?.signedUrl ?? '').searchParams.get('token') ?? '';
    const response = await fetch(`${stack.url}/storage/v1/object/sign/notes/${other}?token=${token}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
  });

  it('?download on a signed URL makes it an attachment', async () => {
    const path = uniquePath('report.csv');
    await admin.storage.from('notes').upload(path, 'a,b', { contentType: 'text/csv' });
    const { data } = await admin.storage.from('notes').createSignedUrl(path, 60, { download: true });
    const response = await fetch(data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment;');
    expect(response.headers.get('content-type')).toBe('text/csv');
  });

  it('createSignedUrls signs existing paths and reports the missing ones', async () => {
    const present = uniquePath('present.txt');
    const missing = uniquePath('missing.txt');
    await admin.storage.from('notes').upload(present, 'here');
    const { data, error } = await admin.storage.from('notes').createSignedUrls([present, missing], 60);
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ error: null, path: present, signedUrl: stringContaining('token=') });
    expect(data?.[1]).toEqual({
      error: 'Either the object does not exist or you do not have access to it',
      path: missing,
      signedURL: null,
      signedUrl: null,
    });
    expect(await (await fetch(data?.[0]?.signedUrl ?? '')).text()).toBe('here');
  });

  it('a signed upload URL lets a client without rights upload that one path', async () => {
    const path = uniquePath('dropbox.txt');
    const signed = await admin.storage.from('notes').createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    const anon = stack.client();
    const upload = await anon.storage.from('notes').uploadToSignedUrl(path, signed.data?.token ?? '', 'delivered');
    expect(upload.error).toBeNull();
    expect(upload.data).toMatchObject({ path, fullPath: `notes/${path}` });
    expect(await (await admin.storage.from('notes').download(path)).data?.text()).toBe('delivered');
  });

  it('a signed upload URL is refused at signing time when the caller may not insert: "403" RLS', async () => {
    const path = uniquePath('refused.txt');
    const { data, error } = await stack.client().storage.from('notes').createSignedUploadUrl(path);
    expect(data).toBeNull();
    expect(withWireCode(error)).toMatchObject({
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
      message: 'new row violates row-level security policy',
    });
  });

  it('a signed upload token is used for its path only, and without upsert a second upload is "409"', async () => {
    const path = uniquePath('slot.txt');
    const { data } = await admin.storage.from('notes').createSignedUploadUrl(path);
    const token = data?.token ?? '';
    const anon = stack.client();
    const elsewhere = await anon.storage.from('notes').uploadToSignedUrl(uniquePath('elsewhere.txt'), token, 'x');
    expect(withWireCode(elsewhere.error)).toMatchObject({ status: 400, statusCode: '400', code: 'InvalidSignature' });

    expect((await anon.storage.from('notes').uploadToSignedUrl(path, token, 'first')).error).toBeNull();
    const again = await anon.storage.from('notes').uploadToSignedUrl(path, token, 'second');
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect(await (await admin.storage.from('notes').download(path)).data?.text()).toBe('first');
  });

  it('a download token does not authorise an upload', async () => {
    const path = uniquePath('read-only.txt');
    await admin.storage.from('notes').upload(path, 'original');
    const { data } = await admin.storage.from('notes').createSignedUrl(path, 60);
    const token = new URL(data?.signedUrl ?? '').searchParams.get('token') ?? '';
    const { error } = await stack.client().storage.from('notes').uploadToSignedUrl(path, token, 'forged', { upsert: true });
    expect(withWireCode(error)).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
    expect(await (await admin.storage.from('notes').download(path)).data?.text()).toBe('original');
  });

  it('a signed URL without a token answers "400"', async () => {
    const response = await fetch(`${stack.url}/storage/v1/object/sign/notes/${uniquePath('x.txt')}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', message: 'Missing Required Parameter token' });
  });
});
