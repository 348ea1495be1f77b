// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminListScreen } from './admin-list-screen';
import { rowOf } from '../../tests/support/table-row';

interface Item {
  id: string;
  name: string;
}

const ITEMS: Item[] = [
  { id: 'a', name: 'Sokol' },
  { id: 'b', name: 'Baník' },
];

function renderScreen({ error = null, isEditable }: { error?: Error | null; isEditable?: boolean } = {}) {
  const mutate = vi.fn<(id: string, options: { onSettled: () => void }) => void>();
  const refetch = vi.fn(() => Promise.resolve());
  render(
    <AdminListScreen<Item>
      query={{ data: ITEMS, error, isPending: false, refetch }}
      loadError="Chyba při načítání klubů"
      addLabel="Přidat klub"
      table={{
        label: 'Kluby',
        emptyText: 'Zatím žádné kluby',
        columns: [{ key: 'name', label: 'Klub', render: (item) => item.name }],
      }}
      isEditable={isEditable}
      renderEditor={(item, close) => (
        <div role="dialog" aria-label="Editor">
          {item ? `Úprava ${item.name}` : 'Nový'}
          <button onClick={close}>Zavřít</button>
        </div>
      )}
      deletion={{
        title: 'Smazat klub',
        message: (item) => `Opravdu chcete smazat klub ${item.name}?`,
        mutation: { mutate, isPending: false },
      }}
    />,
  );
  return { mutate, refetch };
}

afterEach(cleanup);

describe('the admin list screen', () => {
  it('shows the rows with Upravit and Smazat on each', () => {
    renderScreen();
    expect(screen.getByRole('table', { name: 'Kluby' })).toBeTruthy();
    expect(within(rowOf('Baník')).getByRole('button', { name: 'Upravit' })).toBeTruthy();
    expect(within(rowOf('Baník')).getByRole('button', { name: 'Smazat' })).toBeTruthy();
  });

  it("opens the editor empty from the add button and with the row from 'Upravit'; its close removes it", () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Přidat klub' }));
    expect(screen.getByRole('dialog', { name: 'Editor' }).textContent).toContain('Nový');
    fireEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByRole('dialog', { name: 'Editor' })).toBeNull();

    fireEvent.click(within(rowOf('Sokol')).getByRole('button', { name: 'Upravit' }));
    expect(screen.getByRole('dialog', { name: 'Editor' }).textContent).toContain('Úprava Sokol');
  });

  it("asks before deleting, deletes the row's id once confirmed and closes when the delete settles", async () => {
    const { mutate } = renderScreen();
    fireEvent.click(within(rowOf('Baník')).getByRole('button', { name: 'Smazat' }));
    const confirm = await screen.findByRole('dialog', { name: 'Smazat klub' });
    expect(within(confirm).getByText('Opravdu chcete smazat klub Baník?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Smazat' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    const [id, options] = mutate.mock.calls[0] ?? [];
    expect(id).toBe('b');
    act(() => options?.onSettled());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Smazat klub' })).toBeNull());
  });

  it('offers only adding when the rows are not editable', () => {
    renderScreen({ isEditable: false });
    expect(screen.getByRole('button', { name: 'Přidat klub' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upravit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Smazat' })).toBeNull();
  });

  it("shows the database fallback instead of the list when the query failed; 'Zkusit znovu' refetches", () => {
    const { refetch } = renderScreen({ error: new TypeError('Failed to fetch') });
    expect(screen.getByRole('alert').textContent).toContain('Chyba při načítání klubů');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Přidat klub' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(refetch).toHaveBeenCalled();
  });
});
