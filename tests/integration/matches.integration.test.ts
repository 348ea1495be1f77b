import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createMatch, createSeason } from '../seed/people';
import { seedUser } from '../seed/users';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('app');
});
afterAll(async () => {
  await stack.stop();
});

async function matchRow(id: string) {
  const { rows } = await stack.db.query(
    `select status, home_score::text, away_score::text, home_score_halftime::text, away_score_halftime::text from public.matches where id = $1`,
    [id],
  );
  return rows[0];
}

describe('record_match_result', () => {
  it('a coach of the category records a result and the match becomes completed', async () => {
    const categoryId = await createCategory(stack);
    // A coach records a result from kick-off on: a match already played.
    const match = await createMatch(stack, { categoryId, seasonId: await createSeason(stack), date: '2020-03-14' });
    const coach = await seedUser(stack, { role: 'coach', categories: [categoryId] });
    await sqlAs(stack, coach.claims, 'select public.record_match_result($1, 18, 14, 6, 7)', [match.id]);
    expect(await matchRow(match.id)).toEqual({
      status: 'completed',
      home_score: '18',
      away_score: '14',
      home_score_halftime: '6',
      away_score_halftime: '7',
    });
  });

  it('a coach of category A cannot record a result in category B, and the match is unchanged', async () => {
    const categoryA = await createCategory(stack);
    const categoryB = await createCategory(stack);
    const match = await createMatch(stack, { categoryId: categoryB, seasonId: await createSeason(stack) });
    const coach = await seedUser(stack, { role: 'coach', categories: [categoryA] });
    const before = await matchRow(match.id);
    await expect(sqlAs(stack, coach.claims, 'select public.record_match_result($1, 18, 14)', [match.id])).rejects.toMatchObject({
      code: '42501',
    });
    expect(await matchRow(match.id)).toEqual(before);
  });

  it('anon cannot call it at all, and negative scores are refused', async () => {
    const categoryId = await createCategory(stack);
    const match = await createMatch(stack, { categoryId, seasonId: await createSeason(stack) });
    await expect(sqlAs(stack, null, 'select public.record_match_result($1, 1, 1)', [match.id])).rejects.toMatchObject({ code: '42501' });
    const admin = await seedUser(stack, { role: 'admin' });
    await expect(sqlAs(stack, admin.claims, 'select public.record_match_result($1, -1, 3)', [match.id])).rejects.toMatchObject({
      code: '22023',
      message: 'Skóre musí být nezáporné číslo',
    });
    expect((await matchRow(match.id))?.status).toBe('upcoming');
  });

  it('a coach cannot update match rows directly (only through the function)', async () => {
    const categoryId = await createCategory(stack);
    const match = await createMatch(stack, { categoryId, seasonId: await createSeason(stack) });
    const coach = await seedUser(stack, { role: 'coach', categories: [categoryId] });
    const { affectedRows } = await sqlAs(stack, coach.claims, `update public.matches set venue = 'Jinde' where id = $1`, [match.id]);
    expect(affectedRows).toBe(0);
  });
});

