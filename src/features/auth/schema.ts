import { z } from 'zod';
import { loginMessages, passwordMessages } from './messages';

export const ZLoginInput = z.object({
  email: z.string().trim().min(1, loginMessages.emailRequired).email(loginMessages.emailInvalid),
  password: z.string().min(1, loginMessages.passwordRequired),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZLoginTab = z.enum(['admin', 'coach']).catch('admin');
export type TLoginTab = z.infer<typeof ZLoginTab>;

export const ZResetPasswordInput = z.object({
  email: z.string().trim().min(1, loginMessages.emailRequired).email(loginMessages.emailInvalid),
});

export const ZSetPasswordInput = z
  .object({
    password: z.string().min(8, passwordMessages.passwordTooShort),
    confirmation: z.string(),
  })
  .refine((input) => input.password === input.confirmation, { message: passwordMessages.passwordsDiffer, path: ['confirmation'] });
export type TSetPasswordInput = z.infer<typeof ZSetPasswordInput>;
