import { handleGetClubConfig, handlePutClubConfig } from '@/features/club-config/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

/** GET /api/club-config (public) and PUT (admins only). */
export const GET = nextRoute(handleGetClubConfig);
export const PUT = nextRoute(handlePutClubConfig);
