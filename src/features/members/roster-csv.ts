import { formatDate } from '@/lib/format';
import type { MemberRow } from './api/members';
import { memberFieldLabels, SEXES } from './messages';

/** UTF-8 byte order mark: without it Czech Excel reads the file as Windows-1250 and breaks č, ř, ž. */
const BOM = '\uFEFF';
/** Czech Excel's list separator is ';' (the comma is the decimal separator). */
const SEPARATOR = ';';

const HEADER = [
  memberFieldLabels.surname,
  memberFieldLabels.name,
  memberFieldLabels.registration_number,
  memberFieldLabels.date_of_birth,
  memberFieldLabels.sex,
  memberFieldLabels.category,
  memberFieldLabels.functions,
];

/**
 * One cell: quoted when it holds the separator, a quote or a line break; a leading = + - @ is
 * neutralised with an apostrophe, so a name can never run as a spreadsheet formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The filtered register as the Czech Excel opens it: BOM, ';' separated, CRLF rows, cs-CZ dates. */
export function rosterCsv(rows: readonly MemberRow[], functionLabel: (code: string) => string): string {
  const lines = [
    HEADER,
    ...rows.map((member) => [
      member.surname,
      member.name,
      member.registration_number,
      member.date_of_birth ? formatDate(member.date_of_birth) : '',
      member.sex === 'male' || member.sex === 'female' ? SEXES[member.sex] : '',
      member.category?.name ?? '',
      member.functions.map(functionLabel).join(', '),
    ]),
  ];
  return BOM + lines.map((cells) => cells.map(csvCell).join(SEPARATOR)).join('\r\n') + '\r\n';
}
