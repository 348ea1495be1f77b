import type { TAvailabilityAnswer, TMemberRelation } from './schema';

/** An account linked to a member, as staff see it on the member's page. */
export interface MemberAccount {
  user_id: string;
  email: string;
  display_name: string | null;
  relation: TMemberRelation;
  /** Whether the account has accepted its invite (set a password and signed in). */
  accepted: boolean;
  created_at: string;
}

/** One event of one linked member, with the member's answer (the member portal's row). */
export interface MyAvailabilityRow {
  member_id: string;
  member_name: string;
  member_surname: string;
  category_name: string;
  event_type: 'training' | 'match';
  event_id: string;
  title: string;
  event_date: string;
  event_time: string | null;
  starts_at: string;
  location: string | null;
  opponent: string | null;
  is_home: boolean | null;
  is_cancelled: boolean;
  status_reason: string | null;
  lock_at: string;
  is_locked: boolean;
  answer: TAvailabilityAnswer | null;
  note: string | null;
  effective_answer: TAvailabilityAnswer | null;
  is_default: boolean;
}

/** A member's answer to one event as the coach sees it: null when they have not answered. */
export interface EventAnswer {
  memberId: string;
  answer: TAvailabilityAnswer | null;
  note: string | null;
  /** An opt-out training's member who has not answered, counted as coming. */
  isDefault: boolean;
}
