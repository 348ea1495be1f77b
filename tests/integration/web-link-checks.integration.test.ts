import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * A column the public site renders as a link holds only an http(s) address — the
 * database refuses anything else (23514) even from an admin writing straight through the REST API,
 * past the app's forms and route handlers.
 */
let stack: TestStack;
let admin: TypedSupabaseClient;

const REFUSED = ['javascript:alert(1)', 'JavaScript:alert(document.cookie)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'mailto:klub@example.cz', 'vbscript:msgbox(1)', '//evil.example'];
const ACCEPTED = ['https://www.sokol-svinov.cz', 'http://mapy.cz/?q=Sokolovna+Svinov', 'HTTPS://WWW.FACEBOOK.COM/hazena'];
const CLUB_CONFIG_LINKS = ['website_url', 'facebook_url', 'instagram_url', 'youtube_url', 'map_url'] as const;
type ClubConfigLink = (typeof CLUB_CONFIG_LINKS)[number];
const linkChange = (column: ClubConfigLink, url: string | null): Partial<Record<ClubConfigLink, string | null>> => ({ [column]: url });
const PARTNER_TABLES = ['main_partners', 'business_partners', 'media_partners'] as const;

beforeAll(async () => {
  stack = await startTestStack('app');
  admin = await signedIn(stack, await seedUser(stack, { role: 'admin' }));
});
afterAll(async () => {
  await stack.stop();
});

describe('club_config links', () => {
  it.each(CLUB_CONFIG_LINKS)('%s refuses every non-http(s) link with 23514 and keeps the stored one', async (column) => {
    const { data: before } = await admin.from('club_config').select(column).single();
    for (const url of REFUSED) {
      const { error } = await admin.from('club_config').update(linkChange(column, url)).eq('id', true);
      expect(error?.code, url).toBe('23514');
    }
    expect((await admin.from('club_config').select(column).single()).data).toEqual(before);
  });

  it.each(CLUB_CONFIG_LINKS)('%s takes an http(s) link or none', async (column) => {
    for (const url of [...ACCEPTED, null]) {
      const { data, error } = await admin.from('club_config').update(linkChange(column, url)).eq('id', true).select(column).single();
      expect(error).toBeNull();
      expect(data).toEqual({ [column]: url });
    }
  });
});

describe('partner websites', () => {
  it.each(PARTNER_TABLES)('%s refuses a javascript: website (insert and update) and takes an https one', async (table) => {
    for (const url of REFUSED) {
      const { error } = await admin.from(table).insert({ name: 'Pekárna', website_url: url });
      expect(error?.code, url).toBe('23514');
    }
    const { data: stored, error } = await admin.from(table).insert({ name: 'Pekárna', website_url: ACCEPTED[0] }).select('id').single();
    expect(error).toBeNull();
    const update = await admin.from(table).update({ website_url: 'javascript:alert(1)' }).eq('id', stored?.id ?? '');
    expect(update.error?.code).toBe('23514');
  });
});

describe('video links', () => {
  it('a video keeps an http(s) YouTube link: javascript: is refused', async () => {
    const { data: video } = await admin.from('videos').select('id, youtube_url').limit(1).single();
    if (!video) throw new Error('the seed has no video');
    for (const url of REFUSED) {
      const { error } = await admin.from('videos').update({ youtube_url: url }).eq('id', video.id);
      expect(error?.code, url).toBe('23514');
    }
    const { error } = await admin.from('videos').update({ youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }).eq('id', video.id);
    expect(error).toBeNull();
  });
});

describe('menu routes', () => {
  it.each(['//evil.example', '/\\evil.example'])('a page route %s (a link to another site) is refused with 23514', async (route) => {
    const { data: page } = await admin.from('page_visibility').select('id, page_route').eq('page_key', 'contact').single();
    const { error } = await admin.from('page_visibility').update({ page_route: route }).eq('id', page?.id ?? '');
    expect(error?.code).toBe('23514');
    const { error: onSite } = await admin.from('page_visibility').update({ page_route: '/kontakt' }).eq('id', page?.id ?? '');
    expect(onSite).toBeNull();
  });
});
