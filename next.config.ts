import path from 'node:path';
import type { NextConfig } from 'next';

const supabaseUrl = new URL(process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321');

// Next 16 refuses to optimise images from private addresses (an SSRF guard). The local stack
// serves storage from 127.0.0.1, so the guard is lifted only when the configured Supabase URL is
// itself on this machine; with a hosted project it stays on.
const isLocalSupabase = ['127.0.0.1', 'localhost', '[::1]'].includes(supabaseUrl.hostname);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next's file-system cache minus anything older than the server's start: pages prerendered by
  // `next build` (which runs without a database) are never served (docs/ARCHITECTURE.md ADR 1).
  cacheHandler: path.resolve('src/lib/public-cache-handler.mjs'),
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
