import { handleUnlinkMemberAccount } from '@/features/availability/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

export const DELETE = nextRoute(handleUnlinkMemberAccount);
