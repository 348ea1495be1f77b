import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createMatch, createSeason } from '../seed/people';
import { seedUser, type SeededUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * A coach records only what was played (from kick-off, never over a completed result);
 * an admin keeps recording and correcting any result. A missing match answers 404.
 */
let stack: TestStack;
let categoryId: string;
let seasonId: string;
let coach: SeededUser;
let admin: SeededUser;
beforeAll(async () => {
  stack = await startTestStack('app');
  categoryId = await createCategory(stack);
  seasonId = await createSeason(stack);
  coach = await seedUser(stack, { role: 'coach', categories: [categoryId] });
  admin = await seedUser(stack, { role: 'admin' });
});
afterAll(async () => {
  await stack.stop();
});

/** The result as the admin's and coach's screens record it: one RPC through PostgREST. */
function recordResult(user: SeededUser, matchId: string, home: number, away: number) {
  return stack
    .client(stack.anonKey, user.accessToken)
    .rpc('record_match_result', { p_match_id: matchId, p_home_score: home, p_away_score: away });
}

async function result(matchId: string) {
  const { rows } = await stack.db.query<{ status: string; score: string | null }>(
    `select status, home_score || ':' || away_score as score from public.matches where id = $1`,
    [matchId],
  );
  return rows[0];
}

describe('a coach records a result only after kick-off', () => {
  it('before kick-off the coach is refused with 400 and a Czech reason, and the match stays upcoming', async () => {
    const match = await createMatch(stack, { categoryId, seasonId, date: '2041-04-12' });
    const { error, status } = await recordResult(coach, match.id, 30, 0);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', message: 'Výsledek lze zapsat až po začátku zápasu' });
    expect(await result(match.id)).toEqual({ status: 'upcoming', score: null });
  });

  it('after kick-off the coach records it and the match is completed', async () => {
    const match = await createMatch(stack, { categoryId, seasonId, date: '2020-03-14' });
    const { error } = await recordResult(coach, match.id, 18, 14);
    expect(error).toBeNull();
    expect(await result(match.id)).toEqual({ status: 'completed', score: '18:14' });
  });

  it('a completed result is not the coach’s to change (403), and it stays as it was', async () => {
    const match = await createMatch(stack, { categoryId, seasonId, date: '2020-03-21', status: 'completed' });
    const { error, status } = await recordResult(coach, match.id, 0, 40);
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: 'Výsledek odehraného zápasu může změnit jen administrátor' });
    expect(await result(match.id)).toEqual({ status: 'completed', score: '19:16' });
  });
});

describe('an admin keeps recording and correcting any result', () => {
  it('records a match before its kick-off and corrects a completed one', async () => {
    const upcoming = await createMatch(stack, { categoryId, seasonId, date: '2041-04-19' });
    expect((await recordResult(admin, upcoming.id, 20, 20)).error).toBeNull();
    expect(await result(upcoming.id)).toEqual({ status: 'completed', score: '20:20' });

    const completed = await createMatch(stack, { categoryId, seasonId, date: '2020-03-28', status: 'completed' });
    expect((await recordResult(admin, completed.id, 16, 19)).error).toBeNull();
    expect(await result(completed.id)).toEqual({ status: 'completed', score: '16:19' });
  });
});

describe('a match that does not exist', () => {
  it('answers 404 with the Czech message, for a coach and an admin alike', async () => {
    for (const user of [coach, admin]) {
      const { error, status } = await recordResult(user, randomUUID(), 1, 0);
      expect(status).toBe(404);
      expect(error).toMatchObject({ code: 'PT404', message: 'Zápas nebyl nalezen' });
    }
  });
});
