import { describe, expect, it } from 'vitest';
import { ZExternalPlayerInput, ZMemberFunctionInput, ZMemberInput, ZMetadataInput, ZRelationshipInput } from './schema';

const firstError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('member form (name, surname, registration number trimmed non-empty)', () => {
  const valid = { name: ' Jan ', surname: 'Novák', registration_number: ' SV1 ', date_of_birth: '', sex: '', category_id: '', functions: ['player'] };

  it('trims and turns empty optional fields into null', () => {
    expect(ZMemberInput.parse(valid)).toEqual({
      name: 'Jan',
      surname: 'Novák',
      registration_number: 'SV1',
      date_of_birth: null,
      sex: null,
      category_id: null,
      functions: ['player'],
    });
  });

  it('names every blank required field with its message', () => {
    expect(firstError(ZMemberInput.safeParse({ ...valid, name: '  ', surname: '', registration_number: ' ' }))).toEqual([
      ['name', 'Jméno je povinné'],
      ['surname', 'Příjmení je povinné'],
      ['registration_number', 'Registrační číslo je povinné'],
    ]);
  });

  it('refuses a malformed birth date and an unknown sex', () => {
    expect(firstError(ZMemberInput.safeParse({ ...valid, date_of_birth: '17.5.2001' }))).toEqual([['date_of_birth', 'Neplatné datum']]);
    expect(ZMemberInput.safeParse({ ...valid, sex: 'other' }).success).toBe(false);
  });
});

describe('external player (five required fields, jersey 1 to 99)', () => {
  const valid = { name: 'Petr', surname: 'Malý', registration_number: 'PO1', club_name: 'TJ Sokol Poruba', sex: 'male', position: '', jersey_number: '', is_captain: false };

  it('accepts a player without position and jersey', () => {
    expect(ZExternalPlayerInput.parse(valid)).toMatchObject({ position: null, jersey_number: null, sex: 'male' });
  });

  it('names the five required fields with their messages', () => {
    expect(firstError(ZExternalPlayerInput.safeParse({ ...valid, name: '', surname: ' ', registration_number: '', club_name: '', sex: '' }))).toEqual([
      ['name', 'Jméno je povinné'],
      ['surname', 'Příjmení je povinné'],
      ['registration_number', 'Registrační číslo je povinné'],
      ['club_name', 'Název klubu je povinný'],
      ['sex', 'Pohlaví je povinné'],
    ]);
  });

  it.each([
    ['1', 1],
    ['99', 99],
    [' 7 ', 7],
  ])('jersey %j is %j', (jersey, expected) => {
    expect(ZExternalPlayerInput.parse({ ...valid, jersey_number: jersey }).jersey_number).toBe(expected);
  });

  it.each(['0', '100', '-1', '7.5', 'abc'])('jersey %j is refused', (jersey) => {
    expect(firstError(ZExternalPlayerInput.safeParse({ ...valid, jersey_number: jersey }))).toEqual([
      ['jersey_number', 'Číslo dresu musí být od 1 do 99'],
    ]);
  });
});

describe('member-club relationship', () => {
  const valid = { club_id: 'c1', relationship_type: 'permanent', status: 'active', valid_from: '2026-11-24', valid_to: '', notes: '' };

  it('accepts the defaults with an open end', () => {
    expect(ZRelationshipInput.parse(valid)).toEqual({ ...valid, valid_to: null, notes: null });
  });

  it('requires the club and refuses an end before the start', () => {
    expect(firstError(ZRelationshipInput.safeParse({ ...valid, club_id: '' }))).toEqual([['club_id', 'Klub je povinný']]);
    expect(firstError(ZRelationshipInput.safeParse({ ...valid, valid_to: '2026-11-23' }))).toEqual([
      ['valid_to', 'Platnost do nesmí být před platností od'],
    ]);
    expect(ZRelationshipInput.safeParse({ ...valid, valid_to: '2026-11-24' }).success).toBe(true);
  });
});

describe('member function', () => {
  it('takes a lower-case code, a label and an order', () => {
    expect(ZMemberFunctionInput.parse({ code: 'statistician', label: ' Statistik ', sort_order: '110', is_active: true })).toEqual({
      code: 'statistician',
      label: 'Statistik',
      sort_order: 110,
      is_active: true,
    });
  });

  it.each(['Statistik', 'stat-ist', '1st', ''])('refuses the code %j', (code) => {
    expect(ZMemberFunctionInput.safeParse({ code, label: 'X', sort_order: '0', is_active: true }).success).toBe(false);
  });
});

describe('member metadata', () => {
  it('parses a JSON object, an empty text as {}', () => {
    expect(ZMetadataInput.parse({ metadata: '{"velikost": "M"}' }).metadata).toEqual({ velikost: 'M' });
    expect(ZMetadataInput.parse({ metadata: '  ' }).metadata).toEqual({});
  });

  it.each(['[1]', '"text"', '{bad', 'null'])('refuses %j with the hint', (metadata) => {
    expect(firstError(ZMetadataInput.safeParse({ metadata }))).toEqual([['metadata', 'Zadejte objekt JSON, např. {"velikost_dresu": "M"}']]);
  });
});
