import { handleGetUserFactors } from '@/features/users/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

/** A user's two-factor methods come from the Auth admin API, hence a route of our own. */
export const GET = nextRoute(handleGetUserFactors);
