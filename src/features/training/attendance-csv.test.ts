import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxFile } from '@/lib/xlsx-file';
import type { MemberAttendanceSummary } from './api';
import { attendanceCsv, attendanceTable } from './attendance-csv';

const row = (overrides: Partial<MemberAttendanceSummary>): MemberAttendanceSummary => ({
  memberId: 'm',
  name: 'Eliška',
  surname: 'Černá',
  counts: { present: 6, late: 1, excused: 1, absent: 4 },
  total: 12,
  percentage: 58.3,
  recent: ['absent', 'absent', 'absent', 'absent', 'absent', 'present', 'present', 'present', 'present', 'present'],
  ...overrides,
});

describe('attendance export for Czech Excel', () => {
  it('writes the header, counts, a decimal comma and the trend, after the BOM', () => {
    expect(attendanceCsv([row({})])).toBe(
      '\uFEFFPříjmení;Jméno;Přítomen;Pozdě;Omluven;Nepřítomen;Celkem;Docházka %;Trend\r\n' +
        'Černá;Eliška;6;1;1;4;12;58,3;Zlepšuje se\r\n',
    );
  });

  it('a member without records has an empty percentage and a stable trend', () => {
    const csv = attendanceCsv([row({ counts: { present: 0, late: 0, excused: 0, absent: 0 }, total: 0, percentage: null, recent: [] })]);
    expect(csv.split('\r\n')[1]).toBe('Černá;Eliška;0;0;0;0;0;;Stabilní');
  });

  it('a name that looks like a formula cannot run', () => {
    expect(attendanceCsv([row({ surname: '=cmd|calc', percentage: 100 })]).split('\r\n')[1]).toMatch(/^'=cmd\|calc;Eliška;.*;100;/);
  });

  it('the .xlsx workbook holds the same cells as the CSV, on a "Docházka" sheet', async () => {
    const table = attendanceTable([row({}), row({ surname: 'Šťastný', percentage: null })]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsxFile(table.header, table.rows, 'Docházka'));
    const sheet = workbook.getWorksheet('Docházka');
    const text = (rowNumber: number) => Array.from({ length: table.header.length }, (_, index) => sheet?.getRow(rowNumber).getCell(index + 1).text);
    expect([text(1), text(2), text(3)]).toEqual([
      ['Příjmení', 'Jméno', 'Přítomen', 'Pozdě', 'Omluven', 'Nepřítomen', 'Celkem', 'Docházka %', 'Trend'],
      ['Černá', 'Eliška', '6', '1', '1', '4', '12', '58,3', 'Zlepšuje se'],
      ['Šťastný', 'Eliška', '6', '1', '1', '4', '12', '', 'Zlepšuje se'],
    ]);
  });
});
