import { handleCreatePartner, handleListPartners } from '@/features/partners/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

/** GET and POST /api/sponsorship/{main-partners|business-partners|media-partners}. */
export const GET = nextRoute(handleListPartners);
export const POST = nextRoute(handleCreatePartner);
