import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../seed/people';
import { seedUser, type SeededUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * The public match page links a video and shows its thumbnail, so a video links to
 * YouTube over https only and its thumbnail comes from YouTube's image host only, whoever writes
 * the row and however (here straight through the REST API, past the app's form).
 */
let stack: TestStack;
let coach: SeededUser;
let categoryId: string;
beforeAll(async () => {
  stack = await startTestStack('app');
  categoryId = await createCategory(stack);
  coach = await seedUser(stack, { role: 'coach', categories: [categoryId] });
});
afterAll(async () => {
  await stack.stop();
});

const VIDEO_ID = 'aqz-KE-bpKQ';

function insertVideo(link: { youtube_url: string; thumbnail_url?: string | null }) {
  return stack
    .client(stack.anonKey, coach.accessToken)
    .from('videos')
    .insert({ id: randomUUID(), title: 'Sestřih', youtube_id: VIDEO_ID, category_id: categoryId, thumbnail_url: null, ...link });
}

describe('video links', () => {
  it.each([
    `https://www.youtube.com/watch?v=${VIDEO_ID}`,
    `https://youtube.com/watch?v=${VIDEO_ID}`,
    `https://m.youtube.com/watch?v=${VIDEO_ID}`,
    `https://www.youtube.com/embed/${VIDEO_ID}`,
    `https://youtu.be/${VIDEO_ID}`,
  ])('%s is taken', async (youtube_url) => {
    expect((await insertVideo({ youtube_url })).error).toBeNull();
  });

  it.each([
    `https://evil.example/watch?v=${VIDEO_ID}`,
    `https://youtube.com.evil.example/watch?v=${VIDEO_ID}`,
    `https://youtube.com@evil.example/watch?v=${VIDEO_ID}`,
    `https://youtube.com:8443/watch?v=${VIDEO_ID}`,
    `https://notyoutube.com/watch?v=${VIDEO_ID}`,
    `http://www.youtube.com/watch?v=${VIDEO_ID}`,
  ])('%s is refused (400)', async (youtube_url) => {
    const { error, status } = await insertVideo({ youtube_url });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
  });
});

describe('video thumbnails', () => {
  const youtube_url = `https://youtu.be/${VIDEO_ID}`;

  it.each([`https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`, `https://img.youtube.com/vi/${VIDEO_ID}/0.jpg`, null])(
    '%s is taken',
    async (thumbnail_url) => {
      expect((await insertVideo({ youtube_url, thumbnail_url })).error).toBeNull();
    },
  );

  it.each([
    'https://evil.example/tracker.gif',
    'https://i.ytimg.com.evil.example/vi/x/hqdefault.jpg',
    `http://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`,
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  ])('%s is refused (400)', async (thumbnail_url) => {
    const { error, status } = await insertVideo({ youtube_url, thumbnail_url });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
  });

  it('an existing video cannot be pointed elsewhere either', async () => {
    const { data } = await insertVideo({ youtube_url }).select('id').single();
    const { error, status } = await stack
      .client(stack.anonKey, coach.accessToken)
      .from('videos')
      .update({ thumbnail_url: 'https://evil.example/tracker.gif' })
      .eq('id', data?.id ?? '');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
  });
});

describe('the seeded library', () => {
  it('has videos, and both checks are validated on every row', async () => {
    const { rows: videos } = await stack.db.query<{ n: string }>('select count(*)::text as n from public.videos');
    expect(Number(videos[0]?.n)).toBeGreaterThan(0);
    const { rows } = await stack.db.query<{ conname: string; convalidated: boolean }>(
      `select conname, convalidated from pg_catalog.pg_constraint
       where conrelid = 'public.videos'::regclass and conname in ('videos_youtube_url_youtube', 'videos_thumbnail_url_youtube') order by conname`,
    );
    expect(rows).toEqual([
      { conname: 'videos_thumbnail_url_youtube', convalidated: true },
      { conname: 'videos_youtube_url_youtube', convalidated: true },
    ]);
  });
});
