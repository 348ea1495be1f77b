// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaveMeetingMinutesInput } from '../api';
import { MeetingMinutesFormModal } from './meeting-minutes-form-modal';

interface Season {
  id: string;
  name: string;
  is_active: boolean;
}

const ADMIN_ID = '6f1c3a52-8a2e-4a57-9a4e-2f4f3b8a1c11';
const MEMBER_ID = '2b7d4e10-5c3f-4e8a-9b1d-7a6c5e4f3d21';
const CLOSED: Season = { id: '0c9e8d7f-1a2b-4c3d-8e5f-6a7b8c9d0e1f', name: '2025/2026', is_active: false };
const ACTIVE: Season = { id: '7f1c3a52-8a2e-4a57-9a4e-2f4f3b8a1c12', name: '2026/2027', is_active: true };

// The season list arrives from the browser's own query; the form's other data is fixed here.
const seasons: { data: Season[] | undefined } = { data: undefined };
const mutate = vi.fn<(input: SaveMeetingMinutesInput) => void>();
vi.mock('@/features/seasons/hooks', () => ({ useSeasons: () => seasons }));
vi.mock('../hooks', () => ({
  useMeetingAttendees: () => ({ data: undefined }),
  useNextMeetingNumber: () => ({ data: 3 }),
  useSaveMeetingMinutes: () => ({ mutate, isPending: false }),
  useAttendeeCandidates: () => ({ data: [{ id: MEMBER_ID, name: 'Alena', surname: 'Adamová', registration_number: 'SV00001' }], isPending: false }),
}));

afterEach(() => {
  cleanup();
  mutate.mockClear();
  seasons.data = undefined;
});

function form() {
  return <MeetingMinutesFormModal minutes={null} writers={[{ user_id: ADMIN_ID, name: 'Admin Svinov' }]} currentUserId={ADMIN_ID} onClose={() => undefined} />;
}

function shownSeason(): string | null | undefined {
  const trigger = screen.getByRole('button', { name: /Sezóna/ });
  return trigger.querySelector('[data-slot="value"]')?.textContent;
}

async function saveWithOneAttendee(): Promise<SaveMeetingMinutesInput> {
  fireEvent.click(screen.getByRole('button', { name: 'Přidat: Alena Adamová' }));
  fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
  return mutate.mock.calls[0]![0];
}

describe('the season of new minutes', () => {
  it('the active season shown when the list arrives after the form opened is the one saved', async () => {
    const view = render(form());
    seasons.data = [CLOSED, ACTIVE];
    view.rerender(form());

    await waitFor(() => expect(shownSeason()).toBe(ACTIVE.name));
    expect((await saveWithOneAttendee()).minutes.season_id).toBe(ACTIVE.id);
  });

  it('the active season shown from the start is saved', async () => {
    seasons.data = [CLOSED, ACTIVE];
    render(form());

    expect(shownSeason()).toBe(ACTIVE.name);
    expect((await saveWithOneAttendee()).minutes.season_id).toBe(ACTIVE.id);
  });

  it('a season the admin picks stays when the list refreshes, and is saved', async () => {
    seasons.data = [CLOSED, ACTIVE];
    const view = render(form());
    const seasonSelect = screen.getAllByRole('combobox', { hidden: true }).find((select) => select.textContent?.includes(CLOSED.name));
    fireEvent.change(seasonSelect!, { target: { value: CLOSED.id } });
    seasons.data = [{ ...CLOSED }, { ...ACTIVE }];
    view.rerender(form());

    await waitFor(() => expect(shownSeason()).toBe(CLOSED.name));
    expect((await saveWithOneAttendee()).minutes.season_id).toBe(CLOSED.id);
  });
});
