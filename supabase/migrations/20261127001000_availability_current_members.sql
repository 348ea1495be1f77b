-- The coach's answer lists and counts name the members who still play: a member whose
-- relationship to the own club has ended (none is active today, in the club's calendar day) no
-- longer belongs to the category's events, so the coach neither waits for their answer nor
-- counts them. A member with no relationship recorded at all keeps counting: the register holds
-- such rows from before relationships were kept, and nothing says they left.

create or replace function public.member_has_left_club(p_member_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
           select 1 from public.member_club_relationships r
           join public.clubs c on c.id = r.club_id and c.is_own_club
           where r.member_id = p_member_id
         )
     and not exists (
           select 1 from public.member_club_relationships r
           join public.clubs c on c.id = r.club_id and c.is_own_club
           where r.member_id = p_member_id
             and r.status = 'active'
             and r.valid_from <= (now() at time zone 'Europe/Prague')::date
             and (r.valid_to is null or r.valid_to >= (now() at time zone 'Europe/Prague')::date)
         )
$$;
-- Only the definer functions below call it (and the server's service role).
revoke execute on function public.member_has_left_club(uuid) from public, anon, authenticated;
grant execute on function public.member_has_left_club(uuid) to service_role;

create or replace function public.get_event_availability(p_event_type text, p_event_id uuid)
returns table (
  member_id uuid,
  name text,
  surname text,
  answer text,
  note text,
  answered_at timestamptz,
  effective_answer text,
  is_default boolean
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_event public.availability_events;
begin
  select * into v_event from public.availability_events e where e.event_type = p_event_type and e.event_id = p_event_id;
  if not found then
    raise exception 'Událost nebyla nalezena' using errcode = 'PT404';
  end if;
  if not public.can_manage_category(v_event.category_id) then
    raise exception 'Nemáte oprávnění k zobrazení odpovědí této kategorie' using errcode = '42501';
  end if;
  return query
  select m.id, m.name, m.surname, a.answer, a.note, a.answered_at,
         coalesce(a.answer, case when v_event.event_type = 'training' and v_event.attending_by_default then 'yes' end),
         a.id is null and v_event.event_type = 'training' and v_event.attending_by_default
  from public.members m
  left join public.availability_answers a on a.member_id = m.id
    and (a.training_session_id = v_event.event_id or a.match_id = v_event.event_id)
  where m.category_id = v_event.category_id and not public.member_has_left_club(m.id)
  order by m.surname, m.name;
end
$$;
revoke execute on function public.get_event_availability(text, uuid) from public, anon;
grant execute on function public.get_event_availability(text, uuid) to authenticated, service_role;

create or replace function public.get_availability_counts(p_category_id uuid, p_days integer default 14)
returns table (
  event_type text,
  event_id uuid,
  title text,
  starts_at timestamptz,
  is_cancelled boolean,
  yes_count integer,
  no_count integer,
  maybe_count integer,
  unanswered_count integer,
  default_yes_count integer,
  unanswered_names text[]
)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.can_manage_category(p_category_id) then
    raise exception 'Nemáte oprávnění k zobrazení odpovědí této kategorie' using errcode = '42501';
  end if;
  return query
  with events as (
    select * from public.availability_events e
    where e.category_id = p_category_id and not e.is_finished
      and e.starts_at >= now() - interval '3 hours'
      and e.starts_at < now() + make_interval(days => greatest(least(coalesce(p_days, 14), 366), 1))
  ), roster as (
    select e.event_type, e.event_id, m.name, m.surname, a.answer,
           e.event_type = 'training' and e.attending_by_default as by_default
    from events e
    join public.members m on m.category_id = e.category_id and not public.member_has_left_club(m.id)
    left join public.availability_answers a on a.member_id = m.id
      and (a.training_session_id = e.event_id or a.match_id = e.event_id)
  )
  select e.event_type, e.event_id, e.title, e.starts_at, e.is_cancelled,
         count(*) filter (where r.answer = 'yes' or (r.answer is null and r.by_default))::integer,
         count(*) filter (where r.answer = 'no')::integer,
         count(*) filter (where r.answer = 'maybe')::integer,
         count(*) filter (where r.answer is null and not r.by_default)::integer,
         count(*) filter (where r.answer is null and r.by_default)::integer,
         coalesce(array_agg(r.name || ' ' || r.surname order by r.surname, r.name)
                    filter (where r.answer is null and not r.by_default), '{}')
  from events e
  left join roster r on r.event_type = e.event_type and r.event_id = e.event_id
  group by e.event_type, e.event_id, e.title, e.starts_at, e.is_cancelled
  order by e.starts_at, e.event_type;
end
$$;
revoke execute on function public.get_availability_counts(uuid, integer) from public, anon;
grant execute on function public.get_availability_counts(uuid, integer) to authenticated, service_role;
