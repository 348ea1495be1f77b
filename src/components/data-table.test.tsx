// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import { rowOf } from '../../tests/support/table-row';

interface Member {
  id: string;
  name: string;
  functions: string[];
}

const MEMBERS: Member[] = [
  { id: 'a', name: 'Jana Nováková', functions: ['player', 'coach'] },
  { id: 'b', name: 'Petr Svoboda', functions: ['player'] },
];

/** The members' register: a cell shows a function's label once the labels have loaded, its code before. */
function Register({ labels }: { labels: Record<string, string> }) {
  return (
    <DataTable<Member>
      label="Členové"
      rows={MEMBERS}
      isLoading={false}
      emptyText="Žádní členové"
      columns={[
        { key: 'name', label: 'Jméno', render: (member) => member.name },
        { key: 'functions', label: 'Funkce', render: (member) => member.functions.map((code) => labels[code] ?? code).join(', ') },
      ]}
    />
  );
}

afterEach(cleanup);

describe('the data table', () => {
  it('renders its cells again when what a column shows changes while the rows stay the same', () => {
    const { rerender } = render(<Register labels={{}} />);
    expect(within(rowOf('Jana Nováková')).getByText('player, coach')).toBeTruthy();

    // The same row objects, as a list query keeps them while a second query (the labels) resolves.
    rerender(<Register labels={{ player: 'Hráč', coach: 'Trenér' }} />);
    expect(within(rowOf('Jana Nováková')).getByText('Hráč, Trenér')).toBeTruthy();
    expect(within(rowOf('Petr Svoboda')).getByText('Hráč')).toBeTruthy();
    expect(screen.queryByText('player')).toBeNull();
  });

  it('names each row by its first column and says when there is nothing to show', () => {
    render(<Register labels={{}} />);
    expect(screen.getByRole('table', { name: 'Členové' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Jana Nováková' })).toBeTruthy();
    cleanup();

    render(<DataTable<Member> label="Členové" rows={[]} isLoading={false} emptyText="Žádní členové" columns={[{ key: 'name', label: 'Jméno', render: (member) => member.name }]} />);
    expect(screen.getByRole('cell', { name: 'Žádní členové' })).toBeTruthy();
  });

  it('shows a spinner instead of the empty text while the first rows load, and each row’s actions', () => {
    const pressed: string[] = [];
    const { rerender } = render(
      <DataTable<Member> label="Členové" rows={[]} isLoading emptyText="Žádní členové" columns={[{ key: 'name', label: 'Jméno', render: (member) => member.name }]} />,
    );
    expect(screen.queryByText('Žádní členové')).toBeNull();
    expect(screen.getByRole('table', { name: 'Členové' }).getAttribute('aria-busy')).toBe('true');

    rerender(
      <DataTable<Member>
        label="Členové"
        rows={MEMBERS}
        isLoading={false}
        emptyText="Žádní členové"
        columns={[{ key: 'name', label: 'Jméno', render: (member) => member.name }]}
        actions={[
          { label: 'Upravit', onPress: (member) => pressed.push(member.id) },
          { label: 'Smazat', color: 'danger', onPress: (member) => pressed.push(`-${member.id}`), isHidden: (member) => member.id === 'a' },
        ]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Akce' })).toBeTruthy();
    expect(within(rowOf('Jana Nováková')).queryByRole('button', { name: 'Smazat' })).toBeNull();
    within(rowOf('Petr Svoboda')).getByRole('button', { name: 'Smazat' }).click();
    expect(pressed).toEqual(['-b']);
  });
});
