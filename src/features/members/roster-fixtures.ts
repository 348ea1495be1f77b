import type { MemberRow } from './api/members';

/** A register row and function labels for the roster export tests. */
export const member = (overrides: Partial<MemberRow> = {}): MemberRow => ({
  id: '1',
  name: 'Eliška',
  surname: 'Černá',
  registration_number: 'SV00001',
  date_of_birth: '2008-02-29',
  sex: 'female',
  category_id: 'c',
  category: { name: 'Dorostenky' },
  functions: ['player', 'coach'],
  is_active: true,
  created_at: '',
  updated_at: '',
  ...overrides,
});

const labels: Record<string, string> = { player: 'Hráč', coach: 'Trenér' };
export const functionLabel = (code: string) => labels[code] ?? code;
