import { z } from 'zod';
import { loginMessages } from './messages';

export const ZLoginInput = z.object({
  email: z.string().trim().min(1, loginMessages.emailRequired).email(loginMessages.emailInvalid),
  password: z.string().min(1, loginMessages.passwordRequired),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZLoginTab = z.enum(['admin', 'coach']).catch('admin');
export type TLoginTab = z.infer<typeof ZLoginTab>;
