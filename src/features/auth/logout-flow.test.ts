import { describe, expect, it } from 'vitest';
import { runLogout, type LogoutEffects, type LogoutState } from './logout-flow';

function recorder(overrides: Partial<LogoutEffects> = {}) {
  const calls: string[] = [];
  const states: LogoutState[] = [];
  const effects: LogoutEffects = {
    logLogout: () => Promise.resolve(void calls.push('log')),
    signOut: () => Promise.resolve(void calls.push('signOut')),
    redirectToLogin: () => void calls.push('redirect'),
    sleep: (ms) => Promise.resolve(void calls.push(`sleep ${ms}`)),
    ...overrides,
  };
  return { calls, states, effects, onState: (state: LogoutState) => void states.push(state) };
}

describe('logout flow', () => {
  it('goes 0 → 25 → 50 → 75 → 100 with its delays (300, 300, 500, 3000 ms), then redirects to /login', async () => {
    const r = recorder();
    const final = await runLogout(r.effects, r.onState);
    expect(r.states.map((s) => s.progress)).toEqual([0, 25, 50, 75, 100]);
    expect(final).toEqual({ status: 'done', progress: 100, message: 'Úspěšně odhlášen. Přesměrovávám...' });
    expect(r.calls).toEqual(['log', 'sleep 300', 'signOut', 'sleep 300', 'sleep 500', 'sleep 3000', 'redirect']);
  });

  it('a failed logout log does not stop the sign-out', async () => {
    const r = recorder({ logLogout: () => Promise.reject(new Error('log failed')) });
    expect((await runLogout(r.effects, r.onState)).status).toBe('done');
  });

  it('a network failure while ending the session stops at 50 with the connection message and no redirect', async () => {
    const r = recorder({ signOut: () => Promise.reject(new TypeError('fetch failed')) });
    const final = await runLogout(r.effects, r.onState);
    expect(final).toEqual({ status: 'failed', progress: 50, message: 'Problém s připojením. Zkuste to znovu.' });
    expect(r.calls).not.toContain('redirect');
  });

  it('an auth failure asks to refresh the page; anything else is a generic logout error', async () => {
    const auth = recorder({ signOut: () => Promise.reject(new Error('Auth session missing!')) });
    expect((await runLogout(auth.effects, auth.onState)).message).toBe('Problém s autentizací. Zkuste obnovit stránku.');
    const other = recorder({ signOut: () => Promise.reject(new Error('boom')) });
    expect((await runLogout(other.effects, other.onState)).message).toBe('Chyba při odhlašování.');
  });
});
