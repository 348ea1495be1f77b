import { handleDeleteUserFactor } from '@/features/users/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

/** Removing a lost phone's factor needs the Auth admin API, hence a route of our own. */
export const DELETE = nextRoute(handleDeleteUserFactor);
