import { handleOneClickUnsubscribe, handleUnsubscribeInBrowser } from '@/features/mailings/server/links';
import { nextRoute } from '@/lib/api/next-route';

export const dynamic = 'force-dynamic';

export const POST = nextRoute(handleOneClickUnsubscribe);
export const GET = nextRoute(handleUnsubscribeInBrowser);
