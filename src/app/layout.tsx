import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { TestOperationBanner } from '@/components/test-operation-banner';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'TJ Sokol Svinov – národní házená', template: '%s | TJ Sokol Svinov' },
  description: 'Oddíl národní házené ve Svinově: zápasy, tabulky, novinky a fotogalerie.',
  alternates: { types: { 'application/rss+xml': '/rss.xml' } },
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
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
