import type { PublishedPost } from './api';
import { postExcerpt } from './search';

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** An RSS 2.0 feed of published posts (newest first) for feed readers. */
export function buildRssFeed(options: { title: string; siteUrl: string; posts: PublishedPost[] }): string {
  const items = options.posts
    .map((post) => {
      const link = `${options.siteUrl}/blog/${post.slug}`;
      return `<item><title>${xml(post.title)}</title><link>${xml(link)}</link><guid isPermaLink="true">${xml(link)}</guid><pubDate>${new Date(post.published_at).toUTCString()}</pubDate><description>${xml(postExcerpt(post))}</description></item>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${xml(options.title)}</title><link>${xml(options.siteUrl)}/blog</link><description>${xml(`Novinky – ${options.title}`)}</description><language>cs</language>${items}</channel></rss>`;
}
