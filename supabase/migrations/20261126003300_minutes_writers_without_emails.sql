-- The writers' list names each writer by their display name. Coaches read it too (the minutes
-- show who wrote them), and an admin without a display name was named by their e-mail address,
-- which a coach has no business reading: a coach reads such a writer as "Zapisovatel" with the
-- start of the account's id (as the leaderboard names a bettor without a name); admins still see
-- the address, which tells them whom to ask. Otherwise as in
-- 20261124001000_meeting_minutes_saves.sql.
create or replace function public.get_meeting_minutes_writers()
returns table (user_id uuid, name text)
language sql stable security definer set search_path = '' as $$
  select p.user_id,
         coalesce(
           nullif(btrim(p.display_name), ''),
           case when (select public.is_admin()) then p.email else 'Zapisovatel ' || left(p.user_id::text, 4) end
         )
  from public.profiles p
  where ((select public.is_admin()) or (select public.is_coach()))
    and (p.role = 'admin'
      or exists (select 1 from public.user_profiles up where up.user_id = p.user_id and up.role = 'admin')
      or exists (select 1 from public.user_roles ur where ur.user_id = p.user_id and ur.role = 'admin')
      or exists (select 1 from public.meeting_minutes mm where mm.wrote_by = p.user_id))
  order by 2
$$;
revoke execute on function public.get_meeting_minutes_writers() from public, anon;
grant execute on function public.get_meeting_minutes_writers() to authenticated, service_role;
