import { handleResendMemberInvite } from '@/features/availability/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

export const POST = nextRoute(handleResendMemberInvite);
