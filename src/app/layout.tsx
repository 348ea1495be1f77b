import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { TestOperationBanner } from '@/components/test-operation-banner';
import { siteUrl } from '@/lib/site-url';
import { SITE_DESCRIPTION, SITE_NAME, SITE_TITLE, siteAlternates } from '@/lib/site-identity';
import './globals.css';

export const metadata: Metadata = {
  // Absolute URLs for share images and canonical links.
  metadataBase: new URL(siteUrl()),
  title: { default: SITE_TITLE, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  alternates: siteAlternates(),
  // Every page inherits these and the default share card (opengraph-image.tsx); Next fills in each
  // page's own title and description, and Twitter's tags from OpenGraph's.
  openGraph: { type: 'website', locale: 'cs_CZ', siteName: SITE_NAME },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#1d4ed8' },
    { media: '(prefers-color-scheme: dark)', color: '#0f172a' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // next-themes sets the class before hydration; the attribute mismatch is expected.
    <html lang="cs" suppressHydrationWarning>
      <body className="min-h-screen bg-background text-foreground antialiased">
        <TestOperationBanner />
        {/* The theme is set per area (ThemeScope), the portals add their own client context. */}
        {children}
      </body>
    </html>
  );
}
