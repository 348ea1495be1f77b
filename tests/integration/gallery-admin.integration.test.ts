import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAlbum,
  deleteAlbum,
  deletePhoto,
  getAlbum,
  insertPhoto,
  reorderPhotos,
  updateAlbum,
} from '@/features/gallery/api/admin';
import { getPublishedAlbums } from '@/features/gallery/api/public';
import { PHOTO_BUCKET, photoStorageName } from '@/features/gallery/photo-file';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let anon: TypedSupabaseClient;
let admin: TypedSupabaseClient;
let member: TypedSupabaseClient;
beforeAll(async () => {
  stack = await startTestStack('app');
  const adminUser = await seedUser(stack, { role: 'admin' });
  const memberUser = await seedUser(stack);
  anon = stack.client() as TypedSupabaseClient;
  admin = stack.client(stack.anonKey, adminUser.accessToken) as TypedSupabaseClient;
  member = stack.client(stack.anonKey, memberUser.accessToken) as TypedSupabaseClient;
});
afterAll(async () => {
  await stack.stop();
});

const unique = () => Math.random().toString(36).slice(2, 10);

/** An unpublished album with photos inserted out of order: sort_order 2, 0, 1 → captions C, A, B. */
async function seedAlbum(title = 'Turnaj v Třinci') {
  const album = await createAlbum(admin, randomUUID(), {
    title,
    slug: `turnaj-${unique()}`,
    description: null,
    event_date: '2026-09-05',
    is_published: false,
  });
  for (const [caption, sortOrder] of [
    ['C', 2],
    ['A', 0],
    ['B', 1],
  ] as const) {
    const path = `albums/${album.id}/${caption}.png`;
    await insertPhoto(admin, {
      album_id: album.id,
      storage_path: path,
      url: `${stack.url}/storage/v1/object/public/${PHOTO_BUCKET}/${path}`,
      caption,
      width: 4,
      height: 3,
      sort_order: sortOrder,
    });
  }
  return album;
}

async function anonPhotoCaptions(albumId: string) {
  const { data, error } = await anon.from('photos').select('caption').eq('album_id', albumId).order('sort_order');
  if (error) throw error;
  return data.map((photo) => photo.caption);
}

describe('who sees an album (admin /admin/photo-gallery → public /photo-gallery)', () => {
  it('an unpublished album and its photos stay hidden from visitors and members; published, they appear in the admin order', async () => {
    const album = await seedAlbum('Skryté album');
    expect((await getPublishedAlbums(anon)).map((shown) => shown.id)).not.toContain(album.id);
    expect(await anonPhotoCaptions(album.id)).toEqual([]);
    expect((await getPublishedAlbums(member)).map((shown) => shown.id)).not.toContain(album.id);
    // The admin sees it, with photos in their order.
    expect((await getAlbum(admin, album.id))?.photos.map((photo) => photo.caption)).toEqual(['A', 'B', 'C']);

    await updateAlbum(admin, album.id, { is_published: true });
    const shown = (await getPublishedAlbums(anon)).find((candidate) => candidate.id === album.id);
    expect(shown?.title).toBe('Skryté album');
    expect(shown?.photos.map((photo) => photo.caption)).toEqual(['A', 'B', 'C']);
    expect(await anonPhotoCaptions(album.id)).toEqual(['A', 'B', 'C']);
  });

  it('a published album without photos is left off the public gallery', async () => {
    const album = await createAlbum(admin, randomUUID(), { title: 'Prázdné album', slug: `prazdne-${unique()}`, description: null, event_date: null, is_published: true });
    expect((await getPublishedAlbums(anon)).map((shown) => shown.id)).not.toContain(album.id);
  });
});

describe('only admins write the gallery', () => {
  it('a member cannot create an album or add a photo (42501), and nothing is written', async () => {
    const slug = `clen-${unique()}`;
    await expect(
      createAlbum(member, randomUUID(), { title: 'Cizí', slug, description: null, event_date: null, is_published: true }),
    ).rejects.toMatchObject({ code: '42501' });
    const album = await seedAlbum();
    await expect(
      insertPhoto(member, { album_id: album.id, storage_path: 'x.png', url: 'http://x/x.png', sort_order: 9 }),
    ).rejects.toMatchObject({ code: '42501' });
    const { rows } = await stack.db.query(
      'select 1 from public.photo_albums where slug = $1 union all select 1 from public.photos where storage_path = $2',
      [slug, 'x.png'],
    );
    expect(rows).toEqual([]);
  });

  it('a member’s publish or caption change touches no row', async () => {
    const album = await seedAlbum();
    await updateAlbum(member, album.id, { is_published: true, title: 'Přepsáno' });
    await member.from('photos').update({ caption: 'Přepsáno' }).eq('album_id', album.id);
    const { rows } = await stack.db.query<{ title: string; is_published: boolean; captions: string }>(
      `select a.title, a.is_published, string_agg(p.caption, '' order by p.sort_order) as captions
         from public.photo_albums a join public.photos p on p.album_id = a.id where a.id = $1 group by a.id`,
      [album.id],
    );
    expect(rows).toEqual([{ title: 'Turnaj v Třinci', is_published: false, captions: 'ABC' }]);
  });

  it('a member or visitor cannot reorder photos: the Czech refusal, order unchanged', async () => {
    const album = await seedAlbum();
    const ids = (await getAlbum(admin, album.id))?.photos.map((photo) => photo.id) ?? [];
    for (const client of [member, anon]) {
      await expect(reorderPhotos(client, album.id, [...ids].reverse())).rejects.toMatchObject({ code: '42501' });
    }
    expect((await getAlbum(admin, album.id))?.photos.map((photo) => photo.caption)).toEqual(['A', 'B', 'C']);
  });
});

