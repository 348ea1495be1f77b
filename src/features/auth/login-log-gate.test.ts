import { describe, expect, it } from 'vitest';
import { LoginLogGate, isLocalHost } from './login-log-gate';

describe('login log gate', () => {
  it('logs the first sign-in and suppresses repeats for 10 s', () => {
    const gate = new LoginLogGate();
    expect(gate.shouldLog('jana@svinov.cz', 0)).toBe(true);
    expect(gate.shouldLog('Jana@Svinov.cz', 9_999)).toBe(false);
    expect(gate.shouldLog('jana@svinov.cz', 10_000)).toBe(true);
  });

  it('logs another user at once', () => {
    const gate = new LoginLogGate();
    gate.shouldLog('a@svinov.cz', 0);
    expect(gate.shouldLog('b@svinov.cz', 1)).toBe(true);
  });

  it.each(['localhost', '127.0.0.1', '[::1]', 'app.localhost'])('treats %s as a local host (never logged)', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });

  it('treats the club\'s domain as remote', () => {
    expect(isLocalHost('svinov.cz')).toBe(false);
  });
});
