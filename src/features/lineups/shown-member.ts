import type { PickedPlayer } from '@/features/members/player-picker-options';
import type { SearchablePlayer } from '@/features/members/search';

/** A public_members row as PostgREST embeds it (a view: every column may be null). */
export interface PublicMemberName {
  id: string | null;
  name: string | null;
  surname: string | null;
}

/**
 * A member on a sheet or roster as the coach may see them: the full row for their own categories
 * (RLS on members), otherwise the public name without a registration number, as for a junior
 * playing up. Keeping the public name keeps the row in the form, so saving does not drop him.
 */
export function shownMember(full: SearchablePlayer | null, shown: PublicMemberName | null): PickedPlayer | null {
  if (full) return { ...full, kind: 'member', club_name: null };
  if (shown?.id && shown.name !== null && shown.surname !== null) {
    return { id: shown.id, name: shown.name, surname: shown.surname, registration_number: '', kind: 'member', club_name: null };
  }
  return null;
}
