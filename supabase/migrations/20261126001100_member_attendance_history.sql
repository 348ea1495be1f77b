-- A linked account's own attendance history (issue 32): the records the coach keeps for its
-- members in the active season, as the coach sees them (cancelled sessions do not count).

create or replace function public.get_my_attendance()
returns table (
  member_id uuid,
  member_name text,
  training_session_id uuid,
  session_date date,
  session_time time,
  title text,
  attendance_status text
)
language sql stable security definer set search_path = '' as $$
  select a.member_id, m.name || ' ' || m.surname, s.id, s.session_date, s.session_time, s.title, a.attendance_status
  from public.member_accounts l
  join public.members m on m.id = l.member_id
  join public.member_attendance a on a.member_id = l.member_id
  join public.training_sessions s on s.id = a.training_session_id
  join public.seasons se on se.id = s.season_id and se.is_active
  where l.user_id = auth.uid() and s.status <> 'cancelled'
  order by m.surname, m.name, a.member_id, s.session_date desc, s.session_time desc nulls last
$$;
revoke execute on function public.get_my_attendance() from public, anon;
grant execute on function public.get_my_attendance() to authenticated, service_role;
