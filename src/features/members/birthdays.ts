/** The upcoming-birthdays list shows 3 by default. */
export const BIRTHDAY_LIST_SIZE = 3;

export interface BirthdayPerson {
  id: string;
  name: string;
  surname: string;
  date_of_birth: string;
}

export interface UpcomingBirthday extends BirthdayPerson {
  /** The next birthday on or after today (local calendar day). */
  nextBirthday: Date;
  /** The age they turn on that day. */
  turns: number;
  daysUntil: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A person born on 29 February celebrates on 28 February in common years. */
function birthdayIn(year: number, month: number, day: number): Date {
  const date = new Date(year, month, day);
  return date.getMonth() === month ? date : new Date(year, month, day - 1);
}

/** The next birthdays from today on, soonest first (today counts as upcoming). */
export function upcomingBirthdays(people: BirthdayPerson[], today: Date, limit = BIRTHDAY_LIST_SIZE): UpcomingBirthday[] {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return people
    .map((person) => {
      const [year = 0, month = 1, day = 1] = person.date_of_birth.split('-').map(Number);
      let next = birthdayIn(start.getFullYear(), month - 1, day);
      if (next < start) next = birthdayIn(start.getFullYear() + 1, month - 1, day);
      return { ...person, nextBirthday: next, turns: next.getFullYear() - year, daysUntil: Math.round((next.getTime() - start.getTime()) / DAY_MS) };
    })
    .sort((a, b) => a.daysUntil - b.daysUntil || a.surname.localeCompare(b.surname, 'cs'))
    .slice(0, limit);
}
