import 'server-only';
import { z } from 'zod';

/** Server-only secrets; importing this from client code fails the build (`server-only`). */
const ZServerEnv = z.object({
  serviceRoleKey: z.string().min(20, { message: 'SUPABASE_SERVICE_ROLE_KEY chybí' }),
});

export function getServerEnv(): z.infer<typeof ZServerEnv> {
  return ZServerEnv.parse({ serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY });
}
