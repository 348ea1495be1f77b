import { handleSetUserBlocked } from '@/features/users/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

/** Blocking and unblocking an account needs the Auth admin API, hence a route of our own. */
export const PUT = nextRoute(handleSetUserBlocked);
