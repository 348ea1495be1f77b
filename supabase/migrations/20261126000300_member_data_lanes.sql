-- Members' data stays in its lane (issue 27): what a caller may not read of a member through RLS
-- on members never comes back through a definer function; external players are edited only by
-- whoever added them or an admin; authorship columns name the caller, not what the request says;
-- "not found" answers 404.

-- ---------------------------------------------------------------------------------------
-- Private member fields in definer functions. A coach reads the members of their categories
-- (RLS on members); anyone reads the names public_members shows (players, coaching staff and
-- whoever stands on an active lineup or roster). A coach may still put any member on their
-- sheet, roster or attendance, but a definer function answers for that member only what the
-- coach could read anyway: the registration number reads null, the name is the public one or
-- null. Admins manage every category, so they keep seeing everything.
-- ---------------------------------------------------------------------------------------

-- The minutes list the whole committee and coaches read the minutes, so names stay; the
-- registration number only for members of the caller's categories.
create or replace function public.get_meeting_attendees(p_minutes_id uuid)
returns table (id uuid, member_id uuid, name text, surname text, registration_number text, status text, notes text)
language sql stable security definer set search_path = '' as $$
  select ma.id, ma.member_id, m.name, m.surname,
         case when public.can_manage_category(m.category_id) then m.registration_number end,
         ma.status, ma.notes
  from public.meeting_attendees ma
  left join public.members m on m.id = ma.member_id
  where ma.meeting_minutes_id = p_minutes_id
    and ((select public.is_admin()) or (select public.is_coach()))
  order by m.surname nulls last, m.name
$$;
revoke execute on function public.get_meeting_attendees(uuid) from public, anon;
grant execute on function public.get_meeting_attendees(uuid) to authenticated, service_role;

-- Every counted player stands on an active lineup, so their name is public; the registration
-- number of a player registered in a category the caller does not manage reads null.
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
    case when public.can_manage_category(mb.category_id) then mb.registration_number end,
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

