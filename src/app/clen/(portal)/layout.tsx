import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { SessionListener } from '@/features/auth/components/session-listener';
import { getCurrentSession } from '@/features/auth/session';
import { hasMemberLinks } from '@/features/availability/api';
import { MemberShell } from '@/features/availability/components/member-shell';
import { availabilityMessages } from '@/features/availability/messages';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/**
 * The member portal needs a signed-in account linked to at least one member. Checked here on the
 * server; RLS and set_availability decide again what the account reads and answers.
 */
export default async function MemberPortalLayout({ children }: { children: ReactNode }) {
  const session = await getCurrentSession();
  if (!session) redirect('/clen/login');
  const linked = await hasMemberLinks(await getSupabaseServerClient(), session.user.id);
  return (
    <MemberShell email={session.user.email ?? ''}>
      <SessionListener userId={session.user.id} signInPath="/clen/login" />
      {linked ? children : <p className="rounded-medium bg-content2 p-4">{availabilityMessages.noMembers}</p>}
    </MemberShell>
  );
}
