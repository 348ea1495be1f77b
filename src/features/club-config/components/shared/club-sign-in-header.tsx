import Link from 'next/link';
import { ClubMark } from '@/components/club-mark';
import { readClubConfig } from '../../cached';
import { FALLBACK_CLUB_NAME } from '../../messages';

/** Above a sign-in form: whose site this is, and the way back to it. */
export async function ClubSignInHeader({ align = 'center' }: { align?: 'center' | 'start' }) {
  const config = await readClubConfig();
  return (
    <div className={`flex flex-col gap-2 ${align === 'start' ? 'items-start' : 'items-center'}`}>
      <ClubMark clubName={config?.club_name ?? FALLBACK_CLUB_NAME} logoUrl={config?.club_logo_url ?? null} />
      <Link href="/" className="inline-flex min-h-6 items-center text-sm text-primary hover:underline">
        ← Zpět na web
      </Link>
    </div>
  );
}
