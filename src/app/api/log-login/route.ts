import { handleLogLogin } from '@/features/login-logs/server/handlers';
import { nextRoute } from '@/lib/api/next-route';

export const POST = nextRoute(handleLogLogin);
