import { handleDeleteMainPartner, handleUpdateMainPartner } from '@/features/partners/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

/** PUT and DELETE /api/sponsorship/main-partners/{id}. */
export const PUT = nextRoute(handleUpdateMainPartner);
export const DELETE = nextRoute(handleDeleteMainPartner);
