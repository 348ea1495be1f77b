import { handleGetUserRoles } from '@/features/users/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

/** GET /api/user-roles (admins only). */
export const GET = nextRoute(handleGetUserRoles);
