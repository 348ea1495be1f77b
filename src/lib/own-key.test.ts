import { describe, expect, it } from 'vitest';
import { isOwnKey } from './own-key';

const KINDS = { gold: 'Zlatý', silver: 'Stříbrný' } as const;

describe('isOwnKey', () => {
  it.each(['gold', 'silver'])('accepts the own key %s', (key) => {
    expect(isOwnKey(KINDS, key)).toBe(true);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'platinum', ''])('refuses %s, which is not an own key', (key) => {
    expect(isOwnKey(KINDS, key)).toBe(false);
  });
});
