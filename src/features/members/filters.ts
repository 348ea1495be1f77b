import { z } from 'zod';
import { defineUrlState, urlField } from '@/lib/url-state';

/**
 * What /admin/members filters by, in the URL so a reload or a shared link shows the same list
 * (ADR 6). The keys are the query-string names; anything malformed falls back to
 * the default (no filter, page 1).
 * - `active`: 'active' = a member of the own club today, 'inactive' = not (the rule is SQL, in
 *   migration 20261124000500_members_active_today.sql).
 */
export const memberFilterState = defineUrlState({
  q: urlField.text(),
  category: urlField.uuid(),
  function: z.string().regex(/^[a-z][a-z0-9_]*$/).nullable().catch(null),
  sex: urlField.oneOf(['male', 'female']),
  active: urlField.oneOf(['active', 'inactive']),
  page: urlField.page(),
});

export type MemberFilters = typeof memberFilterState.defaults;
export type MemberActivity = NonNullable<MemberFilters['active']>;

export const MEMBERS_PAGE_SIZE = 20;

/** The filters without the page: what an export of every page asks for. */
export function withoutPage({ q, category, function: functionCode, sex, active }: MemberFilters): Omit<MemberFilters, 'page'> {
  return { q, category, function: functionCode, sex, active };
}

/** /admin/members?tab=loans shows the loans panel; no tab (or anything else) the register. */
export const membersTabState = defineUrlState({ tab: urlField.oneOf(['loans']) });
