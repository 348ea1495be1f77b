import { describe, expect, it } from 'vitest';
import { summarizeLineup, type LineupPosition } from './lineup-rules';

const sheet = (goalkeepers: number, fieldPlayers: number, withoutPosition = 0): { position: LineupPosition | null }[] => [
  ...Array.from({ length: goalkeepers }, () => ({ position: 'goalkeeper' as const })),
  ...Array.from({ length: fieldPlayers }, () => ({ position: 'field_player' as const })),
  ...Array.from({ length: withoutPosition }, () => ({ position: null })),
];

const BACKUP = 'Doporučujeme mít 2 brankáře pro záložní variantu';
const SUBSTITUTES = 'Doporučujeme mít více hráčů pro střídání';
const COACH = 'Doporučujeme mít alespoň 1 trenéra';

describe('summarizeLineup (lineup rules and warnings)', () => {
  it.each([
    { case: 'a full sheet', gk: 2, field: 10, none: 0, coaches: 1, valid: true, errors: [], warnings: [] },
    {
      case: 'the smallest valid sheet',
      gk: 1,
      field: 6,
      none: 0,
      coaches: 1,
      valid: true,
      errors: [],
      warnings: [BACKUP, SUBSTITUTES],
    },
    { case: 'the largest valid sheet', gk: 2, field: 13, none: 0, coaches: 3, valid: true, errors: [], warnings: [] },
    { case: 'no coach is only a warning', gk: 2, field: 10, none: 0, coaches: 0, valid: true, errors: [], warnings: [COACH] },
    {
      case: '9 field players want substitutes',
      gk: 2,
      field: 9,
      none: 0,
      coaches: 1,
      valid: true,
      errors: [],
      warnings: [SUBSTITUTES],
    },
    {
      case: 'an empty sheet',
      gk: 0,
      field: 0,
      none: 0,
      coaches: 0,
      valid: false,
      errors: ['Musí být alespoň 1 brankář', 'Musí být alespoň 6 hráčů v poli', 'Celkem musí být alespoň 7 hráčů'],
      warnings: [BACKUP, SUBSTITUTES, COACH],
    },
    {
      case: '6 players (1 + 5)',
      gk: 1,
      field: 5,
      none: 0,
      coaches: 1,
      valid: false,
      errors: ['Musí být alespoň 6 hráčů v poli', 'Celkem musí být alespoň 7 hráčů'],
      warnings: [BACKUP, SUBSTITUTES],
    },
    {
      case: 'no goalkeeper',
      gk: 0,
      field: 8,
      none: 0,
      coaches: 1,
      valid: false,
      errors: ['Musí být alespoň 1 brankář'],
      warnings: [BACKUP, SUBSTITUTES],
    },
    {
      case: '3 goalkeepers',
      gk: 3,
      field: 10,
      none: 0,
      coaches: 1,
      valid: false,
      errors: ['Nemůže být více než 2 brankáři'],
      warnings: [],
    },
    {
      case: '14 field players',
      gk: 2,
      field: 14,
      none: 0,
      coaches: 1,
      valid: false,
      errors: ['Nemůže být více než 13 hráčů v poli'],
      warnings: [],
    },
    {
      case: '4 coaches',
      gk: 2,
      field: 10,
      none: 0,
      coaches: 4,
      valid: false,
      errors: ['Nemůže být více než 3 trenéři'],
      warnings: [],
    },
    {
      case: 'players without a position are ignored',
      gk: 1,
      field: 5,
      none: 4,
      coaches: 1,
      valid: false,
      errors: ['Musí být alespoň 6 hráčů v poli', 'Celkem musí být alespoň 7 hráčů'],
      warnings: [BACKUP, SUBSTITUTES],
    },
  ])('$case', ({ gk, field, none, coaches, valid, errors, warnings }) => {
    const summary = summarizeLineup(sheet(gk, field, none), coaches);
    expect(summary).toEqual({
      goalkeepers: gk,
      fieldPlayers: field,
      players: gk + field,
      coaches,
      errors,
      warnings,
      isValid: valid,
    });
  });
});
