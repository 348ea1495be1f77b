import { handleGetUserRoles } from '@/features/users/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

/** Spec §7: GET /api/user-roles (admins only). */
export const GET = nextRoute(handleGetUserRoles);
