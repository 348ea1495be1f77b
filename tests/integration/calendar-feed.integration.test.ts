import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAs } from '@club-app/supabase-local/testing';
import { calendarFeedResponse } from '@/features/availability/server/calendar-feed';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser, type SeededUser } from '../seed/users';
import { createCategory, createMember, createSeason, createTrainingSession } from '../seed/people';

/** The personal calendar feed: a revocable token per account, stored only as its hash. */
let stack: TestStack;
let parent: SeededUser;
let other: SeededUser;
let juniors: string;
let seasonId: string;
let child: string;

beforeAll(async () => {
  stack = await startTestStack('app');
  juniors = await createCategory(stack, 'Dorostenci');
  const men = await createCategory(stack, 'Muži');
  seasonId = await createSeason(stack);
  parent = await seedUser(stack);
  other = await seedUser(stack);
  child = await createMember(stack, { categoryId: juniors, name: 'Adam', surname: 'Kalendářový' });
  const stranger = await createMember(stack, { categoryId: men, name: 'Cizí', surname: 'Hráč' });
  await stack.db.query(`insert into public.member_accounts (user_id, member_id, relation) values ($1, $2, 'guardian'), ($3, $4, 'self')`, [
    parent.id,
    child,
    other.id,
    stranger,
  ]);
  await createTrainingSession(stack, { categoryId: men, seasonId, startsInHours: 30, title: 'Trénink mužů' });
});
afterAll(async () => {
  await stack.stop();
});

const renew = async (user: SeededUser | null) =>
  (await sqlAs<{ token: string }>(stack, user?.claims ?? null, `select public.renew_calendar_feed() as token`)).rows[0]?.token ?? '';
const feed = async (token: string, user: SeededUser | null = null) =>
  (
    await sqlAs<{ title: string; member_name: string; answer: string | null; is_cancelled: boolean; status_reason: string | null }>(
      stack,
      user?.claims ?? null,
      `select title, member_name, answer, is_cancelled, status_reason from public.get_calendar_feed($1) order by starts_at`,
      [token],
    )
  ).rows;

describe('the calendar feed token', () => {
  it('is made for the signed-in account only and kept as its SHA-256, never as the token itself', async () => {
    const token = await renew(parent);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const { rows } = await stack.db.query<{ token_hash: string; matches: boolean }>(
      `select token_hash, token_hash = encode(sha256(convert_to($2, 'UTF8')), 'hex') as matches from public.calendar_feeds where user_id = $1`,
      [parent.id, token],
    );
    expect(rows).toEqual([{ token_hash: expect.not.stringContaining(token) as unknown, matches: true }]);
    await expect(renew(null)).rejects.toMatchObject({ code: '42501' });
    // Each account sees its own link's date, nobody else's; nobody writes the table directly.
    const seen = await sqlAs(stack, other.claims, `select user_id from public.calendar_feeds`);
    expect(seen.rows).toEqual([]);
    await expect(
      sqlAs(stack, other.claims, `update public.calendar_feeds set token_hash = repeat('a', 64) where user_id = $1`, [parent.id]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it("reads, without a session, the account's members' events with their answers, and nobody else's", async () => {
    const token = await renew(parent);
    const cancelled = await createTrainingSession(stack, { categoryId: juniors, seasonId, startsInHours: 50, title: 'Zrušený trénink' });
    await stack.db.query(`update public.training_sessions set status = 'cancelled', status_reason = 'Hřiště zavřeno' where id = $1`, [cancelled]);
    const planned = await createTrainingSession(stack, { categoryId: juniors, seasonId, startsInHours: 26, title: 'Trénink dorostu' });
    await sqlAs(stack, parent.claims, `select public.set_availability($1, 'training', $2, 'maybe', 'Možná později')`, [child, planned]);

    expect(await feed(token)).toEqual([
      { title: 'Trénink dorostu', member_name: 'Adam Kalendářový', answer: 'maybe', is_cancelled: false, status_reason: null },
      { title: 'Zrušený trénink', member_name: 'Adam Kalendářový', answer: null, is_cancelled: true, status_reason: 'Hřiště zavřeno' },
    ]);
    expect(await feed('0'.repeat(64))).toEqual([]);
    expect(await feed('')).toEqual([]);
  });

  it('a new link replaces the old one, which reads nothing from then on', async () => {
    const old = await renew(parent);
    expect((await feed(old)).length).toBeGreaterThan(0);
    const renewed = await renew(parent);
    expect(renewed).not.toBe(old);
    expect(await feed(old)).toEqual([]);
    expect((await feed(renewed)).length).toBeGreaterThan(0);
  });

  it('the route answers a calendar app without a session: text/calendar with the answers, 404 for a replaced or malformed token', async () => {
    const anon = stack.client() as TypedSupabaseClient;
    const token = await renew(parent);
    const response = await calendarFeedResponse(anon, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const lines = (await response.text()).replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'SUMMARY:Trénink dorostu (Dorostenci)',
        'DESCRIPTION:Adam Kalendářový: Možná (Možná později)',
        'STATUS:CANCELLED',
      ]),
    );
    expect(lines.some((line) => line.includes('Trénink mužů'))).toBe(false);

    await renew(parent);
    expect((await calendarFeedResponse(anon, token)).status).toBe(404);
    expect((await calendarFeedResponse(anon, 'not-a-token')).status).toBe(404);
  });

  it('the hash function is the database\'s own, not callable by clients', async () => {
    await expect(sqlAs(stack, parent.claims, `select public.calendar_token_hash('x')`)).rejects.toMatchObject({ code: '42501' });
  });
});
