// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvailabilitySettingsButton } from './availability-settings-button';

const saveSettings = vi.fn();
const saveReminderHours = vi.fn();
vi.mock('../../hooks', () => ({
  useAvailabilitySettings: () => ({ data: { lockHours: 2, trainingsAttendingByDefault: false } }),
  useSaveAvailabilitySettings: () => ({ mutate: saveSettings, isPending: false }),
}));
vi.mock('@/features/mailings/hooks', () => ({
  useReminderHours: () => ({ data: { matchHours: 48, trainingHours: 24 } }),
  useSaveReminderHours: () => ({ mutate: saveReminderHours, isPending: false }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function open() {
  render(<AvailabilitySettingsButton category={{ id: 'c1', name: 'Muži' }} />);
  fireEvent.click(screen.getByRole('button', { name: 'Nastavení odpovědí' }));
}

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));

describe("the category's reminder hours in 'Nastavení odpovědí'", () => {
  it('shows the saved hours and refuses 0, 169 and half hours in Czech, saving nothing', async () => {
    open();
    expect((field(/Připomínka před zápasem/) as HTMLInputElement).value).toBe('48');
    expect((field(/Připomínka před tréninkem/) as HTMLInputElement).value).toBe('24');
    for (const [match, training] of [['0', '24'], ['48', '169'], ['1,5', '24']] as const) {
      fireEvent.change(field(/Připomínka před zápasem/), { target: { value: match } });
      fireEvent.change(field(/Připomínka před tréninkem/), { target: { value: training } });
      submit();
      await waitFor(() => expect(screen.getAllByText('Zadejte celý počet hodin od 1 do 168')).toHaveLength(1));
    }
    expect(saveReminderHours).not.toHaveBeenCalled();
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it('saves whole hours within a week, and only the reminder hours when only they changed', async () => {
    open();
    fireEvent.change(field(/Připomínka před zápasem/), { target: { value: '72' } });
    fireEvent.change(field(/Připomínka před tréninkem/), { target: { value: ' 168 ' } });
    submit();
    await waitFor(() => expect(saveReminderHours).toHaveBeenCalledWith({ matchHours: 72, trainingHours: 168 }, expect.anything()));
    expect(screen.queryByText('Zadejte celý počet hodin od 1 do 168')).toBeNull();
    expect(saveSettings).not.toHaveBeenCalled();
  });
});