-- A member holding records in the category's sessions but registered elsewhere (moved category,
-- or added from another one) keeps their counts; their name is the public one, or null when
-- public_members does not show them (the screen then says 'Neznámý člen'). Hidden names sort
-- last, so the order does not tell their surname either.
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
  ), named as (
    select m.id, m.sort_key,
           public.can_manage_category(m.category_id)
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

-- ---------------------------------------------------------------------------------------
-- External players: any coach adds one (they fill the opponent's side of a sheet), but only
-- whoever added it, while still staff, or an admin edits it. Deleting one stays an admin's
-- alone ("admin deletes", 20261124000110_external_players).
-- ---------------------------------------------------------------------------------------

drop policy if exists "staff edits" on public.external_players;
drop policy if exists "admin or its coach edits" on public.external_players;
create policy "admin or its coach edits" on public.external_players for update to authenticated
  using ((select public.is_admin()) or ((select public.is_coach()) and created_by = (select auth.uid())))
  with check ((select public.is_admin()) or ((select public.is_coach()) and created_by = (select auth.uid())));

-- ---------------------------------------------------------------------------------------
-- Authorship columns name the caller. With a signed-in user as the caller, an insert records
-- them and an update keeps the stored author, whatever the request says. Without one (the
-- service role, the seed, migrations) the given value stands. The column is the trigger's first
-- argument; a second argument 'admin names' lets an admin name someone else (an admin plans a
-- training session for a coach).
-- ---------------------------------------------------------------------------------------

create or replace function public.set_author_from_caller() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_column text := tg_argv[0];
  v_caller uuid := auth.uid();
begin
  if v_caller is null or (tg_argv[1] is not distinct from 'admin names' and (select public.is_admin())) then
    return new;
  end if;
  if tg_op = 'INSERT' then
    return jsonb_populate_record(new, jsonb_build_object(v_column, v_caller));
  end if;
  return jsonb_populate_record(new, jsonb_build_object(v_column, to_jsonb(old) -> v_column));
end
$$;
revoke execute on function public.set_author_from_caller() from public, anon, authenticated;

drop trigger if exists member_attendance_recorded_by on public.member_attendance;
create trigger member_attendance_recorded_by before insert or update on public.member_attendance
  for each row execute function public.set_author_from_caller('recorded_by');

drop trigger if exists external_players_created_by on public.external_players;
create trigger external_players_created_by before insert or update on public.external_players
  for each row execute function public.set_author_from_caller('created_by');

drop trigger if exists training_sessions_coach_id on public.training_sessions;
create trigger training_sessions_coach_id before insert or update on public.training_sessions
  for each row execute function public.set_author_from_caller('coach_id', 'admin names');

-- Only admins write minutes, and their form names the writer (spec: writer required), so the
-- writer is the admin's choice, but only among those the writers' list offers (an admin, or
-- someone who already wrote minutes), never any other account. A stored writer may stay when
-- the minutes are edited.
create or replace function public.check_meeting_minutes_writer() returns trigger
language plpgsql set search_path = '' as $$
begin
  if auth.uid() is null or new.wrote_by is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.wrote_by is not distinct from old.wrote_by then
    return new;
  end if;
  if new.wrote_by = auth.uid() or new.wrote_by in (select w.user_id from public.get_meeting_minutes_writers() w) then
    return new;
  end if;
  raise exception 'Zapisovatelem může být jen administrátor' using errcode = '22023';
end
$$;
revoke execute on function public.check_meeting_minutes_writer() from public, anon, authenticated;

drop trigger if exists meeting_minutes_writer_check on public.meeting_minutes;
create trigger meeting_minutes_writer_check before insert or update of wrote_by on public.meeting_minutes
  for each row execute function public.check_meeting_minutes_writer();

-- ---------------------------------------------------------------------------------------
-- "Not found" as 404: PostgREST answers a PTxxx SQLSTATE with that HTTP status, while P0002
-- (like every P0 code) became a 500. Same messages, same callers.
-- ---------------------------------------------------------------------------------------

create or replace function public.get_opponent_top_scorers(p_match_id uuid, p_limit integer default 5)
returns table (member_id uuid, name text, surname text, goals integer, matches_played integer)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_category_id uuid;
begin
  select m.category_id into v_category_id from public.matches m where m.id = p_match_id;
  if v_category_id is null then
    raise exception 'Zápas nebyl nalezen' using errcode = 'PT404';
  end if;
  if not public.can_manage_category(v_category_id) then
    raise exception 'Nemáte oprávnění k zobrazení statistik této kategorie' using errcode = '42501';
  end if;

  -- Only players of active lineups are counted: public_members and public_external_players
  -- show all of their names, so nothing private comes back.
  return query
  select player.id, player.name, player.surname, sum(lp.goals)::int, count(distinct l.id)::int
  from public.get_head_to_head(p_match_id, 10) h
  join public.lineups l on l.match_id = h.id and l.is_active
  join public.teams t on t.id = l.team_id
  join public.clubs c on c.id = t.club_id and not c.is_own_club
  join public.lineup_players lp on lp.lineup_id = l.id
  -- A lineup player is exactly one of a member or an external player (lineup_players_one_person).
  left join public.members mb on mb.id = lp.member_id
  left join public.external_players ep on ep.id = lp.external_player_id
  cross join lateral (
    select coalesce(mb.id, ep.id) as id, coalesce(mb.name, ep.name) as name, coalesce(mb.surname, ep.surname) as surname
  ) player
  group by player.id, player.name, player.surname
  having sum(lp.goals) > 0
  order by sum(lp.goals) desc, player.surname, player.name
  limit least(greatest(coalesce(p_limit, 5), 1), 50);
end
$$;
revoke execute on function public.get_opponent_top_scorers(uuid, integer) from public, anon;
grant execute on function public.get_opponent_top_scorers(uuid, integer) to authenticated, service_role;

create or replace function public.validate_lineup(p_lineup_id uuid) returns text[]
language plpgsql stable set search_path = '' as $$
declare
  v_goalkeepers integer;
  v_field_players integer;
  v_coaches integer;
  v_errors text[] := '{}';
begin
  if not exists (select 1 from public.lineups where id = p_lineup_id) then
    raise exception 'Sestava nebyla nalezena' using errcode = 'PT404';
  end if;
  select count(*) filter (where position = 'goalkeeper'), count(*) filter (where position = 'field_player')
    into v_goalkeepers, v_field_players
  from public.lineup_players where lineup_id = p_lineup_id;
  select count(*) into v_coaches from public.lineup_coaches where lineup_id = p_lineup_id;

  if v_goalkeepers < 1 then v_errors := v_errors || 'Musí být alespoň 1 brankář'::text; end if;
  if v_field_players < 6 then v_errors := v_errors || 'Musí být alespoň 6 hráčů v poli'::text; end if;
  if v_goalkeepers + v_field_players < 7 then v_errors := v_errors || 'Celkem musí být alespoň 7 hráčů'::text; end if;
  if v_goalkeepers > 2 then v_errors := v_errors || 'Nemůže být více než 2 brankáři'::text; end if;
  if v_field_players > 13 then v_errors := v_errors || 'Nemůže být více než 13 hráčů v poli'::text; end if;
  if v_coaches > 3 then v_errors := v_errors || 'Nemůže být více než 3 trenéři'::text; end if;
  return v_errors;
end
$$;
revoke execute on function public.validate_lineup(uuid) from public, anon;
grant execute on function public.validate_lineup(uuid) to authenticated, service_role;

create or replace function public.cancel_training_session(p_session_id uuid, p_reason text default null)
returns void
language plpgsql set search_path = '' as $$
begin
  update public.training_sessions
  set status = 'cancelled', status_reason = nullif(btrim(p_reason), '')
  where id = p_session_id;
  if not found then
    raise exception 'Trénink nebyl nalezen' using errcode = 'PT404';
  end if;
  update public.member_attendance set attendance_status = 'absent' where training_session_id = p_session_id;
end
$$;
revoke execute on function public.cancel_training_session(uuid, text) from public, anon;
grant execute on function public.cancel_training_session(uuid, text) to authenticated, service_role;

create or replace function public.end_player_loan(loan_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  v_status text;
begin
  select l.status into v_status from public.player_loans l where l.id = end_player_loan.loan_id for update;
  if not found then
    raise exception 'Půjčka nebyla nalezena' using errcode = 'PT404';
  end if;
  if v_status <> 'active' then
    raise exception 'Ukončit lze pouze aktivní půjčku' using errcode = '22023';
  end if;
  update public.player_loans l
  set status = 'expired', loan_end_date = greatest(current_date, l.loan_start_date)
  where l.id = end_player_loan.loan_id;
end
$$;
revoke execute on function public.end_player_loan(uuid) from public, anon;
grant execute on function public.end_player_loan(uuid) to authenticated, service_role;
