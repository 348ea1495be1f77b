-- External players (spec §3, §5; issue 11 §3): players of other clubs, picked wherever a player
-- is chosen but who are not club members (opponents' lineups, loans in). Their registration
-- numbers are personal data like members', so only staff read them: admins, and coaches, who
-- fill the opponent's side of a lineup (spec §2 unified player picker).

create table public.external_players (
  id uuid primary key default gen_random_uuid(),
  -- Spec §5: name, surname, registration number, club name and sex are required.
  name text not null check (btrim(name) <> ''),
  surname text not null check (btrim(surname) <> ''),
  registration_number text not null check (btrim(registration_number) <> ''),
  club_name text not null check (btrim(club_name) <> ''),
  sex text not null check (sex in ('male', 'female')),
  position text check (position in ('field_player', 'goalkeeper')),
  -- Spec §5, §9: jersey 1 to 99.
  jersey_number integer check (jersey_number between 1 and 99),
  is_captain boolean not null default false,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A registration number identifies one person in the federation's register.
  constraint external_players_registration_number_key unique (registration_number),
  search_text text generated always as (
    public.fold_search_text(name || ' ' || surname || ' ' || registration_number)
  ) stored
);
create index external_players_surname_name_idx on public.external_players (surname, name);
create trigger external_players_updated_at before update on public.external_players
  for each row execute function public.set_updated_at();

alter table public.external_players enable row level security;
grant select, insert, update, delete on public.external_players to authenticated, service_role;
create policy "staff reads" on public.external_players for select to authenticated
  using ((select public.is_admin()) or (select public.is_coach()));
create policy "staff adds" on public.external_players for insert to authenticated
  with check ((select public.is_admin()) or (select public.is_coach()));
create policy "staff edits" on public.external_players for update to authenticated
  using ((select public.is_admin()) or (select public.is_coach()))
  with check ((select public.is_admin()) or (select public.is_coach()));
create policy "admin deletes" on public.external_players for delete to authenticated
  using ((select public.is_admin()));
