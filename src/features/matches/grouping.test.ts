import { describe, expect, it } from 'vitest';
import { groupByMonth, scoreText } from './grouping';

describe('matches grouped by month (/matches)', () => {
  it('groups consecutive dates by month with Czech month names, keeping the order', () => {
    const groups = groupByMonth([{ date: '2026-09-05' }, { date: '2026-09-26' }, { date: '2026-10-03' }]);
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['září 2026', 2],
      ['říjen 2026', 1],
    ]);
  });

  it('keeps newest-first order for results', () => {
    const groups = groupByMonth([{ date: '2026-10-03' }, { date: '2026-09-26' }]);
    expect(groups.map((g) => g.key)).toEqual(['2026-10', '2026-09']);
  });
});

describe('score text', () => {
  it("shows the score, or '-:-' before the match", () => {
    expect(scoreText(12, 9)).toBe('12:9');
    expect(scoreText(0, 0)).toBe('0:0');
    expect(scoreText(null, null)).toBe('-:-');
  });
});
