import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userKeys } from './keys';

describe('user query keys', () => {
  it('blocking a user or assigning roles invalidates all, which reaches the list, every log page and the roles', () => {
    for (const key of [userKeys.list(), userKeys.withLogs(2, 'a@b.cz'), userKeys.roles(), userKeys.factors('u1')]) {
      expect(partialMatchKey(key, userKeys.all)).toBe(true);
    }
  });
});
