import { formatMonthYear } from '@/lib/format';

export interface MonthGroup<T> {
  /** yyyy-mm */
  key: string;
  /** září 2026 */
  label: string;
  items: T[];
}

/** Groups dated items by calendar month, keeping their order (/matches lists matches by month). */
export function groupByMonth<T extends { date: string }>(items: T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const item of items) {
    const key = item.date.slice(0, 7);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: formatMonthYear(`${key}-01`), items: [item] });
  }
  return groups;
}

/** The score as shown on a card: '12:9', or '-:-' before the match is played. */
export function scoreText(home: number | null, away: number | null): string {
  return home === null || away === null ? '-:-' : `${home}:${away}`;
}
