import { describe, expect, it } from 'vitest';
import { eventWhen, groupByEvent, lockHours, startWhen } from './event-schedule';
import type { MyAvailabilityRow } from './types';

const row = (overrides: Partial<MyAvailabilityRow>): MyAvailabilityRow => ({
  member_id: 'm1',
  member_name: 'Adam',
  member_surname: 'Veselý',
  category_name: 'Mladší žáci',
  event_type: 'training',
  event_id: 'e1',
  title: 'Trénink',
  event_date: '2026-11-26',
  event_time: '16:30:00',
  starts_at: '2026-11-26T15:30:00+00:00',
  location: 'Hřiště',
  opponent: null,
  is_home: null,
  is_cancelled: false,
  status_reason: null,
  lock_at: '2026-11-26T13:30:00+00:00',
  is_locked: false,
  answer: null,
  note: null,
  effective_answer: null,
  is_default: false,
  ...overrides,
});

describe('the member portal schedule', () => {
  it('groups the members of one event together, keeping the start order', () => {
    const groups = groupByEvent([
      row({}),
      row({ member_id: 'm2' }),
      row({ event_type: 'match', event_id: 'e1' }),
      row({ event_id: 'e2' }),
    ]);
    expect(groups.map((group) => [group.key, group.members.map((member) => member.member_id)])).toEqual([
      ['training:e1', ['m1', 'm2']],
      ['match:e1', ['m1']],
      ['training:e2', ['m1']],
    ]);
  });

  it('reads the lock in hours and the start in club time', () => {
    expect(lockHours(row({}))).toBe(2);
    expect(eventWhen(row({}))).toBe('čtvrtek 26. 11. · 16:30');
    expect(eventWhen(row({ event_time: null, starts_at: '2026-11-28T23:00:00+00:00' }))).toBe('neděle 29. 11.');
    expect(startWhen('2026-11-26T17:00:00+00:00')).toBe('čtvrtek 26. 11. · 18:00');
  });
});
