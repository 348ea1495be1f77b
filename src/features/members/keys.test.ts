import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { memberFilterState } from './filters';
import { memberFunctionKeys, memberKeys, relationshipTargets } from './keys';

const filters = memberFilterState.defaults;
/** Whether invalidating `prefix` refetches the query cached under `key` (react-query's own matching). */
function reaches(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  const client = new QueryClient();
  client.setQueryData(key, true);
  return client.getQueryCache().findAll({ queryKey: prefix }).length === 1;
}

describe('member query keys', () => {
  it('a members save (memberKeys.all) reaches lists, details, relationships, metadata, players and exports', () => {
    for (const key of [
      memberKeys.list(filters),
      memberKeys.detail('m1'),
      memberKeys.relationships('m1'),
      memberKeys.metadata('m1'),
      memberKeys.playerCandidates(null),
      memberKeys.externalPlayers(),
      memberKeys.export(filters),
    ]) {
      expect(reaches(memberKeys.all, key)).toBe(true);
    }
    expect(reaches(memberKeys.all, memberFunctionKeys.list())).toBe(false);
  });

  it("a relationship save reaches that member's relationships only", () => {
    expect(reaches(memberKeys.relationships('m1'), memberKeys.relationships('m1'))).toBe(true);
    expect(reaches(memberKeys.relationships('m1'), memberKeys.relationships('m2'))).toBe(false);
    expect(reaches(memberKeys.relationships('m1'), memberKeys.list(filters))).toBe(false);
  });

  it('loan changes (memberKeys.details()) refresh member details, not the register pages', () => {
    expect(reaches(memberKeys.details(), memberKeys.detail('m1'))).toBe(true);
    expect(reaches(memberKeys.details(), memberKeys.list(filters))).toBe(false);
  });

  it('lists() reaches every page and filter of the register', () => {
    expect(reaches(memberKeys.lists(), memberKeys.list({ ...filters, page: 4 }))).toBe(true);
    expect(reaches(memberKeys.lists(), memberKeys.list({ ...filters, active: 'inactive' }))).toBe(true);
  });

  it("a relationship save (the member's detail and the lists: it can make them active or not) reaches the member, not others", () => {
    for (const key of [memberKeys.detail('m1'), memberKeys.relationships('m1'), memberKeys.list({ ...filters, active: 'active' })]) {
      expect(relationshipTargets('m1').some((prefix) => reaches(prefix, key))).toBe(true);
    }
    expect(relationshipTargets('m1').some((prefix) => reaches(prefix, memberKeys.detail('m2')))).toBe(false);
  });
});
