-- Players and parents answer before every training and match (issue 32). An account is linked
-- to the members it speaks for (the member themself or a guardian); it reads those members'
-- rows, their categories' events and its own answers, and answers only through
-- set_availability, which enforces the category's lock in the database, so no client can
-- answer after it.

-- ---------------------------------------------------------------------------------------
-- Account ↔ member links. One account may speak for several members (siblings), one member may
-- have several accounts (both parents); only one of them is the member themself.
-- ---------------------------------------------------------------------------------------

create table public.member_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  member_id uuid not null references public.members (id) on delete cascade,
  relation text not null check (relation in ('self', 'guardian')),
  invited_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint member_accounts_user_id_member_id_key unique (user_id, member_id)
);
create index member_accounts_member_id_idx on public.member_accounts (member_id);
create unique index member_accounts_one_self_idx on public.member_accounts (member_id) where relation = 'self';

-- The caller's members and their categories. SECURITY DEFINER so the policies below can call
-- them without recursing into the RLS of member_accounts and members.
create or replace function public.linked_member_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(a.member_id), '{}') from public.member_accounts a where a.user_id = auth.uid()
$$;

create or replace function public.linked_category_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct m.category_id), '{}')
  from public.member_accounts a
  join public.members m on m.id = a.member_id
  where a.user_id = auth.uid() and m.category_id is not null
$$;

revoke execute on function public.linked_member_ids(), public.linked_category_ids() from public, anon;
grant execute on function public.linked_member_ids(), public.linked_category_ids() to authenticated, service_role;

alter table public.member_accounts enable row level security;
grant select, insert, delete on public.member_accounts to authenticated, service_role;

create policy "own links, or staff of the member's category" on public.member_accounts for select to authenticated
  using (
    user_id = (select auth.uid())
    or exists (select 1 from public.members m where m.id = member_id and public.can_manage_category(m.category_id))
  );
create policy "staff of the member's category links" on public.member_accounts for insert to authenticated
  with check (exists (select 1 from public.members m where m.id = member_id and public.can_manage_category(m.category_id)));
create policy "staff of the member's category unlinks" on public.member_accounts for delete to authenticated
  using (exists (select 1 from public.members m where m.id = member_id and public.can_manage_category(m.category_id)));

-- A linked account reads its own members' rows (no one else's personal data), their sessions
-- and their attendance records; matches are public already.
create policy "linked account reads its members" on public.members for select to authenticated
  using (id = any ((select public.linked_member_ids())::uuid[]));
create policy "linked account reads its members' sessions" on public.training_sessions for select to authenticated
  using (category_id = any ((select public.linked_category_ids())::uuid[]));
create policy "linked account reads its members' attendance" on public.member_attendance for select to authenticated
  using (member_id = any ((select public.linked_member_ids())::uuid[]));

-- ---------------------------------------------------------------------------------------
-- Per-category settings: how many hours before the start the answers lock (default 2) and
-- whether members count as coming to trainings until they say otherwise (opt-out).
-- ---------------------------------------------------------------------------------------

create table public.category_availability_settings (
  category_id uuid primary key references public.categories (id) on delete cascade,
  lock_hours integer not null default 2 check (lock_hours between 0 and 168),
  trainings_attending_by_default boolean not null default false,
  updated_at timestamptz not null default now()
);
create trigger category_availability_settings_updated_at before update on public.category_availability_settings
  for each row execute function public.set_updated_at();

alter table public.category_availability_settings enable row level security;
grant select, insert, update on public.category_availability_settings to authenticated, service_role;

create policy "staff or linked accounts of the category read" on public.category_availability_settings
  for select to authenticated
  using (public.can_manage_category(category_id) or category_id = any ((select public.linked_category_ids())::uuid[]));
create policy "staff of the category sets" on public.category_availability_settings for insert to authenticated
  with check (public.can_manage_category(category_id));
create policy "staff of the category changes" on public.category_availability_settings for update to authenticated
  using (public.can_manage_category(category_id)) with check (public.can_manage_category(category_id));

-- ---------------------------------------------------------------------------------------
-- Answers: one per member and event (a training session or a match).
-- ---------------------------------------------------------------------------------------

