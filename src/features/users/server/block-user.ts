import type { NextResponse } from 'next/server';
import { fail, failFromError, ok, parseJsonBody } from '@/lib/api/route-handler';
import { requireAdmin } from '@/lib/api/require-admin';
import { userMessages } from '../messages';
import { ZBlockUserBody, ZUserId } from '../schema';
import type { AdminRouteContext } from './get-users';
import { toAdminUser } from './list-auth-users';

/**
 * A blocked account cannot sign in or refresh its session until unblocked. GoTrue bans for a
 * duration; a century stands for "until an admin lifts it".
 */
const BLOCK_DURATION = '876000h';

/** PUT /api/users/{id}/blocked with `{blocked}`: block or unblock an account (admins only). */
export async function handleSetUserBlocked(request: Request, rawUserId: string, context: AdminRouteContext): Promise<NextResponse> {
  const admin = await requireAdmin(context.caller);
  if ('response' in admin) return admin.response;
  const userId = ZUserId.safeParse(rawUserId);
  if (!userId.success) return fail(400, userMessages.invalidUserId);
  const body = await parseJsonBody(request, ZBlockUserBody);
  if ('response' in body) return body.response;
  if (admin.userId === userId.data) return fail(400, userMessages.cannotBlockSelf);

  try {
    const { data, error } = await context
      .service()
      .auth.admin.updateUserById(userId.data, { ban_duration: body.data.blocked ? BLOCK_DURATION : 'none' });
    if (error?.status === 404) return fail(404, userMessages.userNotFound);
    if (error) throw error;
    return ok(toAdminUser(data.user));
  } catch (error) {
    return failFromError(error);
  }
}
