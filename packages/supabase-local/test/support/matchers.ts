import { expect } from 'vitest';

/**
 * Vitest's asymmetric matchers, typed as `unknown` instead of vitest's `any`, so that they can
 * sit inside expected objects without spreading `any` through the test.
 */
export function stringMatching(pattern: RegExp): unknown {
  return expect.stringMatching(pattern);
}

export function stringContaining(text: string): unknown {
  return expect.stringContaining(text);
}

export function objectContaining(shape: Record<string, unknown>): unknown {
  return expect.objectContaining(shape);
}
