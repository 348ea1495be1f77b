import { describe, expect, it } from 'vitest';
import { changeMail, type ChangeRow } from './change-mail';

const cancelled: ChangeRow = {
  email: 'rodic@example.cz',
  member_name: 'Adam Veselý',
  event_type: 'training',
  change: 'cancelled',
  event_title: 'Kondice',
  reason: null,
  old_date: '2026-12-03',
  old_time: '17:30:00',
  old_location: null,
  new_date: null,
  new_time: null,
  new_location: null,
  category_name: 'Mladší žáci',
  unsubscribe_token: 'a'.repeat(64),
  club_name: 'TJ Sokol Svinov',
  club_logo_url: null,
};

describe('the change mail', () => {
  it("names a cancelled training 'Trénink …' once, whatever its title starts with", () => {
    expect(changeMail(cancelled, 'https://klub.test').subject).toBe('Trénink Kondice 3. 12. je zrušen');
    expect(changeMail({ ...cancelled, event_title: 'Trénink Muži' }, 'https://klub.test').subject).toBe('Trénink Muži 3. 12. je zrušen');
  });

  it('says when a cancelled training was to be, without a reason or a place it was not given', () => {
    const { text } = changeMail(cancelled, 'https://klub.test');
    expect(text).toContain('Kdy: čtvrtek 3. 12. 2026 v 17:30');
    expect(text).not.toMatch(/Důvod|Kde/);
    expect(text).toContain('Týká se: Adam Veselý');
  });

  it("gives a moved match's old and new date, time and venue", () => {
    const moved = changeMail(
      {
        ...cancelled,
        event_type: 'match',
        change: 'moved',
        event_title: 'TJ Sokol Svinov – TJ Ostrava',
        old_location: 'Svinov',
        new_date: '2026-12-05',
        new_time: null,
        new_location: 'Hala Ostrava',
      },
      'https://klub.test',
    );
    expect(moved.subject).toBe('Zápas TJ Sokol Svinov – TJ Ostrava se přesouvá');
    expect(moved.text).toContain('Původně: čtvrtek 3. 12. 2026 v 17:30, Svinov');
    expect(moved.text).toContain('Nově: sobota 5. 12. 2026, Hala Ostrava');
  });
});
