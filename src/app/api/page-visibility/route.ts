import { handleGetPages, handlePutPage } from '@/features/page-visibility/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

/** GET and PUT /api/page-visibility (admins only). */
export const GET = nextRoute(handleGetPages);
export const PUT = nextRoute(handlePutPage);
