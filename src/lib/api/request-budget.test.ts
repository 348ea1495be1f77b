import { describe, expect, it } from 'vitest';
import { callerAddress, RequestBudget } from './request-budget';

describe('RequestBudget', () => {
  it('allows the limit per key in a window, refuses the next, and starts afresh in the next window', () => {
    const budget = new RequestBudget(2, 1000);
    expect([budget.spend('a', 0), budget.spend('a', 10), budget.spend('a', 20)]).toEqual([true, true, false]);
    expect(budget.spend('b', 30)).toBe(true);
    expect(budget.spend('a', 999)).toBe(false);
    expect(budget.spend('a', 1000)).toBe(true);
  });
});

describe('callerAddress', () => {
  it.each([
    ['203.0.113.7, 10.0.0.1', '203.0.113.7'],
    [' 198.51.100.2 ', '198.51.100.2'],
    ['', null],
    [null, null],
  ])('X-Forwarded-For %j → %j', (header, address) => {
    const headers: Record<string, string> = header === null ? {} : { 'x-forwarded-for': header };
    expect(callerAddress(new Request('http://localhost/api/log-login', { headers }))).toBe(address);
  });
});