describe('photo order (reorder_photos)', () => {
  it('the admin’s new order persists as sort_order 0…n-1 and visitors see it', async () => {
    const album = await seedAlbum();
    const [a, b, c] = (await getAlbum(admin, album.id))?.photos.map((photo) => photo.id) ?? [];
    await reorderPhotos(
      admin,
      album.id,
      [c, a, b].filter((id) => id !== undefined),
    );
    await updateAlbum(admin, album.id, { is_published: true });
    expect(await anonPhotoCaptions(album.id)).toEqual(['C', 'A', 'B']);
    const saved = (await getAlbum(admin, album.id))?.photos.map(({ caption, sort_order }) => ({ caption, sort_order }));
    expect(saved).toEqual([
      { caption: 'C', sort_order: 0 },
      { caption: 'A', sort_order: 1 },
      { caption: 'B', sort_order: 2 },
    ]);
  });

  it('a list that is not exactly the album’s photos is refused and changes nothing', async () => {
    const album = await seedAlbum();
    const other = await seedAlbum();
    const ids = (await getAlbum(admin, album.id))?.photos.map((photo) => photo.id) ?? [];
    const foreign = (await getAlbum(admin, other.id))?.photos[0]?.id ?? '';
    const message = 'Pořadí fotografií se mezitím změnilo, načtěte stránku znovu';
    for (const stale of [ids.slice(0, 2), [...ids.slice(0, 2), foreign], [ids[0] ?? '', ids[0] ?? '', ids[1] ?? '']]) {
      await expect(reorderPhotos(admin, album.id, stale)).rejects.toMatchObject({ code: '22023', message });
    }
    expect((await getAlbum(admin, album.id))?.photos.map((photo) => photo.caption)).toEqual(['A', 'B', 'C']);
  });
});

describe('deleting an album', () => {
  it('removes the album, its photo rows and every file in its storage folder', async () => {
    const album = await seedAlbum();
    const png = new Blob([Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });
    const paths = [
      photoStorageName(album.id, { name: 'a.png', type: 'image/png' }),
      photoStorageName(album.id, { name: 'b.png', type: 'image/png' }),
    ];
    for (const path of paths) {
      const { error } = await admin.storage.from(PHOTO_BUCKET).upload(path, png, { contentType: 'image/png' });
      expect(error).toBeNull();
    }
    await deleteAlbum(admin, album.id);
    const { rows } = await stack.db.query(
      'select id from public.photo_albums where id = $1 union all select id from public.photos where album_id = $1',
      [album.id],
    );
    expect(rows).toEqual([]);
    const { data } = await admin.storage.from(PHOTO_BUCKET).list(`albums/${album.id}`);
    expect(data).toEqual([]);
  });
});

describe('deleting a photo', () => {
  it('removes its row and its file, and an album whose cover it was loses the cover', async () => {
    const album = await seedAlbum();
    const path = photoStorageName(album.id, { name: 'a.png', type: 'image/png' });
    const png = new Blob([Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });
    expect((await admin.storage.from(PHOTO_BUCKET).upload(path, png, { contentType: 'image/png' })).error).toBeNull();
    const url = admin.storage.from(PHOTO_BUCKET).getPublicUrl(path).data.publicUrl;
    await insertPhoto(admin, { album_id: album.id, storage_path: path, url, caption: 'D', sort_order: 3 });
    await updateAlbum(admin, album.id, { cover_url: url });
    const photo = (await getAlbum(admin, album.id))?.photos.find((candidate) => candidate.caption === 'D');
    if (!photo) throw new Error('photo D missing');

    await deletePhoto(admin, photo);
    const after = await getAlbum(admin, album.id);
    expect(after?.photos.map((remaining) => remaining.caption)).toEqual(['A', 'B', 'C']);
    expect(after?.cover_url).toBeNull();
    const { data } = await admin.storage.from(PHOTO_BUCKET).list(`albums/${album.id}`);
    expect(data).toEqual([]);
  });
});
