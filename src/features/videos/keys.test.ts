import { describe, expect, it } from 'vitest';
import { videoFilters } from './filters';
import { videoKeys } from './keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part);

describe('video query keys', () => {
  const category = '00000000-0000-4000-8000-0000000000aa';
  const pages = [
    videoKeys.list(videoFilters.defaults, null),
    videoKeys.list({ ...videoFilters.defaults, q: 'derby', page: 3 }, null),
    videoKeys.list(videoFilters.defaults, [category]),
    videoKeys.list(videoFilters.defaults, []),
  ];

  it('a video save (invalidating all) reaches every page of the admin and coach lists', () => {
    for (const key of pages) expect(startsWith(key, videoKeys.all)).toBe(true);
  });

  it('each filter, page and category scope is its own cache entry', () => {
    expect(new Set(pages.map((key) => JSON.stringify(key))).size).toBe(pages.length);
  });
});
