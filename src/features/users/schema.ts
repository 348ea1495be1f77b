import { z } from 'zod';
import { userMessages } from './messages';

/** The users page shows 20 at a time. */
export const USERS_PAGE_SIZE = 20;

const positiveInt = (message: string, max?: number) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(max === undefined ? z.number().int().min(1, message) : z.number().int().min(1, message).max(max, message));

/** GET /api/get-users query (strings as they come from the URL). */
export const ZGetUsersQuery = z.object({
  includeLogs: z.enum(['true', 'false'], { message: userMessages.invalidIncludeLogs }).optional(),
  page: positiveInt(userMessages.invalidPage).optional(),
  limit: positiveInt(userMessages.invalidLimit, 100).optional(),
  userEmail: z.string().trim().toLowerCase().email(userMessages.invalidEmail).optional(),
});
export type TGetUsersQuery = z.infer<typeof ZGetUsersQuery>;

export const ZUserRolesQuery = z.object({
  userId: z.uuid(userMessages.invalidUserId).optional(),
});

export const ZUserId = z.uuid(userMessages.invalidUserId);
export const ZFactorId = z.uuid(userMessages.invalidFactorId);

export const ZBlockUserBody = z.object({
  blocked: z.boolean({ message: userMessages.invalidBlocked }),
});

/** Admin and coach are the roles an admin assigns; a coach needs categories to coach. */
export const ZRoleAssignment = z
  .object({
    roles: z.array(z.enum(['admin', 'coach'])),
    categories: z.array(z.uuid()),
  })
  .refine((value) => !value.roles.includes('coach') || value.categories.length > 0, {
    message: userMessages.categoryRequiredForCoach,
    path: ['categories'],
  });
export type TRoleAssignment = z.infer<typeof ZRoleAssignment>;
