import 'server-only';
import type { User } from '@supabase/supabase-js';
import { getClubConfig } from '@/features/club-config/api';
import { defineHandler } from '@/lib/api/define-handler';
import { HttpError } from '@/lib/api/http-error';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { siteUrl } from '@/lib/site-url';
import { availabilityMessages } from '../messages';
import { toMemberRelation, ZInviteMemberAccount, ZMemberAccountLinkParams, ZMemberAccountParams } from '../schema';
import type { MemberAccount } from '../types';

/** GoTrue's largest page; a club has a few hundred accounts at most. */
const AUTH_PAGE_SIZE = 1000;

async function findAuthUserByEmail(service: TypedSupabaseClient, email: string): Promise<User | null> {
  for (let page = 1; ; page += 1) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage: AUTH_PAGE_SIZE });
    if (error) throw error;
    const found = data.users.find((user) => user.email?.toLowerCase() === email);
    if (found) return found;
    if (data.users.length < AUTH_PAGE_SIZE) return null;
  }
}

/** The invite mail (the project's template, worded for members) names the club and leads to the set-password page. */
async function sendInvite(service: TypedSupabaseClient, email: string): Promise<User> {
  const config = await getClubConfig(service);
  const { data, error } = await service.auth.admin.inviteUserByEmail(email, {
    redirectTo: `${siteUrl()}/set-password`,
    // member_invite words the mail for a player or a parent (the portal, not the administration).
    data: { member_invite: true, ...(config?.club_name ? { club_name: config.club_name } : {}) },
  });
  if (error) throw new HttpError(error.status === 429 ? 429 : 502, availabilityMessages.inviteFailed);
  return data.user;
}

/** The member's links the caller may see: RLS shows them to staff of the member's category only. */
async function readLinks(caller: TypedSupabaseClient, memberId: string) {
  const { data, error } = await caller
    .from('member_accounts')
    .select('user_id, relation, created_at')
    .eq('member_id', memberId)
    .order('created_at');
  if (error) throw error;
  return data;
}

function isAccepted(user: User): boolean {
  return Boolean(user.email_confirmed_at ?? user.last_sign_in_at);
}

/** GET /api/members/{id}/accounts: the accounts linked to the member, with their e-mail and whether they accepted. */
export const handleListMemberAccounts = defineHandler({
  access: 'staff',
  params: ZMemberAccountParams,
  run: async ({ caller, service, params }) => {
    const links = await readLinks(caller, params.id);
    const accounts: MemberAccount[] = [];
    for (const link of links) {
      const { data, error } = await service().auth.admin.getUserById(link.user_id);
      if (error) throw error;
      const fullName: unknown = data.user.user_metadata.full_name;
      accounts.push({
        user_id: link.user_id,
        email: data.user.email ?? '',
        display_name: typeof fullName === 'string' && fullName !== data.user.email ? fullName : null,
        relation: toMemberRelation(link.relation),
        accepted: isAccepted(data.user),
        created_at: link.created_at,
      });
    }
    return accounts;
  },
});

/**
 * POST /api/members/{id}/accounts `{email, relation}`: links the account with that e-mail to the
 * member, inviting it first when there is none (a new account is a plain member, role "Člen").
 * Only staff of the member's category (an admin, or the category's coach from the roster) may:
 * asked before anything is sent, so nobody else creates an account or a mail; the link is
 * written with the caller's own client, so RLS decides it again.
 */
export const handleInviteMemberAccount = defineHandler({
  access: 'staff',
  params: ZMemberAccountParams,
  body: ZInviteMemberAccount,
  status: 201,
  run: async ({ caller, service, params, body }) => {
    const { data: mayLink, error: checkError } = await caller.rpc('can_link_member_account', { p_member_id: params.id });
    if (checkError) throw checkError;
    if (!mayLink) throw new HttpError(404, availabilityMessages.memberNotFound);
    const existing = await findAuthUserByEmail(service(), body.email);
    const user = existing ?? (await sendInvite(service(), body.email));
    const { error } = await caller
      .from('member_accounts')
      .insert({ user_id: user.id, member_id: params.id, relation: body.relation });
    if (error?.code === '23505') {
      throw new HttpError(
        409,
        error.message.includes('one_self') ? availabilityMessages.alreadyHasOwnAccount : availabilityMessages.alreadyLinked,
      );
    }
    // Another category's member, or no such member: RLS refuses the link (23503 for a missing member).
    if (error?.code === '42501' || error?.code === '23503') throw new HttpError(404, availabilityMessages.memberNotFound);
    if (error) throw error;
    return { user_id: user.id, invited: !existing };
  },
});

/** POST /api/members/{id}/accounts/{userId}/invite: sends the invite of a linked account that has not accepted it again. */
export const handleResendMemberInvite = defineHandler({
  access: 'staff',
  params: ZMemberAccountLinkParams,
  run: async ({ caller, service, params }) => {
    const links = await readLinks(caller, params.id);
    if (!links.some((link) => link.user_id === params.userId)) throw new HttpError(404, availabilityMessages.linkNotFound);
    const { data, error } = await service().auth.admin.getUserById(params.userId);
    if (error) throw error;
    if (isAccepted(data.user)) {
      // An account in use needs no invite: a forgotten password is reset from the sign-in page.
      throw new HttpError(409, availabilityMessages.alreadyAccepted);
    }
    await sendInvite(service(), data.user.email ?? '');
    return { user_id: params.userId };
  },
});

/** DELETE /api/members/{id}/accounts/{userId}: unlinks the account (the account itself stays). */
export const handleUnlinkMemberAccount = defineHandler({
  access: 'staff',
  params: ZMemberAccountLinkParams,
  run: async ({ caller, params }) => {
    const { data, error } = await caller
      .from('member_accounts')
      .delete()
      .eq('member_id', params.id)
      .eq('user_id', params.userId)
      .select('user_id');
    if (error) throw error;
    if (data.length === 0) throw new HttpError(404, availabilityMessages.linkNotFound);
    return { user_id: params.userId };
  },
});
