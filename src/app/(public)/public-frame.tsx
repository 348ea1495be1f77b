import type { ReactNode } from 'react';
import { PublicHeader } from '@/components/shell/public-header';
import { readClubConfig, readVisiblePages } from '@/features/club-config/cached';
import { PublicFooter } from '@/features/club-config/components/public-footer';
import { FALLBACK_CLUB_NAME } from '@/features/club-config/messages';
import { PublicNavigation } from '@/features/page-visibility/components/public-navigation';
import { buildPublicMenu } from '@/features/page-visibility/logic';

/**
 * The public site's frame: header with the menu an admin controls, and the club's footer. The
 * cached pages ((public)/layout.tsx) and the blog search ((search)/layout.tsx) differ only in
 * where their theme script gets its permission to run. Without the menu (`hasMenu` false) the
 * frame holds no client component (the root not-found, see there).
 */
export async function PublicFrame({ children, hasMenu = true }: { children: ReactNode; hasMenu?: boolean }) {
  const [config, pages] = await Promise.all([readClubConfig(), readVisiblePages()]);
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader
        clubName={config?.club_name ?? FALLBACK_CLUB_NAME}
        logoUrl={config?.club_logo_url ?? null}
        navigation={hasMenu ? <PublicNavigation menu={buildPublicMenu(pages)} /> : null}
      />
      <main className="flex-1">{children}</main>
      <PublicFooter config={config} />
    </div>
  );
}
