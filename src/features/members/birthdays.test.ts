import { describe, expect, it } from 'vitest';
import { upcomingBirthdays } from './birthdays';

const person = (id: string, date_of_birth: string) => ({ id, name: 'Jan', surname: `Novák ${id}`, date_of_birth });

describe('upcoming birthdays (3 by default)', () => {
  const today = new Date(2026, 10, 23);

  it('lists the next three from today on, soonest first, with the age they turn', () => {
    const list = upcomingBirthdays(
      [person('a', '2010-01-05'), person('b', '2012-11-23'), person('c', '2008-11-22'), person('d', '2011-12-01'), person('e', '2009-06-01')],
      today,
    );
    expect(list.map((b) => [b.id, b.daysUntil, b.turns])).toEqual([
      ['b', 0, 14],
      ['d', 8, 15],
      ['a', 43, 17],
    ]);
  });

  it('celebrates 29 February on 28 February in a common year', () => {
    const [leap] = upcomingBirthdays([person('x', '2012-02-29')], today, 1);
    expect(leap?.nextBirthday).toEqual(new Date(2027, 1, 28));
  });
});