create table public.availability_answers (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete cascade,
  training_session_id uuid references public.training_sessions (id) on delete cascade,
  match_id uuid references public.matches (id) on delete cascade,
  answer text not null check (answer in ('yes', 'no', 'maybe')),
  note text check (char_length(note) <= 500),
  answered_by uuid references auth.users (id) on delete set null,
  answered_at timestamptz not null default now(),
  check (num_nonnulls(training_session_id, match_id) = 1),
  constraint availability_answers_member_session_key unique (member_id, training_session_id),
  constraint availability_answers_member_match_key unique (member_id, match_id)
);
create index availability_answers_training_session_id_idx on public.availability_answers (training_session_id);
create index availability_answers_match_id_idx on public.availability_answers (match_id);

-- Written only by set_availability; read by the members' accounts and the event's staff.
alter table public.availability_answers enable row level security;
grant select on public.availability_answers to authenticated, service_role;

create policy "linked accounts and the event's staff read" on public.availability_answers for select to authenticated
  using (
    member_id = any ((select public.linked_member_ids())::uuid[])
    or exists (select 1 from public.training_sessions s where s.id = training_session_id and public.can_manage_category(s.category_id))
    or exists (select 1 from public.matches m where m.id = match_id and public.can_manage_category(m.category_id))
  );

-- Every event one can answer for, in one shape: the category's training sessions and its
-- matches the club plays in, with the start in club time and the category's lock applied.
-- Only the definer functions below and the server's service role read it: callers see events
-- through them, filtered to their members or their categories.
create view public.availability_events as
select 'training'::text as event_type, s.id as event_id, s.category_id, s.title,
       s.session_date as event_date, s.session_time as event_time, s.location,
       null::text as opponent, null::boolean as is_home,
       s.status = 'cancelled' as is_cancelled, s.status = 'done' as is_finished, s.status_reason,
       (s.session_date + coalesce(s.session_time, time '00:00')) at time zone 'Europe/Prague' as starts_at,
       coalesce(cs.lock_hours, 2) as lock_hours,
       coalesce(cs.trainings_attending_by_default, false) as attending_by_default
from public.training_sessions s
left join public.category_availability_settings cs on cs.category_id = s.category_id
union all
select 'match', m.id, m.category_id,
       ht.name || ' – ' || at.name,
       m.date, m.time, nullif(m.venue, ''),
       case when m.home_team_is_own_club then at.name else ht.name end,
       m.home_team_is_own_club,
       false, m.status = 'completed', null,
       (m.date + coalesce(m.time, time '00:00')) at time zone 'Europe/Prague',
       coalesce(cs.lock_hours, 2),
       false
from public.matches m
join public.teams ht on ht.id = m.home_team_id
join public.teams at on at.id = m.away_team_id
left join public.category_availability_settings cs on cs.category_id = m.category_id
where m.home_team_is_own_club or m.away_team_is_own_club;
revoke all on public.availability_events from public, anon, authenticated, service_role;
grant select on public.availability_events to service_role;

-- ---------------------------------------------------------------------------------------
-- Answering
-- ---------------------------------------------------------------------------------------

-- The member's linked account, or staff of the member's category, answers for an event of the
-- member's category that is not cancelled nor over, until the category's lock before the start.
create or replace function public.set_availability(
  p_member_id uuid, p_event_type text, p_event_id uuid, p_answer text, p_note text default null
)
returns public.availability_answers
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_category_id uuid;
  v_event public.availability_events;
  v_note text := nullif(btrim(p_note), '');
  v_row public.availability_answers;
