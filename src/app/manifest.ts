import type { MetadataRoute } from 'next';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'TJ Sokol Svinov – národní házená',
    short_name: 'Sokol Svinov',
    description: 'Zápasy, tabulky a novinky oddílu národní házené.',
    lang: 'cs',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1d4ed8',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}
