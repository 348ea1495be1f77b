import { formatDate } from '@/lib/format';
import type { MemberRow } from './api/members';
import { memberFieldLabels, SEXES } from './messages';

const HEADER = [
  memberFieldLabels.surname,
  memberFieldLabels.name,
  memberFieldLabels.registration_number,
  memberFieldLabels.date_of_birth,
  memberFieldLabels.sex,
  memberFieldLabels.category,
  memberFieldLabels.functions,
];

/** A table of text cells, as the domain-free CSV and .xlsx writers in src/lib take it. */
export interface RosterTable {
  header: string[];
  rows: string[][];
}

/**
 * The filtered register as the roster exports write it (CSV and .xlsx alike): a header row,
 * then one row of text cells per member, dates in cs-CZ, functions by their Czech labels.
 */
export function rosterTable(rows: readonly MemberRow[], functionLabel: (code: string) => string): RosterTable {
  return {
    header: HEADER,
    rows: rows.map((member) => [
      member.surname,
      member.name,
      member.registration_number,
      member.date_of_birth ? formatDate(member.date_of_birth) : '',
      member.sex === 'male' || member.sex === 'female' ? SEXES[member.sex] : '',
      member.category?.name ?? '',
      member.functions.map(functionLabel).join(', '),
    ]),
  };
}
