import { z } from 'zod';

/** POST /api/log-login body. */
export const ZLoginLogInput = z.object({
  email: z.string().trim().toLowerCase().email('Neplatný e-mail').max(320),
  status: z.enum(['success', 'failed'], { message: 'Neplatný stav přihlášení' }),
  action: z.enum(['login', 'logout'], { message: 'Neplatná akce' }),
  reason: z.string().max(500).optional(),
  userAgent: z.string().max(1000).optional(),
});
export type TLoginLogInput = z.infer<typeof ZLoginLogInput>;
