import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { trainingKeys } from './keys';

/** Whether invalidating `prefix` refetches the query cached under `key` (react-query's own matching). */
function reaches(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  const client = new QueryClient();
  client.setQueryData(key, true);
  return client.getQueryCache().findAll({ queryKey: prefix }).length === 1;
}

describe('training query keys', () => {
  it('a session save, cancel or delete (trainingKeys.all) reaches session lists, attendance and summaries', () => {
    for (const key of [trainingKeys.sessionList('c1', 's1'), trainingKeys.attendance('t1'), trainingKeys.summary('c1', 's1')]) {
      expect(reaches(trainingKeys.all, key)).toBe(true);
    }
  });

  it("a tap reaches that session's attendance and every summary, not the session lists or another session", () => {
    expect(reaches(trainingKeys.attendance('t1'), trainingKeys.attendance('t1'))).toBe(true);
    expect(reaches(trainingKeys.attendance('t1'), trainingKeys.attendance('t2'))).toBe(false);
    expect(reaches(trainingKeys.summaries(), trainingKeys.summary('c1', 's1'))).toBe(true);
    expect(reaches(trainingKeys.summaries(), trainingKeys.sessionList('c1', 's1'))).toBe(false);
    expect(reaches(trainingKeys.attendance('t1'), trainingKeys.sessionList('c1', 's1'))).toBe(false);
  });
});
