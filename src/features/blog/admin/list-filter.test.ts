import { describe, expect, it } from 'vitest';
import { filterAdminPosts } from './list-filter';

const posts = [
  { title: 'Výhra žen nad Ostravou', status: 'published' },
  { title: 'Nábor PŘÍPRAVKY', status: 'draft' },
  { title: 'Loňská brigáda', status: 'archived' },
];
const titles = (status: 'all' | 'draft' | 'published' | 'archived', query: string) =>
  filterAdminPosts(posts, { status, query }).map((post) => post.title);

describe('admin post list filter', () => {
  it('"Vše" with an empty search shows every post, drafts included', () => {
    expect(titles('all', '')).toEqual(posts.map((post) => post.title));
  });

  it('a status shows only posts in it', () => {
    expect(titles('draft', '')).toEqual(['Nábor PŘÍPRAVKY']);
    expect(titles('archived', '')).toEqual(['Loňská brigáda']);
  });

  it('search matches the title case-insensitively, Czech letters included, and combines with the status', () => {
    expect(titles('all', 'přípravky')).toEqual(['Nábor PŘÍPRAVKY']);
    expect(titles('all', '  OSTRAVOU ')).toEqual(['Výhra žen nad Ostravou']);
    expect(titles('draft', 'ostravou')).toEqual([]);
  });
});
