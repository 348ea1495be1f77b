import type { ReactNode } from 'react';
import { PublicHeader } from '@/components/shell/public-header';
import { getClubConfig } from '@/features/club-config/api';
import { PublicFooter } from '@/features/club-config/components/public-footer';
import { getVisiblePages } from '@/features/page-visibility/api';
import { PublicNavigation } from '@/features/page-visibility/components/public-navigation';
import { buildPublicMenu } from '@/features/page-visibility/logic';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/** The public site's frame: header with the menu an admin controls, and the club's footer. */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const supabase = await getSupabaseServerClient();
  const [config, pages] = await Promise.all([getClubConfig(supabase), getVisiblePages(supabase)]);
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader
        clubName={config?.club_name ?? 'Oddíl národní házené'}
        logoUrl={config?.club_logo_url ?? null}
        navigation={<PublicNavigation menu={buildPublicMenu(pages)} />}
      />
      <main className="flex-1">{children}</main>
      <PublicFooter config={config} />
    </div>
  );
}
