-- Training sessions and attendance (spec §3, §4, §5, §8). Coaches keep them for their
-- categories only; admins for all. Not public.

create table public.training_sessions (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> ''),
  description text,
  session_date date not null,
  session_time time,
  location text,
  category_id uuid not null references public.categories (id) on delete restrict,
  season_id uuid not null references public.seasons (id) on delete restrict,
  coach_id uuid default auth.uid() references auth.users (id) on delete set null,
  status text not null default 'planned' check (status in ('planned', 'done', 'cancelled')),
  -- Spec §4: the optional reason given when the session is cancelled.
  status_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index training_sessions_category_season_date_idx
  on public.training_sessions (category_id, season_id, session_date);
create trigger training_sessions_updated_at before update on public.training_sessions
  for each row execute function public.set_updated_at();

-- Spec §4/§8: a done or cancelled session is history and cannot be deleted.
create or replace function public.prevent_finished_training_delete() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.status in ('done', 'cancelled') then
    raise exception 'Nelze smazat trénink se stavem „%“', case old.status when 'done' then 'proběhl' else 'zrušen' end
      using errcode = 'P0001';
  end if;
  return old;
end
$$;
create trigger training_sessions_prevent_finished_delete before delete on public.training_sessions
  for each row execute function public.prevent_finished_training_delete();

create table public.member_attendance (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete cascade,
  training_session_id uuid not null references public.training_sessions (id) on delete cascade,
  attendance_status text not null default 'present'
    check (attendance_status in ('present', 'absent', 'late', 'excused')),
  notes text,
  recorded_by uuid default auth.uid() references auth.users (id) on delete set null,
  recorded_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Spec §5: one record per member per session; the app maps its 23505 to the duplicate message.
  constraint member_attendance_member_id_training_session_id_key unique (member_id, training_session_id)
);
create index member_attendance_training_session_id_idx on public.member_attendance (training_session_id);
create trigger member_attendance_updated_at before update on public.member_attendance
  for each row execute function public.set_updated_at();

-- Spec §4: cancelling stores the optional reason and sets every attendance record of the
-- session to absent, in one transaction. Invoker rights: the caller's RLS decides, so a coach
-- can only cancel sessions of their categories (another category's session is not found).
create or replace function public.cancel_training_session(p_session_id uuid, p_reason text default null)
returns void
language plpgsql set search_path = '' as $$
begin
  update public.training_sessions
  set status = 'cancelled', status_reason = nullif(btrim(p_reason), '')
  where id = p_session_id;
  if not found then
    raise exception 'Trénink nebyl nalezen' using errcode = 'P0002';
  end if;
  update public.member_attendance set attendance_status = 'absent' where training_session_id = p_session_id;
end
$$;
revoke execute on function public.cancel_training_session(uuid, text) from public;
grant execute on function public.cancel_training_session(uuid, text) to authenticated, service_role;

alter table public.training_sessions enable row level security;
alter table public.member_attendance enable row level security;

grant select, insert, update, delete on public.training_sessions, public.member_attendance
  to authenticated, service_role;

create policy "admin or coach of the category manages" on public.training_sessions for all to authenticated
  using (public.can_manage_category(category_id)) with check (public.can_manage_category(category_id));

-- A coach of category A cannot read or write category B attendance: the row's session decides.
-- The session is read with the caller's rights, and those are the same category rule.
create policy "admin or coach of the session's category manages" on public.member_attendance
  for all to authenticated
  using (exists (
    select 1 from public.training_sessions s
    where s.id = training_session_id and public.can_manage_category(s.category_id)
  ))
  with check (exists (
    select 1 from public.training_sessions s
    where s.id = training_session_id and public.can_manage_category(s.category_id)
  ));
