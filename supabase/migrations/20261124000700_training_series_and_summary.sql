-- Training sessions, part 2 (issue #12): a weekly series planned in one call, and the per-member
-- attendance summary read in one round trip (spec §4, §5).

-- Spec §4: a series of planned sessions (chosen ISO weekdays, 1 = Monday … 7 = Sunday, within a
-- date range) in one transaction. Dates are whole days: `p_date_from + n` is date arithmetic, so
-- no timestamp (and no daylight-saving change in Europe/Prague) is ever involved; the app's
-- preview (src/features/training/training-series.ts) computes the same dates.
-- Each session's id is derived from the caller's p_series_id and its date, so the mutation's one
-- retry (spec §9) finds its sessions and inserts nothing twice. Invoker rights: RLS decides, so a
-- coach can only plan sessions of their own categories (42501 otherwise).
create or replace function public.generate_training_sessions(
  p_series_id uuid,
  p_category_id uuid,
  p_season_id uuid,
  p_title text,
  p_date_from date,
  p_date_to date,
  p_weekdays integer[],
  p_session_time time default null,
  p_location text default null
)
returns setof date
language plpgsql set search_path = '' as $$
begin
  if p_title is null or btrim(p_title) = '' then
    raise exception 'Název tréninku je povinný' using errcode = '22023';
  end if;
  if p_date_from is null or p_date_to is null or p_date_to < p_date_from then
    raise exception 'Datum konce musí být po datu začátku' using errcode = '22023';
  end if;
  if p_date_to - p_date_from > 366 then
    raise exception 'Série může trvat nejvýše jeden rok' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_weekdays), 0) = 0 or exists (select 1 from unnest(p_weekdays) d where d is null or d not between 1 and 7) then
    raise exception 'Vyberte alespoň jeden den v týdnu' using errcode = '22023';
  end if;

  return query
  with days as (
    select p_date_from + n as session_date, md5(p_series_id::text || ':' || (p_date_from + n)::text) as hash
    from generate_series(0, p_date_to - p_date_from) as n
    where extract(isodow from p_date_from + n)::integer = any (p_weekdays)
  ), inserted as (
    insert into public.training_sessions (id, title, session_date, session_time, location, category_id, season_id)
    -- The hash shaped as a version-4 UUID (version nibble 4, variant 8–b): the app's URL and
    -- input parsers accept RFC 4122 ids only.
    select (substr(days.hash, 1, 12) || '4' || substr(days.hash, 14, 3)
            || substr('89ab', 1 + ('x' || substr(days.hash, 17, 1))::bit(4)::integer % 4, 1) || substr(days.hash, 18))::uuid,
           btrim(p_title), days.session_date,
           p_session_time, nullif(btrim(p_location), ''), p_category_id, p_season_id
    from days
    on conflict (id) do nothing
    returning session_date
  )
  select days.session_date from days order by days.session_date;
end
$$;
revoke execute on function public.generate_training_sessions(uuid, uuid, uuid, text, date, date, integer[], time, text) from public;
grant execute on function public.generate_training_sessions(uuid, uuid, uuid, text, date, date, integer[], time, text)
  to authenticated, service_role;

-- Spec §4/§5: per member of the category, counts per status over the season's sessions, the
-- attendance percentage and the last 10 statuses oldest first (the trend's two windows), in one
-- aggregate query instead of a read per member. A cancelled session is nobody's absence: its
-- records (all set absent by cancel_training_session) are left out. The percentage counts
-- present and late as attended. Members are the category's, plus anyone holding a record in
-- its sessions (a player who moved category keeps their history).
-- Definer rights with the category rule checked once: under invoker rights RLS evaluated the
-- attendance policy for every record (40 members x 120 sessions took ~10 s on PGlite); a caller
-- who may not manage the category gets 42501 and nothing.
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
  )
  select m.id, m.name, m.surname,
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
  from people p
  join public.members m on m.id = p.id
  left join records r on r.member_id = m.id
  group by m.id, m.name, m.surname, m.sort_key
  order by m.sort_key, m.id;
end
$$;
revoke execute on function public.get_attendance_summary(uuid, uuid) from public;
grant execute on function public.get_attendance_summary(uuid, uuid) to authenticated, service_role;
