// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickedPlayer } from '@/features/members/player-picker-options';
import { emptyPlayerRow, type KeyedPlayerRow, type RosterEntry } from '../sheet-form-values';
import { LineupPlayerRow } from './lineup-player-row';

const member = (id: string, surname: string): PickedPlayer => ({
  id,
  kind: 'member',
  name: 'Jan',
  surname,
  registration_number: id,
  club_name: null,
});
const KEEPER = member('keeper', 'Brankář');
const WING = member('wing', 'Křídlo');

/**
 * The picker searches the members API; here a button per player stands for picking them, and
 * leaving the picker re-commits the last pick through the handler it was picked with, as HeroUI's
 * Autocomplete commits its selection again on blur (possibly with a render-old handler).
 */
vi.mock('@/features/members/components/shared/player-picker', () => ({
  PlayerPicker: ({ value, onChange }: { value: PickedPlayer | null; onChange: (player: PickedPlayer | null) => void }) => {
    const committed = useRef<(() => void) | null>(null);
    const pick = (player: PickedPlayer) => {
      committed.current = () => onChange(player);
      onChange(player);
    };
    return (
      <div onBlur={() => committed.current?.()}>
        <output aria-label="Vybraný hráč">{value ? value.surname : ''}</output>
        <button type="button" onClick={() => pick(KEEPER)}>
          Vybrat brankáře
        </button>
        <button type="button" onClick={() => pick(WING)}>
          Vybrat křídlo
        </button>
      </div>
    );
  },
}));

afterEach(cleanup);

const ROSTER: RosterEntry[] = [
  { member_id: 'keeper', jersey_number: 12, position: 'goalkeeper' },
  { member_id: 'wing', jersey_number: 7, position: 'field_player' },
];

function Row({ initial, showsMatchEvents = false }: { initial: KeyedPlayerRow; showsMatchEvents?: boolean }) {
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
      onUpdate={setRow}
      onRemove={vi.fn()}
    />
  );
}

// A second row: it starts as a field player with no jersey.
const newRow = () => emptyPlayerRow([{ position: 'goalkeeper' }]);
const jersey = () => screen.getByLabelText<HTMLInputElement>('Dres');
const checked = (position: string) => screen.getByRole<HTMLInputElement>('radio', { name: position }).checked;
const picked = () => screen.getByRole('status', { name: 'Vybraný hráč' }).textContent;

describe('a player row on the sheet', () => {
  it('picking a member on the category roster fills in the roster’s jersey number and position', () => {
    render(<Row initial={newRow()} />);
    expect(jersey().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Vybrat brankáře' }));
    expect(jersey().value).toBe('12');
    expect(checked('brankář')).toBe(true);
  });

  it('the same member committed again when the picker loses focus keeps the jersey and position typed since', () => {
    render(<Row initial={newRow()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Vybrat brankáře' }));
    fireEvent.change(jersey(), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('radio', { name: 'hráč v poli' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Vybrat brankáře' }));
    expect(picked()).toBe('Brankář');
    expect(jersey().value).toBe('3');
    expect(checked('hráč v poli')).toBe(true);
  });

  it('a pick and a typed jersey arriving before the row re-renders both stay', () => {
    render(<Row initial={newRow()} />);
    act(() => {
      screen.getByRole('button', { name: 'Vybrat křídlo' }).click();
      fireEvent.change(jersey(), { target: { value: '5' } });
    });
    expect(picked()).toBe('Křídlo');
    expect(jersey().value).toBe('5');
  });

  it('another member picked brings the roster’s values only into what the coach has not set in the row', () => {
    render(<Row initial={newRow()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Vybrat křídlo' }));
    expect(jersey().value).toBe('7');
    fireEvent.click(screen.getByRole('radio', { name: 'bez pozice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vybrat brankáře' }));
    expect(picked()).toBe('Brankář');
    expect(jersey().value).toBe('12');
    expect(checked('bez pozice')).toBe(true);
  });

  it('before the match is played it has no goal or card fields', () => {
    render(<Row initial={newRow()} />);
    for (const label of ['Góly', 'Žlutá karta', 'Červená 5 min', 'Červená 10 min', 'Červená osobní'])
      expect(screen.queryByLabelText(label)).toBeNull();
  });

  it('once the match is played it takes goals and cards', () => {
    render(<Row initial={newRow()} showsMatchEvents />);
    for (const label of ['Góly', 'Žlutá karta', 'Červená 5 min', 'Červená 10 min', 'Červená osobní'])
      expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it('a row already holding a goal shows it even before kick-off, so nothing entered is hidden', () => {
    render(<Row initial={{ ...newRow(), goals: '2' }} />);
    expect(screen.getByLabelText<HTMLInputElement>('Góly').value).toBe('2');
  });
});
