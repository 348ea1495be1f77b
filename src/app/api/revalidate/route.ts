import { handleRevalidate } from '@/lib/api/revalidate-handler';
import { nextRoute } from '@/lib/api/next-route';

export const POST = nextRoute(handleRevalidate);
