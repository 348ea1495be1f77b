import { describe, expect, it } from 'vitest';
import { holdsUnstorableText } from './storable-text';

describe('holdsUnstorableText', () => {
  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a high surrogate at the end', 'a\ud83d'],
    ['one nested in an array', ['ok', { deep: ['x\u0000'] }]],
    ['one in a key', { 'name\ud800': 'ok' }],
    ['one after an undefined item', [undefined, 'a\u0000']],
  ])('finds %s', (_, value) => {
    expect(holdsUnstorableText(value)).toBe(true);
  });

  it.each([
    ['Czech text', 'Příliš žluťoučký kůň'],
    ['an emoji (a whole surrogate pair)', 'Gól ⚽ 🥅'],
    ['numbers, booleans and null', { a: 1, b: true, c: null }],
    ['an empty object', {}],
    ['an array nested 100 000 levels deep', JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown],
  ])('lets %s through', (_, value) => {
    expect(holdsUnstorableText(value)).toBe(false);
  });
});