describe('own_club_matches and its refresh', () => {
  it('refresh_materialized_view refuses any view but own_club_matches', async () => {
    const admin = await seedUser(stack, { role: 'admin' });
    await expect(sqlAs(stack, admin.claims, `select public.refresh_materialized_view('pg_stat_statements')`)).rejects.toMatchObject({
      code: '22023',
      message: 'Pohled "pg_stat_statements" nelze obnovit',
    });
    await expect(sqlAs(stack, admin.claims, `select public.refresh_materialized_view('own_club_matches; drop table public.matches')`)).rejects.toMatchObject({
      code: '22023',
    });
    await sqlAs(stack, admin.claims, `select public.refresh_materialized_view('own_club_matches')`);
  });

  it('anon and members may not refresh it', async () => {
    await expect(sqlAs(stack, null, `select public.refresh_materialized_view('own_club_matches')`)).rejects.toMatchObject({ code: '42501' });
    const member = await seedUser(stack);
    await expect(sqlAs(stack, member.claims, `select public.refresh_materialized_view('own_club_matches')`)).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('after a refresh the view lists a new own-club match with team names', async () => {
    const categoryId = await createCategory(stack);
    const seasonId = await createSeason(stack);
    const match = await createMatch(stack, { categoryId, seasonId });
    await stack.db.query(
      `update public.clubs set is_own_club = true where id = (select cc.club_id from public.club_category_teams t
         join public.club_categories cc on cc.id = t.club_category_id where t.id = $1)`,
      [match.homeTeamId],
    );
    await stack.db.query(`update public.matches set home_team_id = home_team_id where id = $1`, [match.id]);
    const coach = await seedUser(stack, { role: 'coach', categories: [categoryId] });
    await sqlAs(stack, coach.claims, `select public.refresh_materialized_view('own_club_matches')`);
    const { rows } = await sqlAs<{ id: string; is_home: boolean }>(stack, null, 'select id, is_home from public.own_club_matches where id = $1', [match.id]);
    expect(rows).toEqual([{ id: match.id, is_home: true }]);
  });
});

describe('match metadata', () => {
  it('setting a primary row clears the other primaries of the same match and type only', async () => {
    const categoryId = await createCategory(stack);
    const match = await createMatch(stack, { categoryId, seasonId: await createSeason(stack) });
    const admin = await seedUser(stack, { role: 'admin' });
    const insert = `insert into public.match_metadata (match_id, metadata_type, is_primary) values ($1, $2, $3) returning id`;
    const first = (await sqlAs<{ id: string }>(stack, admin.claims, insert, [match.id, 'report', true])).rows[0]?.id;
    await sqlAs(stack, admin.claims, insert, [match.id, 'photo', true]);
    const second = (await sqlAs<{ id: string }>(stack, admin.claims, insert, [match.id, 'report', true])).rows[0]?.id;
    const { rows } = await stack.db.query<{ id: string; metadata_type: string; is_primary: boolean }>(
      'select id, metadata_type, is_primary from public.match_metadata where match_id = $1 and is_primary order by metadata_type',
      [match.id],
    );
    expect(rows.map((row) => row.metadata_type)).toEqual(['photo', 'report']);
    expect(rows.find((row) => row.metadata_type === 'report')?.id).toBe(second);
    expect(second).not.toBe(first);
  });
});

describe('videos', () => {
  const insertVideo = `insert into public.videos (title, youtube_url, youtube_id, category_id, is_active)
                       values ('Sestřih', 'https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ', $1, $2) returning id`;

  it('the public sees active videos only; a coach writes videos of their category only', async () => {
    const categoryA = await createCategory(stack);
    const categoryB = await createCategory(stack);
    const coach = await seedUser(stack, { role: 'coach', categories: [categoryA] });
    const active = (await sqlAs<{ id: string }>(stack, coach.claims, insertVideo, [categoryA, true])).rows[0]?.id;
    const hidden = (await sqlAs<{ id: string }>(stack, coach.claims, insertVideo, [categoryA, false])).rows[0]?.id;
    const visible = await sqlAs<{ id: string }>(stack, null, 'select id from public.videos where id = any($1::uuid[])', [`{${active},${hidden}}`]);
    expect(visible.rows).toEqual([{ id: active }]);
    await expect(sqlAs(stack, coach.claims, insertVideo, [categoryB, true])).rejects.toMatchObject({ code: '42501' });
  });

  it('a YouTube id must have 11 characters', async () => {
    const admin = await seedUser(stack, { role: 'admin' });
    await expect(
      sqlAs(stack, admin.claims, `insert into public.videos (title, youtube_url, youtube_id, category_id) values ('X', 'u', 'short', $1)`, [
        await createCategory(stack),
      ]),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
