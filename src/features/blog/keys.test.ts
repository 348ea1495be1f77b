import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { postKeys } from './keys';

describe('blog post query keys', () => {
  it('a post save or delete invalidates all, which reaches the admin list', () => {
    expect(partialMatchKey(postKeys.adminList(), postKeys.all)).toBe(true);
  });
});
