import { describe, expect, it } from 'vitest';
import { parseRows, ZPlayerStatisticsRow } from './schema';

const row = (overrides: Record<string, unknown> = {}) => ({
  id: '6f1c1c4e-5d0b-4a43-9a55-0d1b8f0e2a11',
  name: 'Jan',
  surname: 'Novák',
  registration_number: 'SV00001',
  jersey_number: null,
  position: null,
  is_captain: false,
  goals: 3,
  yellow_cards: 0,
  red_cards_5min: 0,
  red_cards_10min: 0,
  red_cards_personal: 0,
  total_cards: 0,
  matches_played: 2,
  ...overrides,
});

describe('parseRows (a row that cannot be read is skipped, not fatal)', () => {
  it.each([
    { case: 'all rows readable', rows: [row(), row({ id: 'a5d2b1c0-1111-4222-8333-444455556666' })], kept: 2, skipped: 0 },
    { case: 'a missing count', rows: [row(), row({ goals: null })], kept: 1, skipped: 1 },
    { case: 'an unknown position', rows: [row({ position: 'coach' }), row()], kept: 1, skipped: 1 },
    { case: 'not a row at all', rows: [null, 'x', row()], kept: 1, skipped: 2 },
    { case: 'nothing', rows: [], kept: 0, skipped: 0 },
  ])('$case', ({ rows, kept, skipped }) => {
    const parsed = parseRows(ZPlayerStatisticsRow, rows);
    expect(parsed.rows).toHaveLength(kept);
    expect(parsed.skipped).toBe(skipped);
  });
});
