-- A member created in the register belongs to the club: with the member comes the default
-- relationship to the own club (permanent, active, valid from today), or the register would list
-- every new member as "Neaktivní". Both rows are written in one transaction, so a failure leaves
-- neither. And the new-member dialog proposes the next registration number in the club's format.

-- ---------------------------------------------------------------------------------------
-- Create a member with the default relationship. The id is made by the caller: a retried create
-- finds its member and adds nothing (no second relationship either). Invoker rights: RLS lets
-- only admins write members and relationships. "Today" is the club's day (Europe/Prague), the
-- day own_club_memberships_today counts from.
-- ---------------------------------------------------------------------------------------
create or replace function public.create_member(p_id uuid, p_member jsonb) returns void
language plpgsql security invoker set search_path = '' as $$
begin
  insert into public.members (id, name, surname, registration_number, date_of_birth, sex, category_id, functions)
  select p_id, m.name, m.surname, m.registration_number, m.date_of_birth, m.sex, m.category_id, coalesce(m.functions, '{}')
  from jsonb_populate_record(null::public.members, p_member) m
  on conflict (id) do nothing;
  if not found then
    return;
  end if;
  insert into public.member_club_relationships (member_id, club_id, relationship_type, status, valid_from)
  select p_id, c.id, 'permanent', 'active', (now() at time zone 'Europe/Prague')::date
  from public.clubs c
  where c.is_own_club;
end
$$;
revoke execute on function public.create_member(uuid, jsonb) from public, anon;
grant execute on function public.create_member(uuid, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- The next registration number: the club's format is the prefix and digit count most numbers
-- share (SV00001 … SV00120 → 'SV', 5 digits); the proposal is the highest number of that format
-- + 1, padded the same way. Null when no number has that shape (the admin types one). Invoker
-- rights: an admin counts every member; anyone else only the rows RLS shows them.
-- ---------------------------------------------------------------------------------------
create or replace function public.next_member_registration_number() returns text
language sql stable security invoker set search_path = '' as $$
  with numbered as (
    select substring(m.registration_number from '^(\D*)\d+$') as prefix,
           substring(m.registration_number from '(\d+)$') as digits
    from public.members m
    where m.registration_number ~ '^\D*\d+$'
  ), club_format as (
    select n.prefix, length(n.digits) as width, max(n.digits::numeric) as highest
    from numbered n
    group by n.prefix, length(n.digits)
    order by count(*) desc, max(n.digits::numeric) desc
    limit 1
  )
  select f.prefix || lpad((f.highest + 1)::text, greatest(f.width, length((f.highest + 1)::text)), '0')
  from club_format f;
$$;
revoke execute on function public.next_member_registration_number() from public, anon;
grant execute on function public.next_member_registration_number() to authenticated, service_role;
