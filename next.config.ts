import path from 'node:path';
import type { NextConfig } from 'next';
import { publicListRewrites } from './src/lib/public-cache-paths';
import { HSTS_HEADER, STATIC_SECURITY_HEADERS } from './src/lib/security-headers';

const supabaseUrl = new URL(process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321');

// Next 16 refuses to optimise images from private addresses (an SSRF guard). The local stack
// serves storage from 127.0.0.1, so the guard is lifted only when the configured Supabase URL is
// itself on this machine; with a hosted project it stays on.
const isLocalSupabase = ['127.0.0.1', 'localhost', '[::1]'].includes(supabaseUrl.hostname);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: {
    rules: {
      '*.mjs': {
        condition: { path: /node_modules\/@heroui\/theme\/dist\// },
        loaders: [path.resolve(process.cwd(), 'scripts/build/pure-heroui-recipes-loader.cjs')],
      },
    },
  },
  // Next's file-system page cache that never serves what `next build` prerendered without a
  // database (ADR 1) and gives each cached page its hash-based Content-Security-Policy (pages
  // rendered per request get a nonce from the middleware).
  cacheHandler: path.resolve(process.cwd(), 'src/lib/security/page-cache-handler.mjs'),
  rewrites: () => Promise.resolve({ beforeFiles: publicListRewrites, afterFiles: [], fallback: [] }),
  headers: () =>
    Promise.resolve([
      { source: '/:path*', headers: STATIC_SECURITY_HEADERS },
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [HSTS_HEADER] },
    ]),
  images: {
    dangerouslyAllowLocalIP: isLocalSupabase,
    // Club logos, blog images and gallery photos are served from Supabase Storage.
    remotePatterns: [
      {
        protocol: supabaseUrl.protocol.replace(':', '') as 'http' | 'https',
        hostname: supabaseUrl.hostname,
        port: supabaseUrl.port,
        pathname: '/storage/v1/object/public/**',
      },
    ],
  },
};

export default nextConfig;
