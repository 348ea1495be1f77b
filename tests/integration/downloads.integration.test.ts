import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDownloads } from '@/features/downloads/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { startTestStack, type TestStack } from '../support/stack';

/** /downloads: every visitor lists the documents bucket with each file's size and type. */
let stack: TestStack;
let anon: TypedSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack('app');
  anon = stack.client() as TypedSupabaseClient;
  const service = stack.client(stack.serviceRoleKey);
  const pdf = new Blob(['%PDF-1.4 přihláška'], { type: 'application/pdf' });
  const { error } = await service.storage.from('documents').upload('prihlaska.pdf', pdf, { contentType: 'application/pdf' });
  if (error) throw error;
});
afterAll(async () => {
  await stack.stop();
});

describe('the documents bucket for visitors', () => {
  it('an anonymous visitor lists the uploaded document with its size and type and a public URL', async () => {
    const files = await listDownloads(anon);
    expect(files).toEqual([
      { name: 'prihlaska.pdf', size: new TextEncoder().encode('%PDF-1.4 přihláška').length, type: 'application/pdf', url: expect.stringMatching(/\/storage\/v1\/object\/public\/documents\/prihlaska\.pdf$/) as string },
    ]);
    const download = await fetch(files[0]?.url ?? '');
    expect(download.status).toBe(200);
  });

  it('a visitor can neither upload nor list the other buckets', async () => {
    const upload = await anon.storage.from('documents').upload('cizi.pdf', new Blob(['x'], { type: 'application/pdf' }));
    expect(upload.error).not.toBeNull();
    expect((await listDownloads(anon)).map((file) => file.name)).toEqual(['prihlaska.pdf']);
    await stack.client(stack.serviceRoleKey).storage.from('photo-gallery').upload('albums/x/a.png', new Blob(['png'], { type: 'image/png' }));
    const gallery = await anon.storage.from('photo-gallery').list('albums/x');
    expect(gallery.data).toEqual([]);
  });
});
