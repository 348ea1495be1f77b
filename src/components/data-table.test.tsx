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
});
