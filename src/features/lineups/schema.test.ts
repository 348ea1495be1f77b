import { describe, expect, it } from 'vitest';
import { pathErrors, ZRosterMemberInput, ZTeamLineupInput, type LineupPlayerRowValues } from './schema';
import { emptyPlayerRow } from './sheet-form-values';

/** A field player's row as the form starts it, with a player chosen. */
const player = (id: string, overrides: Partial<LineupPlayerRowValues> = {}): LineupPlayerRowValues => ({
  ...emptyPlayerRow([{ position: 'goalkeeper' }]),
  player: { id, kind: 'member', name: 'Jan', surname: 'Novák', registration_number: 'R1', club_name: null },
  ...overrides,
});

function errorsOf(players: LineupPlayerRowValues[], coaches: { member_id: string; role: 'head_coach' }[] = []) {
  const parsed = ZTeamLineupInput.safeParse({ players, coaches });
  return parsed.success ? {} : pathErrors(parsed.error);
}

describe('ZTeamLineupInput (a team sheet as the form holds it)', () => {
  it('turns typed numbers into the row, empty counts into 0 and an empty jersey or position into null', () => {
    const parsed = ZTeamLineupInput.parse({
      players: [player('a', { jersey_number: ' 7 ', goals: '3', position: '' })],
      coaches: [],
    });
    expect(parsed.players[0]).toMatchObject({ jersey_number: 7, goals: 3, yellow_cards: 0, position: null });
  });

  it.each([
    { case: 'no player chosen', rows: [player('a', { player: null })], errors: { 'players.0.player': 'Vyberte hráče' } },
    {
      case: 'jersey 0',
      rows: [player('a', { jersey_number: '0' })],
      errors: { 'players.0.jersey_number': 'Číslo dresu musí být 1 až 99' },
    },
    {
      case: 'jersey 100',
      rows: [player('a', { jersey_number: '100' })],
      errors: { 'players.0.jersey_number': 'Číslo dresu musí být 1 až 99' },
    },
    {
      case: 'jersey 7.5',
      rows: [player('a', { jersey_number: '7.5' })],
      errors: { 'players.0.jersey_number': 'Číslo dresu musí být 1 až 99' },
    },
    { case: 'negative goals', rows: [player('a', { goals: '-1' })], errors: { 'players.0.goals': 'Počet nemůže být záporný' } },
    {
      case: 'a jersey twice',
      rows: [player('a', { jersey_number: '9' }), player('b', { jersey_number: '9' })],
      errors: { 'players.1.jersey_number': 'Toto číslo dresu už má jiný hráč' },
    },
    {
      case: 'two captains',
      rows: [player('a', { is_captain: true }), player('b', { is_captain: true })],
      errors: { 'players.1.is_captain': 'Kapitán může být jen jeden' },
    },
  ])('$case → the message on its field', ({ rows, errors }) => {
    expect(errorsOf(rows)).toEqual(errors);
  });

  it('a coach chosen twice, and a coach row left empty, are field errors', () => {
    expect(
      errorsOf(
        [],
        [
          { member_id: 'c', role: 'head_coach' },
          { member_id: 'c', role: 'head_coach' },
          { member_id: '', role: 'head_coach' },
        ],
      ),
    ).toEqual({
      'coaches.1.member_id': 'Tento trenér už je v sestavě',
      'coaches.2.member_id': 'Vyberte trenéra',
    });
  });
});

describe('ZRosterMemberInput', () => {
  it('refuses a captain who is also the vice-captain', () => {
    const parsed = ZRosterMemberInput.safeParse({
      member_id: 'm',
      position: '',
      jersey_number: '',
      is_captain: true,
      is_vice_captain: true,
    });
    expect(parsed.success ? {} : pathErrors(parsed.error)).toEqual({
      is_vice_captain: 'Kapitán nemůže být zároveň zástupcem kapitána',
    });
  });
});
