import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';

/** Portals, sign-in and the API are not for search engines. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/coaches', '/api', '/login', '/reset-password', '/set-password', '/betting'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
