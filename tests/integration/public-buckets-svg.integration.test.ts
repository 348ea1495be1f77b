import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * A public bucket serves its files inline to anyone, and an SVG is a document that can
 * carry scripts, so no public bucket takes one, not even from an admin through the Storage API.
 */
let stack: TestStack;
let admin: TypedSupabaseClient;
beforeAll(async () => {
  stack = await startTestStack('app');
  admin = await signedIn(stack, await seedUser(stack, { role: 'admin' }));
});
afterAll(async () => {
  await stack.stop();
});

const svg = () =>
  new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' });

describe('no public bucket takes SVG', () => {
  it('every public bucket, the documents bucket among them, refuses an SVG upload and stores nothing', async () => {
    const { rows } = await stack.db.query<{ id: string }>('select id from storage.buckets where public order by id');
    const buckets = rows.map((row) => row.id);
    expect(buckets).toContain('documents');
    for (const bucket of buckets) {
      const { error } = await admin.storage
        .from(bucket)
        .upload(`svg-probe/${randomUUID()}.svg`, svg(), { contentType: 'image/svg+xml' });
      expect(error, bucket).not.toBeNull();
    }
    expect((await stack.db.query("select 1 from storage.objects where name like 'svg-probe/%'")).rows).toEqual([]);
  });

  it('the documents bucket still takes a PDF and a PNG', async () => {
    const documents = admin.storage.from('documents');
    const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
    const png = new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], { type: 'image/png' });
    expect((await documents.upload(`probe/${randomUUID()}.pdf`, pdf, { contentType: 'application/pdf' })).error).toBeNull();
    expect((await documents.upload(`probe/${randomUUID()}.png`, png, { contentType: 'image/png' })).error).toBeNull();
  });
});
