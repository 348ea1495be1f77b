import type { Metadata } from 'next';
import { MemberPortalScreen } from '@/features/availability/components/member-portal-screen';
import { MailPreferencesCard } from '@/features/mailings/components/mail-preferences-card';

export const metadata: Metadata = { title: 'Členská sekce' };

/** /clen: the linked members' next trainings and matches, each answered per member, and the account's mail switches. */
export default function MemberPortalPage() {
  return (
    <div className="flex flex-col gap-6">
      <MemberPortalScreen />
      <MailPreferencesCard />
    </div>
  );
}
