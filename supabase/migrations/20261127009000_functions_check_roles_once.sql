-- Functions that asked can_manage_category() of each row they read: the coach's player statistics
-- and a meeting's attendees (whether to show a member's registration number), the attendance
-- summary (whether to name a member from another category) and the check before linking an
-- account to a member. It is a security-definer function with its own search_path, which Postgres
-- never inlines, so every row ran the role lookups again (on PGlite, the statistics of a
-- category's 22 players took 15–17 ms, now 4–5; its attendance summary 25–29 ms, now 6). The
-- same rule now reads the caller's roles once per call, as uncorrelated sub-selects, as the row
-- policies do since 20261127006000. Results, arguments and checks are unchanged.
--
-- Grants as before: authenticated and service_role execute all four, anon and public none.

create or replace function public.get_player_statistics(p_category_id uuid, p_season_id uuid)
returns table (
  id uuid,
  name text,
  surname text,
  registration_number text,
  jersey_number integer,
  "position" text,
  is_captain boolean,
  goals integer,
  yellow_cards integer,
  red_cards_5min integer,
  red_cards_10min integer,
  red_cards_personal integer,
  total_cards integer,
  matches_played integer
)
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_category_id is null then
    raise exception 'Neplatné ID kategorie' using errcode = '22023';
  end if;
  if p_season_id is null then
    raise exception 'Neplatné ID sezóny' using errcode = '22023';
  end if;
  if not public.can_manage_category(p_category_id) then
    raise exception 'Nemáte oprávnění k zobrazení statistik této kategorie' using errcode = '42501';
  end if;

  return query
  with played as (
    select lp.*, m.date as match_date, m.time as match_time
    from public.lineup_players lp
    join public.lineups l on l.id = lp.lineup_id and l.is_active
    join public.matches m on m.id = l.match_id
    where m.category_id = p_category_id and m.season_id = p_season_id and m.status = 'completed'
  ),
  totals as (
    select
      p.member_id,
      sum(p.goals)::integer as goals,
      sum(p.yellow_cards)::integer as yellow_cards,
      sum(p.red_cards_5min)::integer as red_cards_5min,
      sum(p.red_cards_10min)::integer as red_cards_10min,
      sum(p.red_cards_personal)::integer as red_cards_personal,
      count(distinct p.lineup_id)::integer as matches_played
    from played p
    group by p.member_id
  ),
  latest as (
    select distinct on (p.member_id) p.member_id, p.jersey_number, p.position, p.is_captain
    from played p
    order by p.member_id, p.match_date desc, p.match_time desc nulls last
  )
  select
    mb.id, mb.name, mb.surname,
    case when (select public.is_admin()) or mb.category_id = any ((select public.coach_category_ids())::uuid[]) then mb.registration_number end,
    la.jersey_number, la.position, la.is_captain,
    t.goals, t.yellow_cards, t.red_cards_5min, t.red_cards_10min, t.red_cards_personal,
    t.yellow_cards + t.red_cards_5min + t.red_cards_10min + t.red_cards_personal,
    t.matches_played
  from totals t
  join latest la on la.member_id = t.member_id
  join public.members mb on mb.id = t.member_id
  order by t.goals desc,
    t.yellow_cards + t.red_cards_5min + t.red_cards_10min + t.red_cards_personal asc,
    mb.surname, mb.name;
end
$$;
revoke execute on function public.get_player_statistics(uuid, uuid) from public, anon;
grant execute on function public.get_player_statistics(uuid, uuid) to authenticated, service_role;

create or replace function public.get_meeting_attendees(p_minutes_id uuid)
returns table (id uuid, member_id uuid, name text, surname text, registration_number text, status text, notes text)
language sql stable security definer set search_path = '' as $$
  select ma.id, ma.member_id, m.name, m.surname,
         case when (select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]) then m.registration_number end,
         ma.status, ma.notes
  from public.meeting_attendees ma
  left join public.members m on m.id = ma.member_id
  where ma.meeting_minutes_id = p_minutes_id
    and ((select public.is_admin()) or (select public.is_coach()))
  order by m.surname nulls last, m.name
$$;
revoke execute on function public.get_meeting_attendees(uuid) from public, anon;
grant execute on function public.get_meeting_attendees(uuid) to authenticated, service_role;

create or replace function public.get_attendance_summary(p_category_id uuid, p_season_id uuid)
returns table (
  member_id uuid,
  name text,
  surname text,
  present_count integer,
  late_count integer,
  excused_count integer,
  absent_count integer,
  total_count integer,
  attendance_percentage numeric,
  recent_statuses text[]
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if not public.can_manage_category(p_category_id) then
    raise exception 'Nemáte oprávnění k zobrazení docházky této kategorie' using errcode = '42501';
  end if;
  return query
  with sessions as (
    select s.id, s.session_date, s.session_time
    from public.training_sessions s
    where s.category_id = p_category_id and s.season_id = p_season_id and s.status <> 'cancelled'
  ), records as (
    select a.member_id, a.attendance_status, s.session_date, s.session_time,
           row_number() over (partition by a.member_id order by s.session_date desc, s.session_time desc nulls last) as recency
    from public.member_attendance a
    join sessions s on s.id = a.training_session_id
  ), people as (
    select m.id from public.members m where m.category_id = p_category_id
    union
    select r.member_id from records r
  ), named as materialized (
    -- A member registered in another category (moved, or recorded as a guest) is named only
    -- when the caller manages that category too or public_members shows them.
    select m.id, m.sort_key,
           (select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[])
             or exists (select 1 from public.public_members pm where pm.id = m.id) as shown,
           m.name, m.surname
    from people p
    join public.members m on m.id = p.id
  )
  select n.id,
         case when n.shown then n.name end,
         case when n.shown then n.surname end,
         (count(r.*) filter (where r.attendance_status = 'present'))::integer,
         (count(r.*) filter (where r.attendance_status = 'late'))::integer,
         (count(r.*) filter (where r.attendance_status = 'excused'))::integer,
         (count(r.*) filter (where r.attendance_status = 'absent'))::integer,
         count(r.*)::integer,
         case when count(r.*) = 0 then null
              else round(100.0 * count(r.*) filter (where r.attendance_status in ('present', 'late')) / count(r.*), 1) end,
         coalesce(
           array_agg(r.attendance_status order by r.session_date, r.session_time nulls first) filter (where r.recency <= 10),
           '{}'::text[]
         )
  from named n
  left join records r on r.member_id = n.id
  group by n.id, n.shown, n.name, n.surname, n.sort_key
  order by not n.shown, case when n.shown then n.sort_key end, n.id;
end
$$;
revoke execute on function public.get_attendance_summary(uuid, uuid) from public, anon;
grant execute on function public.get_attendance_summary(uuid, uuid) to authenticated, service_role;

create or replace function public.can_link_member_account(p_member_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.members m where m.id = p_member_id and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[])))
$$;
revoke execute on function public.can_link_member_account(uuid) from public, anon;
grant execute on function public.can_link_member_account(uuid) to authenticated, service_role;
