import { MONTH_NAMES } from './messages';

export interface GrantMonth<Grant> {
  month: number;
  name: (typeof MONTH_NAMES)[number];
  grants: Grant[];
}

/**
 * The year as twelve months, January to December, each with its grants in the order given;
 * a month without grants is still there (the calendar shows the whole year). A month outside
 * 1–12 cannot come from the database (a check constraint), so it fails loudly here.
 */
export function grantsByMonth<Grant extends { month: number }>(grants: readonly Grant[]): GrantMonth<Grant>[] {
  const months = MONTH_NAMES.map((name, index) => ({ month: index + 1, name, grants: [] as Grant[] }));
  for (const grant of grants) {
    const bucket = months[grant.month - 1];
    if (!bucket || !Number.isInteger(grant.month)) throw new RangeError(`Grant month out of range: ${grant.month}`);
    bucket.grants.push(grant);
  }
  return months;
}
