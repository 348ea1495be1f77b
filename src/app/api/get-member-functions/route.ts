import { handleGetMemberFunctions } from '@/features/members/server/get-member-functions';
import { nextRoute } from '@/lib/api/next-route';

/** GET /api/get-member-functions, an array. */
export const GET = nextRoute(handleGetMemberFunctions);
