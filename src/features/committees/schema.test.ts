import { describe, expect, it } from 'vitest';
import { ZCommitteeInput } from './schema';

const valid = { code: ' stk ', name: ' Sportovně technická komise ', description: '', is_active: true, sort_order: '1' };
const errors = (input: typeof valid) => ZCommitteeInput.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('committee form', () => {
  it('trims, upper-cases the code and turns an empty description into null', () => {
    expect(ZCommitteeInput.parse(valid)).toEqual({ code: 'STK', name: 'Sportovně technická komise', description: null, is_active: true, sort_order: 1 });
  });

  it.each(['', 'KM-MLADEZ', 'ŠKOLA', 'A B'])('refuses the code %j', (code) => {
    expect(errors({ ...valid, code })).toEqual([['code', 'Kód smí obsahovat jen velká písmena bez diakritiky, číslice a podtržítka']]);
  });

  it('requires a name and a whole order from 0', () => {
    expect(errors({ ...valid, name: '  ', sort_order: '-1' })).toEqual([
      ['name', 'Název je povinný'],
      ['sort_order', 'Pořadí musí být celé číslo od 0'],
    ]);
  });
});
