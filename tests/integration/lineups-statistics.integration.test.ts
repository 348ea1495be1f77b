import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser, type SeededUser } from '../seed/users';
import { addLineupPlayer, createCategory, createLineup, createMatch, createMember, createSeason } from '../seed/people';

let stack: TestStack;
let categoryA: string;
let categoryB: string;
let seasonId: string;
let coachA: SeededUser;
let coachB: SeededUser;
let admin: SeededUser;
const players = { striker: '', brawler: '', wing: '' };

/**
 * Category A, one season: two completed matches, one upcoming match, a completed match whose
 * lineup was soft-deleted, and a completed match of another season. Only the first two count.
 */
beforeAll(async () => {
  stack = await startTestStack('app');
  categoryA = await createCategory(stack, 'Muži');
  categoryB = await createCategory(stack, 'Ženy');
  seasonId = await createSeason(stack);
  const otherSeasonId = await createSeason(stack);
  coachA = await seedUser(stack, { role: 'coach', categories: [categoryA] });
  coachB = await seedUser(stack, { role: 'coach', categories: [categoryB] });
  admin = await seedUser(stack, { role: 'admin' });

  players.striker = await createMember(stack, { categoryId: categoryA, name: 'Adam', surname: 'Střelec' });
  players.brawler = await createMember(stack, { categoryId: categoryA, name: 'Bohumil', surname: 'Rváč' });
  // Registered in category B but playing for A: still counted and named for a coach of A, but his
  // registration number is only for those who manage category B.
  players.wing = await createMember(stack, { categoryId: categoryB, name: 'Cyril', surname: 'Křídlo' });

  const lineupFor = async (options: { status: 'upcoming' | 'completed'; date: string; season?: string }): Promise<string> => {
    const match = await createMatch(stack, {
      categoryId: categoryA,
      seasonId: options.season ?? seasonId,
      status: options.status,
      date: options.date,
    });
    return createLineup(stack, { matchId: match.id, teamId: match.homeTeamId });
  };
  const first = await lineupFor({ status: 'completed', date: '2041-03-01' });
  await addLineupPlayer(stack, { lineupId: first, memberId: players.striker, jerseyNumber: 10, goals: 5, yellowCards: 1 });
  await addLineupPlayer(stack, { lineupId: first, memberId: players.brawler, jerseyNumber: 4, goals: 8, redCards5min: 1, redCards10min: 1 });
  await addLineupPlayer(stack, { lineupId: first, memberId: players.wing, jerseyNumber: 7 });

  const second = await lineupFor({ status: 'completed', date: '2041-03-08' });
  await addLineupPlayer(stack, { lineupId: second, memberId: players.striker, jerseyNumber: 10, goals: 3, isCaptain: true });
  await addLineupPlayer(stack, {
    lineupId: second,
    memberId: players.wing,
    position: 'goalkeeper',
    jerseyNumber: 9,
    goals: 2,
    redCardsPersonal: 1,
  });

  const upcoming = await lineupFor({ status: 'upcoming', date: '2041-03-15' });
  await addLineupPlayer(stack, { lineupId: upcoming, memberId: players.striker, jerseyNumber: 10, goals: 10 });

  const withdrawn = await lineupFor({ status: 'completed', date: '2041-03-22' });
  await addLineupPlayer(stack, { lineupId: withdrawn, memberId: players.wing, jerseyNumber: 7, goals: 10 });
  await stack.db.query(`update public.lineups set is_active = false where id = $1`, [withdrawn]);

  const otherSeason = await lineupFor({ status: 'completed', date: '2040-03-01', season: otherSeasonId });
  await addLineupPlayer(stack, { lineupId: otherSeason, memberId: players.brawler, jerseyNumber: 4, goals: 20 });
});
afterAll(async () => {
  await stack.stop();
});

const statisticsSql = `select id, surname, registration_number is not null as has_registration_number,
    jersey_number::text, position, is_captain, goals::text, yellow_cards::text, red_cards_5min::text,
    red_cards_10min::text, red_cards_personal::text, total_cards::text, matches_played::text
  from public.get_player_statistics($1, $2)`;

describe('player statistics', () => {
  it('count only completed matches of the category and season, sorted by goals desc then total cards asc', async () => {
    const { rows } = await sqlAs(stack, coachA.claims, statisticsSql, [categoryA, seasonId]);
    expect(rows).toEqual([
      {
        id: players.striker,
        surname: 'Střelec',
        has_registration_number: true,
        jersey_number: '10',
        position: 'field_player',
        is_captain: true,
        goals: '8',
        yellow_cards: '1',
        red_cards_5min: '0',
        red_cards_10min: '0',
        red_cards_personal: '0',
        total_cards: '1',
        matches_played: '2',
      },
      {
        id: players.brawler,
        surname: 'Rváč',
        has_registration_number: true,
        jersey_number: '4',
        position: 'field_player',
        is_captain: false,
        goals: '8',
        yellow_cards: '0',
        red_cards_5min: '1',
        red_cards_10min: '1',
        red_cards_personal: '0',
        total_cards: '2',
        matches_played: '1',
      },
      {
        id: players.wing,
        surname: 'Křídlo',
        has_registration_number: false,
        jersey_number: '9',
        position: 'goalkeeper',
        is_captain: false,
        goals: '2',
        yellow_cards: '0',
        red_cards_5min: '0',
        red_cards_10min: '0',
        red_cards_personal: '1',
        total_cards: '1',
        matches_played: '2',
      },
    ]);
  });

  it('an admin gets the same statistics', async () => {
    const { rows } = await sqlAs<{ id: string }>(stack, admin.claims, `select id from public.get_player_statistics($1, $2)`, [
      categoryA,
      seasonId,
    ]);
    expect(rows.map((row) => row.id)).toEqual([players.striker, players.brawler, players.wing]);
  });

  it('a coach of category B cannot read category A statistics', async () => {
    await expect(sqlAs(stack, coachB.claims, statisticsSql, [categoryA, seasonId])).rejects.toMatchObject({
      code: '42501',
      message: 'Nemáte oprávnění k zobrazení statistik této kategorie',
    });
  });

  it('anon cannot call the statistics, which carry registration numbers', async () => {
    await expect(sqlAs(stack, null, statisticsSql, [categoryA, seasonId])).rejects.toMatchObject({ code: '42501' });
  });

  it('missing category or season ids are refused with their messages', async () => {
    await expect(sqlAs(stack, coachA.claims, statisticsSql, [null, seasonId])).rejects.toMatchObject({
      code: '22023',
      message: 'Neplatné ID kategorie',
    });
    await expect(sqlAs(stack, coachA.claims, statisticsSql, [categoryA, null])).rejects.toMatchObject({
      code: '22023',
      message: 'Neplatné ID sezóny',
    });
  });
});
