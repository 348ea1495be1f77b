import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv-file';

describe('CSV file for Czech Excel', () => {
  it('starts with the UTF-8 BOM, separates cells with semicolons and ends every row with CRLF', () => {
    expect(csvFile(['Příjmení', 'Docházka'], [['Černá', '80,5 %'], ['Šťastný', '']])).toBe(
      '\uFEFFPříjmení;Docházka\r\nČerná;80,5 %\r\nŠťastný;\r\n',
    );
  });

  it('a file without rows is its header', () => {
    expect(csvFile(['A', 'B'], [])).toBe('\uFEFFA;B\r\n');
  });

  it.each([
    ['Novák', 'Novák'],
    ['a;b', '"a;b"'],
    ['Jan "Honza"', '"Jan ""Honza"""'],
    ['řádek\nnový', '"řádek\nnový"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+420', "'+420"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['', ''],
  ])('cell %j is written as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});
