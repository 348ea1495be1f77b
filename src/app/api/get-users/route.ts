import { handleGetUsers } from '@/features/users/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

/** GET /api/get-users (admins only). */
export const GET = nextRoute(handleGetUsers);
