import { z } from 'zod';
import { availabilityMessages } from './messages';

export const MEMBER_RELATIONS = ['self', 'guardian'] as const;
export type TMemberRelation = (typeof MEMBER_RELATIONS)[number];

export const AVAILABILITY_ANSWERS = ['yes', 'no', 'maybe'] as const;
export type TAvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

export const NOTE_MAX_LENGTH = 500;

export const ZMemberAccountParams = z.object({ id: z.uuid(availabilityMessages.invalidMemberId) });
export const ZMemberAccountLinkParams = ZMemberAccountParams.extend({ userId: z.uuid(availabilityMessages.invalidUserId) });

/** POST /api/members/{id}/accounts: whom to invite, and as whom. */
export const ZInviteMemberAccount = z.object({
  email: z.string().trim().toLowerCase().email(availabilityMessages.invalidEmail).max(254, availabilityMessages.invalidEmail),
  relation: z.enum(MEMBER_RELATIONS, { message: availabilityMessages.invalidRelation }),
});
export type TInviteMemberAccount = z.infer<typeof ZInviteMemberAccount>;

/** The database's strings narrowed to the answers the app knows (null for none). */
export function toAvailabilityAnswer(value: string | null): TAvailabilityAnswer | null {
  return value === 'yes' || value === 'no' || value === 'maybe' ? value : null;
}

export function toMemberRelation(value: string): TMemberRelation {
  return value === 'self' ? 'self' : 'guardian';
}
