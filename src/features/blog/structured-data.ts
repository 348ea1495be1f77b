import type { PublishedPost } from './api';

/** schema.org NewsArticle for a post page; the club publishes, and stands as author. */
export function newsArticleJsonLd(post: PublishedPost, options: { url: string; imageUrl: string; siteName: string; description: string }): Record<string, unknown> {
  const club = { '@type': 'SportsOrganization', name: options.siteName };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title,
    description: options.description,
    datePublished: post.published_at,
    image: [options.imageUrl],
    url: options.url,
    mainEntityOfPage: options.url,
    inLanguage: 'cs',
    author: club,
    publisher: club,
  };
}
