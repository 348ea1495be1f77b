import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlePutClubConfig } from '@/features/club-config/server/handlers';
import { createClub, deleteClub, updateClub, uploadClubLogo } from '@/features/clubs/api';
import { LOGO_BUCKET, logoFileProblem } from '@/features/clubs/logo';
import type { TClubForm } from '@/features/clubs/schema';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * A logo that a save replaces or a delete leaves behind is removed from storage (unless
 * another club or the club config still shows it), and an SVG is never taken as a logo or image.
 */
let stack: TestStack;
let admin: TypedSupabaseClient;
let now = Date.now();

const png = () => new File([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], 'logo.png', { type: 'image/png' });
const upload = () => uploadClubLogo(admin, png(), (now += 1));
const storedLogos = async () =>
  (await stack.db.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [LOGO_BUCKET])).rows.map(({ name }) => name);
const objectOf = (url: string) => url.split(`/${LOGO_BUCKET}/`)[1];
const club = (logo_url: string | null): TClubForm => ({ name: `Klub ${randomUUID().slice(0, 6)}`, short_name: null, city: null, logo_url, is_active: true, is_own_club: false });
const putConfig = (club_logo_url: string | null) =>
  handlePutClubConfig(new Request('http://localhost/api/club-config', { method: 'PUT', body: JSON.stringify({ club_name: 'TJ Sokol Svinov', club_logo_url }) }), { caller: admin, revalidate: () => undefined });

beforeAll(async () => {
  stack = await startTestStack('app');
  admin = await signedIn(stack, await seedUser(stack, { role: 'admin' }));
});
afterAll(async () => {
  await stack.stop();
});

describe('club logos', () => {
  it('a club saved with a new logo loses the old file; a deleted club loses its logo', async () => {
    const [first, second] = [await upload(), await upload()];
    const id = randomUUID();
    await createClub(admin, id, club(first));
    await updateClub(admin, id, club(second));
    expect(await storedLogos()).not.toContain(objectOf(first));
    expect(await storedLogos()).toContain(objectOf(second));
    await deleteClub(admin, id);
    expect(await storedLogos()).not.toContain(objectOf(second));
  });

  it('PUT /api/club-config with a new logo removes the old file', async () => {
    const [first, second] = [await upload(), await upload()];
    expect((await putConfig(first)).status).toBe(200);
    expect((await putConfig(second)).status).toBe(200);
    expect(await storedLogos()).not.toContain(objectOf(first));
    expect(await storedLogos()).toContain(objectOf(second));
  });

  it('keeps a logo another club or the club config still shows', async () => {
    const shared = await upload();
    expect((await putConfig(shared)).status).toBe(200);
    const id = randomUUID();
    await createClub(admin, id, club(shared));
    await updateClub(admin, id, club(null));
    await deleteClub(admin, id);
    expect(await storedLogos()).toContain(objectOf(shared));
  });

  it('never removes a logo that lives elsewhere (a URL outside the bucket)', async () => {
    const id = randomUUID();
    await createClub(admin, id, club('https://example.cz/club-assets/club-logos/logo.png'));
    const before = await storedLogos();
    await deleteClub(admin, id);
    expect(await storedLogos()).toEqual(before);
  });
});

describe('SVG images are refused', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

  it('by the app, with a Czech message, before any upload', () => {
    expect(logoFileProblem({ type: 'image/svg+xml', size: svg.length })).toBe('Obrázek musí být ve formátu PNG, JPEG, GIF, WebP nebo AVIF (SVG nelze nahrát).');
  });

  it.each(['club-assets', 'blog-images', 'photo-gallery'])('by Storage itself in the public bucket %s', async (bucket) => {
    const { error } = await admin.storage.from(bucket).upload(`fuzz/${randomUUID()}.svg`, new Blob([svg], { type: 'image/svg+xml' }), { contentType: 'image/svg+xml' });
    expect(error).not.toBeNull();
    expect(await stack.db.query("select 1 from storage.objects where name like 'fuzz/%.svg'")).toMatchObject({ rows: [] });
  });
});
