// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthRefusedError } from '../../api';
import * as mfa from '../../mfa';
import { MfaCodeForm } from '../mfa-code-form';
import { TwoFactorSection } from './two-factor-section';

vi.mock('@/lib/supabase/load-client', () => ({ loadSupabaseBrowserClient: () => Promise.resolve({}) }));
vi.mock('@/lib/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('../../mfa', () => ({
  verifiedTotpFactorId: vi.fn(),
  verifyTotpCode: vi.fn(),
  startTotpEnrolment: vi.fn(),
  removeOwnTotpFactor: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(mfa.verifiedTotpFactorId).mockReset();
  vi.mocked(mfa.removeOwnTotpFactor).mockReset();
});

/** The code field as a phone and a password manager see it: keypad, one-time code, room for "123 456". */
function expectCodeField(field: HTMLElement) {
  expect(field).toHaveProperty('inputMode', 'numeric');
  expect(field.getAttribute('autocomplete')).toBe('one-time-code');
  expect(field.getAttribute('maxlength')).toBe('7');
  expect(field.getAttribute('name')).toBe('code');
  expect(field).toHaveProperty('required', true);
}

/** Six digits are asked for; typing again takes the complaint away. */
async function expectFormatErrorClearedByTyping(field: HTMLElement, submit: () => void) {
  fireEvent.change(field, { target: { value: '12' } });
  submit();
  expect(await screen.findByText('Kód má 6 číslic.')).toBeTruthy();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  fireEvent.change(field, { target: { value: '123' } });
  await waitFor(() => expect(screen.queryByText('Kód má 6 číslic.')).toBeNull());
}

describe('the 6-digit code field', () => {
  it('at sign-in is the one code field, with its format check cleared by typing', async () => {
    render(<MfaCodeForm onVerified={() => undefined} onBack={() => undefined} />);
    const field = screen.getByLabelText(/Kód z aplikace/);
    expectCodeField(field);
    await expectFormatErrorClearedByTyping(field, () => fireEvent.click(screen.getByRole('button', { name: 'Ověřit' })));
  });

  it('when enrolling in the profile is the same field', async () => {
    vi.mocked(mfa.verifiedTotpFactorId).mockResolvedValue(null);
    vi.mocked(mfa.startTotpEnrolment).mockResolvedValue({ factorId: 'f1', qrCode: 'data:image/svg+xml;utf-8,<svg/>', secret: 'ABCDEFGH' });
    render(<TwoFactorSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zapnout dvoufázové ověření' }));
    const field = await screen.findByLabelText(/Kód z aplikace/);
    expectCodeField(field);
    await expectFormatErrorClearedByTyping(field, () => fireEvent.click(screen.getByRole('button', { name: 'Potvrdit kód' })));
  });
});

describe('switching one\'s own two-factor sign-in off in the profile', () => {
  async function confirmTurningOff() {
    fireEvent.click(await screen.findByRole('button', { name: 'Vypnout dvoufázové ověření' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vypnout dvoufázové ověření' });
    expect(within(dialog).getByText('Přihlášení pak bude chránit jen heslo. Dvoufázové ověření si můžete kdykoli zapnout znovu.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vypnout' }));
  }

  it('asks first, then removes the factor and tells the page', async () => {
    vi.mocked(mfa.verifiedTotpFactorId).mockResolvedValue('f1');
    vi.mocked(mfa.removeOwnTotpFactor).mockResolvedValue();
    const onDisabled = vi.fn();
    render(<TwoFactorSection onDisabled={onDisabled} />);
    await confirmTurningOff();
    await waitFor(() => expect(onDisabled).toHaveBeenCalledOnce());
    expect(mfa.removeOwnTotpFactor).toHaveBeenCalledWith({}, 'f1');
    expect(await screen.findByRole('button', { name: 'Zapnout dvoufázové ověření' })).toBeTruthy();
  });

  it('signed in without the code, says in Czech why not; two-factor sign-in stays on', async () => {
    vi.mocked(mfa.verifiedTotpFactorId).mockResolvedValue('f1');
    vi.mocked(mfa.removeOwnTotpFactor).mockRejectedValue(new AuthRefusedError('insufficient_aal', 'AAL2 required to unenroll verified factor'));
    const onDisabled = vi.fn();
    render(<TwoFactorSection onDisabled={onDisabled} />);
    await confirmTurningOff();
    expect((await screen.findByRole('alert')).textContent).toBe('Tuto změnu lze provést jen po přihlášení s ověřovacím kódem.');
    expect(screen.getByText(/Dvoufázové ověření je zapnuté/)).toBeTruthy();
    expect(onDisabled).not.toHaveBeenCalled();
  });
});
