/** The public site's own origin, for absolute links in the sitemap, robots.txt and feeds. */
export function siteUrl(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}
