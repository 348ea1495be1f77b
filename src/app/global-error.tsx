'use client';

import { RenderError } from '@/components/render-error';
import './globals.css';

/** A failure of the root layout itself: the page has no frame left, so this is the document. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="cs">
      <body className="min-h-screen bg-background text-foreground antialiased">
        <RenderError error={error} />
      </body>
    </html>
  );
}
