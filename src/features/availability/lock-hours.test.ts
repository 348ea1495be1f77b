import { describe, expect, it } from 'vitest';
import { parseLockHours } from './lock-hours';

describe('parseLockHours', () => {
  it('takes whole hours from 0 to 168, as the database allows', () => {
    expect(parseLockHours('0')).toBe(0);
    expect(parseLockHours(' 24 ')).toBe(24);
    expect(parseLockHours('168')).toBe(168);
  });

  it('refuses a fraction, a negative number, more than a week and text', () => {
    for (const value of ['1.5', '-1', '169', '', 'dvě']) expect(parseLockHours(value)).toBeNull();
  });
});
