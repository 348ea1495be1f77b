import type { Metadata } from 'next';
import { NotFoundNotice, notFoundTexts } from '@/components/not-found-notice';
import { ThemeScope } from '@/components/providers/theme-scope';
import { PublicFrame } from './(public)/public-frame';

export const metadata: Metadata = { title: notFoundTexts.title };

/**
 * Any address the app has no page for, and a public page's notFound(): the Czech notice in the
 * site's frame. It replaces the public layout (the root's boundary sits above it), so it brings
 * the frame and the theme itself; like the public pages it comes from the full-route cache, so
 * its theme script runs by hash. The portals answer their own unknown addresses inside the portal.
 */
export default function NotFound() {
  return (
    <ThemeScope>
      <PublicFrame>
        <NotFoundNotice
          links={[
            { href: '/', label: 'Na úvodní stránku' },
            { href: '/matches', label: 'Zápasy' },
          ]}
        />
      </PublicFrame>
    </ThemeScope>
  );
}
