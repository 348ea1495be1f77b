import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { matchKeys } from '@/features/matches/keys';
import { memberKeys } from '@/features/members/keys';
import { lineupKeys } from './keys';

/** Whether invalidating `prefix` refetches the query cached under `key` (react-query's own matching). */
function reaches(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  const client = new QueryClient();
  client.setQueryData(key, true);
  return client.getQueryCache().findAll({ queryKey: prefix }).length === 1;
}

describe('lineup query keys', () => {
  it('a lineup or roster save (lineupKeys.all) reaches the match list, both sheets, the roster and the coach list', () => {
    for (const key of [
      lineupKeys.matches('c1'),
      lineupKeys.sheets('m1'),
      lineupKeys.roster('c1', 's1'),
      lineupKeys.coachCandidates(),
    ]) {
      expect(reaches(lineupKeys.all, key)).toBe(true);
    }
  });

  it("reaches no other domain's lists (members, matches)", () => {
    expect(reaches(lineupKeys.all, memberKeys.playerCandidates('c1'))).toBe(false);
    expect(reaches(lineupKeys.all, matchKeys.ownClub(['c1']))).toBe(false);
  });

  it("one match's sheets are apart from another's, one season's roster from another's", () => {
    expect(reaches(lineupKeys.sheets('m1'), lineupKeys.sheets('m2'))).toBe(false);
    expect(reaches(lineupKeys.rosters(), lineupKeys.roster('c1', 's2'))).toBe(true);
    expect(reaches(lineupKeys.roster('c1', 's1'), lineupKeys.roster('c1', 's2'))).toBe(false);
  });
});