begin
  if p_event_type is null or p_event_type not in ('training', 'match') then
    raise exception 'Neplatný typ události' using errcode = '22023';
  end if;
  if p_answer is null or p_answer not in ('yes', 'no', 'maybe') then
    raise exception 'Neplatná odpověď' using errcode = '22023';
  end if;
  if char_length(v_note) > 500 then
    raise exception 'Poznámka může mít nejvýše 500 znaků' using errcode = '22023';
  end if;

  select m.category_id into v_category_id from public.members m where m.id = p_member_id;
  if not found
     or not (p_member_id = any (public.linked_member_ids()) or public.can_manage_category(v_category_id)) then
    raise exception 'Za tohoto člena nemůžete odpovídat' using errcode = '42501';
  end if;

  select * into v_event from public.availability_events e where e.event_type = p_event_type and e.event_id = p_event_id;
  if not found then
    if p_event_type = 'training' then
      raise exception 'Trénink nebyl nalezen' using errcode = 'PT404';
    end if;
    raise exception 'Zápas nebyl nalezen' using errcode = 'PT404';
  end if;
  if v_category_id is distinct from v_event.category_id then
    raise exception 'Událost nepatří do kategorie člena' using errcode = 'P0001';
  end if;
  if v_event.is_cancelled then
    raise exception 'Trénink byl zrušen, odpověď už není potřeba' using errcode = 'P0001';
  end if;
  if v_event.is_finished or now() >= v_event.starts_at - make_interval(hours => v_event.lock_hours) then
    raise exception 'Odpovědi jsou uzavřené: měnit je lze nejpozději % h před začátkem', v_event.lock_hours
      using errcode = 'P0001';
  end if;

  if p_event_type = 'training' then
    insert into public.availability_answers (member_id, training_session_id, answer, note, answered_by, answered_at)
    values (p_member_id, p_event_id, p_answer, v_note, auth.uid(), now())
    on conflict (member_id, training_session_id) do update
      set answer = excluded.answer, note = excluded.note, answered_by = excluded.answered_by, answered_at = excluded.answered_at
    returning * into v_row;
  else
    insert into public.availability_answers (member_id, match_id, answer, note, answered_by, answered_at)
    values (p_member_id, p_event_id, p_answer, v_note, auth.uid(), now())
    on conflict (member_id, match_id) do update
      set answer = excluded.answer, note = excluded.note, answered_by = excluded.answered_by, answered_at = excluded.answered_at
    returning * into v_row;
  end if;
  return v_row;
end
$$;
revoke execute on function public.set_availability(uuid, text, uuid, text, text) from public, anon;
grant execute on function public.set_availability(uuid, text, uuid, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Reading
-- ---------------------------------------------------------------------------------------

-- The caller's members' events from now on (p_days ahead), each with the member's answer. With
-- the category's opt-out rule, a training without an answer counts as coming (is_default).
create or replace function public.get_my_availability(p_days integer default 28)
returns table (
  member_id uuid,
  member_name text,
  member_surname text,
  category_id uuid,
  category_name text,
  event_type text,
  event_id uuid,
  title text,
  event_date date,
  event_time time,
  starts_at timestamptz,
  location text,
  opponent text,
  is_home boolean,
  is_cancelled boolean,
  status_reason text,
  lock_at timestamptz,
  is_locked boolean,
  answer text,
  note text,
  answered_at timestamptz,
  effective_answer text,
  is_default boolean
)
language sql stable security definer set search_path = '' as $$
  select m.id, m.name, m.surname, c.id, c.name,
         e.event_type, e.event_id, e.title, e.event_date, e.event_time, e.starts_at, e.location, e.opponent, e.is_home,
         e.is_cancelled, e.status_reason,
         e.starts_at - make_interval(hours => e.lock_hours),
         e.is_finished or now() >= e.starts_at - make_interval(hours => e.lock_hours),
         a.answer, a.note, a.answered_at,
         coalesce(a.answer, case when e.event_type = 'training' and e.attending_by_default and not e.is_cancelled then 'yes' end),
         a.id is null and e.event_type = 'training' and e.attending_by_default and not e.is_cancelled
  from public.member_accounts l
  join public.members m on m.id = l.member_id
  join public.categories c on c.id = m.category_id
  join public.availability_events e on e.category_id = m.category_id
  left join public.availability_answers a on a.member_id = m.id
    and (a.training_session_id = e.event_id or a.match_id = e.event_id)
  where l.user_id = auth.uid()
    and not e.is_finished
    and e.starts_at >= now() - interval '3 hours'
    and e.starts_at < now() + make_interval(days => greatest(least(coalesce(p_days, 28), 366), 1))
  order by e.starts_at, e.event_type, m.surname, m.name
$$;
revoke execute on function public.get_my_availability(integer) from public, anon;
grant execute on function public.get_my_availability(integer) to authenticated, service_role;

-- One event's answers, one row per member of the event's category (whoever answered, or not),
-- for the staff of that category.
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
  where m.category_id = v_event.category_id
  order by m.surname, m.name;
end
$$;
revoke execute on function public.get_event_availability(text, uuid) from public, anon;
grant execute on function public.get_event_availability(text, uuid) to authenticated, service_role;

-- The category's next events with their counts (přijde / nepřijde / možná / bez odpovědi) and
-- the names of those who have not answered; an opt-out training counts them as coming.
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
    join public.members m on m.category_id = e.category_id
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
