import type { ReactNode } from 'react';
import { ThemeScope } from '@/components/providers/theme-scope';
import { PublicHeader } from '@/components/shell/public-header';
import { readClubConfig, readVisiblePages } from '@/features/club-config/cached';
import { PublicFooter } from '@/features/club-config/components/public-footer';
import { FALLBACK_CLUB_NAME } from '@/features/club-config/messages';
import { PublicNavigation } from '@/features/page-visibility/components/public-navigation';
import { buildPublicMenu } from '@/features/page-visibility/logic';

/**
 * Public pages live in the full-route cache (ISR): saves revalidate their tags at once, this is
 * only the backstop. The same five minutes as `cachedPublicRead` (a literal: Next reads it statically).
 */
export const revalidate = 300;

/** The public site's frame: header with the menu an admin controls, and the club's footer. */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const [config, pages] = await Promise.all([readClubConfig(), readVisiblePages()]);
  return (
    <ThemeScope>
      <div className="flex min-h-screen flex-col">
        <PublicHeader
          clubName={config?.club_name ?? FALLBACK_CLUB_NAME}
          logoUrl={config?.club_logo_url ?? null}
          navigation={<PublicNavigation menu={buildPublicMenu(pages)} />}
        />
        <main className="flex-1">{children}</main>
        <PublicFooter config={config} />
      </div>
    </ThemeScope>
  );
}
