import { handleInviteMemberAccount, handleListMemberAccounts } from '@/features/availability/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

/** Linking accounts to a member invites them through the Auth admin API, hence a route of our own. */
export const GET = nextRoute(handleListMemberAccounts);
export const POST = nextRoute(handleInviteMemberAccount);
