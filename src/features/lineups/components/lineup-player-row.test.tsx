// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickedPlayer } from '@/features/members/player-picker-options';
import { emptyPlayerRow, type KeyedPlayerRow, type RosterEntry } from '../sheet-form-values';
import { LineupPlayerRow } from './lineup-player-row';

const KEEPER: PickedPlayer = { id: 'keeper', kind: 'member', name: 'Jan', surname: 'Brankář', registration_number: 'R1', club_name: null };

// The picker searches the members API; here a button stands for picking the roster's goalkeeper.
vi.mock('@/features/members/components/shared/player-picker', () => ({
  PlayerPicker: ({ onChange }: { onChange: (player: PickedPlayer) => void }) => (
    <button type="button" onClick={() => onChange(KEEPER)}>
      Vybrat
    </button>
  ),
}));

afterEach(cleanup);

const ROSTER: RosterEntry[] = [{ member_id: 'keeper', jersey_number: 12, position: 'goalkeeper' }];

function Row({ initial, showsMatchEvents }: { initial: KeyedPlayerRow; showsMatchEvents: boolean }) {
  const [row, setRow] = useState(initial);
  return (
    <LineupPlayerRow
      index={0}
      row={row}
      errors={{}}
      chosenIds={[]}
      categoryId="men"
      source="members"
      externalClubName=""
      roster={ROSTER}
      showsMatchEvents={showsMatchEvents}
      onChange={setRow}
      onRemove={vi.fn()}
    />
  );
}

// A second row: it starts as a field player with no jersey.
const newRow = () => emptyPlayerRow([{ position: 'goalkeeper' }]);

describe('a player row on the sheet', () => {
  it('picking a member on the category roster fills in the roster’s jersey number and position', () => {
    render(<Row initial={newRow()} showsMatchEvents={false} />);
    expect(screen.getByLabelText<HTMLInputElement>('Dres').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Vybrat' }));
    expect(screen.getByLabelText<HTMLInputElement>('Dres').value).toBe('12');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'brankář' }).checked).toBe(true);
  });

  it('before the match is played it has no goal or card fields', () => {
    render(<Row initial={newRow()} showsMatchEvents={false} />);
    for (const label of ['Góly', 'Žlutá karta', 'Červená 5 min', 'Červená 10 min', 'Červená osobní'])
      expect(screen.queryByLabelText(label)).toBeNull();
  });

  it('once the match is played it takes goals and cards', () => {
    render(<Row initial={newRow()} showsMatchEvents />);
    for (const label of ['Góly', 'Žlutá karta', 'Červená 5 min', 'Červená 10 min', 'Červená osobní'])
      expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it('a row already holding a goal shows it even before kick-off, so nothing entered is hidden', () => {
    render(<Row initial={{ ...newRow(), goals: '2' }} showsMatchEvents={false} />);
    expect(screen.getByLabelText<HTMLInputElement>('Góly').value).toBe('2');
  });
});
