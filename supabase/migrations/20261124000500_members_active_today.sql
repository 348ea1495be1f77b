-- The register's "active" filter (issue 11 §1: "filters by category, function, sex, active").
--
-- Decision: members have no active flag of their own. A member is active when they hold a
-- relationship to the own club (spec §3 member_club_relationships) that is active and valid
-- today: status 'active', valid_from on or before today, valid_to empty or today or later.
-- "Today" is the club's calendar day in Prague, not the server's UTC date, so a relationship
-- ending on 30 June still counts on the evening of 30 June.
-- Rejected: a members.is_active column, which would have to be kept in step with the
-- relationships by hand and would go stale on the day a relationship's valid_to passes;
-- filtering in the browser, which breaks server paging (a page of 20 would shrink).
--
-- The view lists one row per such relationship. It reads member_club_relationships first, so
-- the REST layer embeds it from members through member_id like the table itself; the register
-- selects it as an embed and filters "has one" / "has none" in the same query that pages.
-- security_invoker: the caller's RLS applies, so a coach sees it only for the members of their
-- categories, as with the relationships themselves.

create view public.own_club_memberships_today with (security_invoker = true) as
select r.member_id, r.id as relationship_id, r.valid_from, r.valid_to
from public.member_club_relationships r
join public.clubs c on c.id = r.club_id
where c.is_own_club
  and r.status = 'active'
  and r.valid_from <= (now() at time zone 'Europe/Prague')::date
  and (r.valid_to is null or r.valid_to >= (now() at time zone 'Europe/Prague')::date);

grant select on public.own_club_memberships_today to authenticated, service_role;
