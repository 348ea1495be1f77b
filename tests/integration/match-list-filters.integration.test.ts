import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMatches, listMatchPage, type AdminMatchFilter } from '@/features/matches/api/admin';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { DEMO_USERS } from '../seed/demo-users';
import { createCategory, createMatch, createSeason } from '../seed/people';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let admin: TypedSupabaseClient;
let base: AdminMatchFilter;
/** Twelve matches on 1–12 March 2041, one a day, in a season and category of their own. */
let matches: { id: string; date: string; homeTeamId: string; awayTeamId: string }[];

beforeAll(async () => {
  stack = await startTestStack('app');
  admin = await signedIn(stack, DEMO_USERS.admin);
  const [categoryId, seasonId] = [await createCategory(stack), await createSeason(stack)];
  base = { seasonId, categoryId, status: null, matchweek: null };
  matches = [];
  for (let day = 1; day <= 12; day += 1) {
    const date = `2041-03-${String(day).padStart(2, '0')}`;
    matches.push({ ...(await createMatch(stack, { categoryId, seasonId, date })), date });
  }
});
afterAll(async () => {
  await stack.stop();
});

const dates = (rows: { date: string }[]) => rows.map((row) => row.date);
const day = (n: number) => `2041-03-${String(n).padStart(2, '0')}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => day(from + index));

describe('the admin match list query (listMatches) against the database', () => {
  it('a date range keeps the matches of its first to its last day, both included, soonest first', async () => {
    expect(dates(await listMatches(admin, { ...base, dateFrom: day(3), dateTo: day(5) }))).toEqual(range(3, 5));
    expect(dates(await listMatches(admin, { ...base, dateFrom: day(11) }))).toEqual(range(11, 12));
  });

  it('a team finds its matches on either side; several teams find each one’s', async () => {
    const [first, second, third] = matches;
    if (!first || !second || !third) throw new Error('twelve matches were made');
    // The first match's home team plays the third away.
    await stack.db.query('update public.matches set away_team_id = $2 where id = $1', [third.id, first.homeTeamId]);
    expect(dates(await listMatches(admin, { ...base, teamIds: [first.homeTeamId] }))).toEqual([day(1), day(3)]);
    expect(dates(await listMatches(admin, { ...base, teamIds: [first.homeTeamId, second.awayTeamId] }))).toEqual([day(1), day(2), day(3)]);
    expect(await listMatches(admin, { ...base, teamIds: ['not-a-team'] })).toEqual([]);
  });

  it('a score finds the matches that ended so', async () => {
    const [, , , fourth, fifth] = matches;
    if (!fourth || !fifth) throw new Error('twelve matches were made');
    await stack.db.query(`update public.matches set status = 'completed', home_score = 21, away_score = 14 where id = any($1)`, [[fourth.id, fifth.id]]);
    await stack.db.query(`update public.matches set away_score = 9 where id = $1`, [fifth.id]);
    expect(dates(await listMatches(admin, { ...base, homeScore: 21 }))).toEqual([day(4), day(5)]);
    expect(dates(await listMatches(admin, { ...base, homeScore: 21, awayScore: 14 }))).toEqual([day(4)]);
  });

  it('sorts latest first on request', async () => {
    expect(dates(await listMatches(admin, { ...base, sort: 'date-desc' }))).toEqual(range(1, 12).reverse());
  });

  it('pages: a limit from an offset, an offset alone reads 10, and a page carries the filter’s total', async () => {
    expect(dates(await listMatches(admin, base, { limit: 3, offset: 2 }))).toEqual(range(3, 5));
    expect(dates(await listMatches(admin, base, { offset: 1 }))).toEqual(range(2, 11));
    expect(dates(await listMatches(admin, base, { limit: 4 }))).toEqual(range(1, 4));
    const page = await listMatchPage(admin, { ...base, dateFrom: day(2), sort: 'date-desc' }, { limit: 5, offset: 5 });
    expect(page.total).toBe(11);
    expect(dates(page.rows)).toEqual(range(3, 7).reverse());
  });
});
