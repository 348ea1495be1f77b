import { describe, expect, it } from 'vitest';
import type { PublishedPost } from './api';
import { postExcerpt, searchableSnippet, searchPosts } from './search';

const post = (title: string, content: string): PublishedPost => ({
  id: title,
  title,
  slug: title,
  excerpt: null,
  content,
  image_url: null,
  published_at: '2026-09-07T16:00:00Z',
  tags: [],
  category_id: null,
  match_id: null,
});

describe('blog search', () => {
  const posts = [post('Výhra mužů', '<p>Porazili jsme <strong>Opavu</strong></p>'), post('Nábor', '<p>Hledáme hráče</p>')];

  it('matches the title or the text without tags, ignoring case', () => {
    expect(searchPosts(posts, 'VÝHRA').map((p) => p.title)).toEqual(['Výhra mužů']);
    expect(searchPosts(posts, 'opavu').map((p) => p.title)).toEqual(['Výhra mužů']);
  });

  it('ignores diacritics in the query and in the post, as the member register does', () => {
    expect(searchPosts(posts, 'nabor').map((p) => p.title)).toEqual(['Nábor']);
    expect(searchPosts(posts, 'hledame HRACE').map((p) => p.title)).toEqual(['Nábor']);
    expect(searchPosts(posts, 'výhra muzu').map((p) => p.title)).toEqual(['Výhra mužů']);
  });

  it('does not match the markup itself', () => {
    expect(searchPosts(posts, 'strong')).toEqual([]);
  });

  it('returns everything for an empty query', () => {
    expect(searchPosts(posts, '  ')).toHaveLength(2);
  });
});

describe('snippet and excerpt', () => {
  it('cuts the searchable snippet at 500 characters, at the last space when it is beyond 80 %', () => {
    const words = 'slovo '.repeat(120);
    const snippet = searchableSnippet(`<p>${words}</p>`);
    expect(snippet.length).toBeLessThanOrEqual(500);
    expect(snippet.endsWith('slovo')).toBe(true);
  });

  it('cuts hard when the last space is before 80 %', () => {
    const text = `${'a'.repeat(300)} ${'b'.repeat(400)}`;
    expect(searchableSnippet(text)).toHaveLength(500);
  });

  it('uses the excerpt, or 150 characters of the content', () => {
    expect(postExcerpt({ excerpt: 'Krátce', content: '<p>Dlouze</p>' })).toBe('Krátce');
    const excerpt = postExcerpt({ excerpt: null, content: `<p>${'x'.repeat(200)}</p>` });
    expect(excerpt).toBe(`${'x'.repeat(150)}…`);
  });
});
