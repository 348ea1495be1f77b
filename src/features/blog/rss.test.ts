import { describe, expect, it } from 'vitest';
import { buildRssFeed } from './rss';

describe('RSS feed of posts', () => {
  it('lists posts with absolute links and escapes XML', () => {
    const feed = buildRssFeed({
      title: 'TJ Sokol Svinov',
      siteUrl: 'https://svinov.example',
      posts: [{ id: '1', title: 'Výhra 25:20 & <radost>', slug: 'vyhra', excerpt: null, content: '<p>Text</p>', image_url: null, published_at: '2026-09-07T16:00:00Z', tags: [], category_id: null, match_id: null }],
    });
    expect(feed).toContain('<title>Výhra 25:20 &amp; &lt;radost&gt;</title>');
    expect(feed).toContain('<link>https://svinov.example/blog/vyhra</link>');
    expect(feed).toContain('<pubDate>Mon, 07 Sep 2026 16:00:00 GMT</pubDate>');
    expect(feed).toContain('<language>cs</language>');
  });
});
