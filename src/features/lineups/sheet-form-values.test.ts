import { describe, expect, it } from 'vitest';
import type { PickedPlayer } from '@/features/members/player-picker-options';
import { emptyPlayerRow, hasMatchEvents, sameSheet, withEntry, withPickedPlayer, type RosterEntry } from './sheet-form-values';

const member = (id: string): PickedPlayer => ({ id, kind: 'member', name: 'Jan', surname: 'Novák', registration_number: 'R1', club_name: null });
const roster: RosterEntry[] = [
  { member_id: 'keeper', jersey_number: 1, position: 'goalkeeper' },
  { member_id: 'wing', jersey_number: 14, position: 'field_player' },
  { member_id: 'unnumbered', jersey_number: null, position: null },
];
// A new row after a goalkeeper: it starts as a field player with no jersey.
const newRow = () => emptyPlayerRow([{ position: 'goalkeeper' }]);

describe('withPickedPlayer (a player picked into a row)', () => {
  it('a rostered member brings the roster’s jersey number and position', () => {
    expect(withPickedPlayer(newRow(), member('keeper'), roster)).toMatchObject({
      player: member('keeper'),
      jersey_number: '1',
      position: 'goalkeeper',
    });
    expect(withPickedPlayer(newRow(), member('wing'), roster)).toMatchObject({ jersey_number: '14', position: 'field_player' });
  });

  it('where the roster has no number or position, the row keeps its own', () => {
    const row = { ...newRow(), jersey_number: '9' };
    expect(withPickedPlayer(row, member('unnumbered'), roster)).toMatchObject({ jersey_number: '9', position: 'field_player' });
  });

  it('the same player committed again (the picker does on blur) leaves the row exactly as it is', () => {
    const typed = withEntry(withPickedPlayer(newRow(), member('keeper'), roster), 'jersey_number', '4');
    expect(withPickedPlayer(typed, member('keeper'), roster)).toBe(typed);
    expect(withPickedPlayer(newRow(), null, roster).jersey_number).toBe('');
  });

  it('another player picked fills only the fields the coach has not set in the row', () => {
    const keeper = withPickedPlayer(newRow(), member('keeper'), roster);
    expect(withPickedPlayer(keeper, member('wing'), roster)).toMatchObject({ jersey_number: '14', position: 'field_player' });
    const typed = withEntry(withEntry(keeper, 'jersey_number', '4'), 'position', '');
    expect(withPickedPlayer(typed, member('wing'), roster)).toMatchObject({ player: member('wing'), jersey_number: '4', position: '' });
    // A goal entered is not a roster field: the roster's number still comes with the next pick.
    expect(withPickedPlayer(withEntry(keeper, 'goals', '1'), member('wing'), roster)).toMatchObject({ jersey_number: '14' });
  });

  it('a member off the roster, an external player and a cleared picker change only the player', () => {
    const row = newRow();
    expect(withPickedPlayer(row, member('guest'), roster)).toEqual({ ...row, player: member('guest') });
    const external: PickedPlayer = { id: 'keeper', kind: 'external', name: 'Petr', surname: 'Host', registration_number: 'X1', club_name: 'Sokol' };
    expect(withPickedPlayer(row, external, roster)).toEqual({ ...row, player: external });
    expect(withPickedPlayer(row, null, roster)).toEqual({ ...row, player: null });
  });
});

describe('hasMatchEvents', () => {
  it('is false for a row with no goals or cards (empty or 0) and true with any', () => {
    expect(hasMatchEvents(newRow())).toBe(false);
    expect(hasMatchEvents({ ...newRow(), goals: '0', yellow_cards: ' ' })).toBe(false);
    expect(hasMatchEvents({ ...newRow(), red_cards_personal: '1' })).toBe(true);
  });
});

describe('sameSheet (unsaved changes)', () => {
  it('ignores the rows’ keys and edit marks but not their entries', () => {
    const row = newRow();
    const sheet = { players: [row], coaches: [] };
    expect(sameSheet(sheet, { players: [{ ...row, key: 'other' }], coaches: [] })).toBe(true);
    expect(sameSheet(sheet, { players: [{ ...row, jersey_number: '7' }], coaches: [] })).toBe(false);
    // Marking a field as the coach's is not an entry of its own.
    expect(sameSheet(sheet, { players: [{ ...row, edited: ['position'] }], coaches: [] })).toBe(true);
    expect(sameSheet(sheet, { players: [], coaches: [] })).toBe(false);
  });
});
