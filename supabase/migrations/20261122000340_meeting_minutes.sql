-- Meeting minutes and their attendees (spec §3, §4, §5, §7). Admins write them (admin portal
-- /admin/meeting-minutes); coaches and admins read them (coach portal /coaches/meeting-minutes).
-- Attachments live in the private storage bucket `meeting-minutes`; rows keep its URL and name.

create table public.meeting_minutes (
  id uuid primary key default gen_random_uuid(),
  -- Spec §5: meeting number required, at least 1.
  meeting_number integer not null check (meeting_number >= 1),
  meeting_date date not null,
  meeting_place text,
  season_id uuid references public.seasons (id) on delete set null,
  -- The writer is a user account; the row outlives the account's deletion.
  wrote_by uuid default auth.uid() references auth.users (id) on delete set null,
  attachment_url text,
  attachment_filename text,
  is_active boolean not null default true,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Spec §7 filters: season_id, wrote_by; newest first; next number per calendar year.
create index meeting_minutes_meeting_date_idx on public.meeting_minutes (meeting_date desc);
create index meeting_minutes_season_id_idx on public.meeting_minutes (season_id);
create index meeting_minutes_wrote_by_idx on public.meeting_minutes (wrote_by);
create trigger meeting_minutes_updated_at before update on public.meeting_minutes
  for each row execute function public.set_updated_at();

create table public.meeting_attendees (
  id uuid primary key default gen_random_uuid(),
  meeting_minutes_id uuid not null references public.meeting_minutes (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  member_id uuid references public.members (id) on delete cascade,
  -- Spec §4: new attendees default to present with empty notes.
  status text not null default 'present' check (status in ('present', 'excused')),
  notes text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Spec §3/§5: an attendee is a user or a member; nobody is listed twice.
  constraint meeting_attendees_person_check check (user_id is not null or member_id is not null),
  constraint meeting_attendees_minutes_user_key unique (meeting_minutes_id, user_id),
  constraint meeting_attendees_minutes_member_key unique (meeting_minutes_id, member_id)
);
create index meeting_attendees_member_id_idx on public.meeting_attendees (member_id);
create index meeting_attendees_user_id_idx on public.meeting_attendees (user_id);
create trigger meeting_attendees_updated_at before update on public.meeting_attendees
  for each row execute function public.set_updated_at();

alter table public.meeting_minutes enable row level security;
alter table public.meeting_attendees enable row level security;

grant select, insert, update, delete on public.meeting_minutes, public.meeting_attendees
  to authenticated, service_role;

create policy "admin or coach reads" on public.meeting_minutes for select to authenticated
  using ((select public.is_admin()) or (select public.is_coach()));
create policy "admin writes" on public.meeting_minutes for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "admin or coach reads" on public.meeting_attendees for select to authenticated
  using ((select public.is_admin()) or (select public.is_coach()));
create policy "admin writes" on public.meeting_attendees for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- Spec §5: next number = highest number in the calendar year of the date + 1, or 1. Soft-deleted
-- minutes keep their number, so a number is never handed out twice. Invoker rights: only
-- readers of the minutes (admins, coaches) get a meaningful number.
create or replace function public.get_next_meeting_number(p_date date default current_date) returns integer
language sql stable set search_path = '' as $$
  select coalesce(max(mm.meeting_number), 0) + 1
  from public.meeting_minutes mm
  where mm.meeting_date >= make_date(extract(year from coalesce(p_date, current_date))::integer, 1, 1)
    and mm.meeting_date < make_date(extract(year from coalesce(p_date, current_date))::integer + 1, 1, 1)
$$;
revoke execute on function public.get_next_meeting_number(date) from public;
grant execute on function public.get_next_meeting_number(date) to authenticated, service_role;
