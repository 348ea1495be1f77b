-- Foundation: who is who (profiles and roles, spec §6), and the competition's skeleton
-- (seasons, categories, clubs, teams, matches, spec §3). Every table carries its own GRANTs:
-- Supabase no longer grants new tables to the API roles automatically.

-- ---------------------------------------------------------------------------------------
-- Shared helpers
-- ---------------------------------------------------------------------------------------

create or replace function public.set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Users, profiles and roles (spec §3, §6)
-- ---------------------------------------------------------------------------------------

-- One row per auth user with what the app shows of them; filled by a trigger on auth.users.
create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  display_name text,
  role text not null default 'member' check (role in ('admin', 'head_coach', 'coach', 'member')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A user may have several profile rows (spec §6); a coach or head_coach row is preferred.
create table public.user_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin', 'head_coach', 'coach', 'member')),
  assigned_categories uuid[] not null default '{}',
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, role)
);
create index user_profiles_user_id_idx on public.user_profiles (user_id);

-- Spec §5: of assigned roles only admin and coach are kept.
create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin', 'coach')),
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

create trigger profiles_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();
create trigger user_profiles_updated_at before update on public.user_profiles
  for each row execute function public.set_updated_at();

-- A role holds if the profile role or any role row matches (spec §6). SECURITY DEFINER so
-- policies on these very tables can call them without recursing into their own RLS.
create or replace function public.has_role(wanted text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.user_profiles p where p.user_id = auth.uid() and p.role = wanted
    union all
    select 1 from public.user_roles r where r.user_id = auth.uid() and r.role = wanted
  )
$$;

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select public.has_role('admin')
$$;

-- Coach means coach or head_coach (spec §6).
create or replace function public.is_coach() returns boolean
language sql stable security definer set search_path = '' as $$
  select public.has_role('coach') or public.has_role('head_coach')
$$;

-- Categories a coach is limited to: the union of assigned_categories of their coach rows.
create or replace function public.coach_category_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct category_id), '{}')
  from public.user_profiles p, unnest(p.assigned_categories) as category_id
  where p.user_id = auth.uid() and p.role in ('coach', 'head_coach')
$$;

-- Admins manage every category; coaches only their assigned ones.
create or replace function public.can_manage_category(category uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select public.is_admin() or category = any (public.coach_category_ids())
$$;

revoke execute on function public.has_role(text), public.is_admin(), public.is_coach(),
  public.coach_category_ids(), public.can_manage_category(uuid) from public;
grant execute on function public.has_role(text), public.is_admin(), public.is_coach(),
  public.coach_category_ids(), public.can_manage_category(uuid) to anon, authenticated, service_role;

-- Every new auth user gets a profile row, whoever created them (sign-up, admin, seed).
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (user_id, email, display_name)
  values (new.id, coalesce(new.email, ''), nullif(new.raw_user_meta_data ->> 'full_name', ''))
  on conflict (user_id) do nothing;
  return new;
end
$$;
revoke execute on function public.handle_new_user() from public;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

alter table public.profiles enable row level security;
alter table public.user_profiles enable row level security;
alter table public.user_roles enable row level security;

grant select, insert, delete on public.profiles to authenticated, service_role;
-- Only the display name is editable through the API; email follows auth and role is set by admins
-- through user_profiles (spec §5: the email cannot be changed in the profile).
grant update (display_name) on public.profiles to authenticated;
grant update on public.profiles to service_role;
grant select, insert, update, delete on public.user_profiles, public.user_roles to authenticated, service_role;

create policy "own profile or admin reads" on public.profiles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "own profile or admin updates" on public.profiles for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "own or admin inserts" on public.profiles for insert to authenticated
  with check ((select public.is_admin()) or (user_id = (select auth.uid()) and role = 'member'));
create policy "admin deletes" on public.profiles for delete to authenticated
  using ((select public.is_admin()));

create policy "own rows or admin reads" on public.user_profiles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "admin writes" on public.user_profiles for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "own rows or admin reads" on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "admin writes" on public.user_roles for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- Seasons, categories, clubs, teams
-- ---------------------------------------------------------------------------------------

create table public.seasons (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  start_date date not null,
  end_date date not null,
  is_active boolean not null default false,
  is_closed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date >= start_date)
);
-- Spec §4: only one season may be active.
create unique index seasons_one_active_idx on public.seasons (is_active) where is_active;
create index seasons_start_date_idx on public.seasons (start_date desc);

-- Activating a season deactivates the others (spec §4), before the unique index is checked.
create or replace function public.deactivate_other_seasons() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.is_active then
    update public.seasons set is_active = false where is_active and id <> new.id;
  end if;
  return new;
end
$$;
create trigger seasons_single_active before insert or update of is_active on public.seasons
  for each row when (new.is_active) execute function public.deactivate_other_seasons();
create trigger seasons_updated_at before update on public.seasons
  for each row execute function public.set_updated_at();

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (btrim(name) <> ''),
  description text,
  age_group text check (age_group in ('adults', 'juniors', 'youth', 'kids')),
  gender text check (gender in ('male', 'female', 'mixed')),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index categories_sort_order_idx on public.categories (sort_order) where is_active;
create trigger categories_updated_at before update on public.categories
  for each row execute function public.set_updated_at();

create table public.clubs (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  short_name text,
  logo_url text,
  city text,
  is_active boolean not null default true,
  is_own_club boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index clubs_name_idx on public.clubs (name);
create trigger clubs_updated_at before update on public.clubs
  for each row execute function public.set_updated_at();

-- A club takes part in a category in a season (spec §3); the unique constraint's name is
-- what the app maps to 'Tento klub je již přiřazen k této kategorii v této sezóně'.
create table public.club_categories (
  id uuid primary key default gen_random_uuid(),
  club_id uuid not null references public.clubs (id) on delete cascade,
  category_id uuid not null references public.categories (id) on delete cascade,
  season_id uuid not null references public.seasons (id) on delete cascade,
  max_teams integer not null default 1 check (max_teams between 1 and 26),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint club_categories_club_category_season_key unique (club_id, category_id, season_id)
);
create index club_categories_category_season_idx on public.club_categories (category_id, season_id);
create trigger club_categories_updated_at before update on public.club_categories
  for each row execute function public.set_updated_at();

-- The teams a club fields in a category and season (A, B …). Matches and standings point here.
create table public.club_category_teams (
  id uuid primary key default gen_random_uuid(),
  club_category_id uuid not null references public.club_categories (id) on delete cascade,
  team_suffix text not null default 'A' check (team_suffix ~ '^[A-Z]$'),
  is_primary boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (club_category_id, team_suffix)
);
create trigger club_category_teams_updated_at before update on public.club_category_teams
  for each row execute function public.set_updated_at();

-- The spec's `team` entity: a club's team with the name the site shows ("Sokol Svinov B";
-- the suffix only when the club fields more than one team). Invoker rights: RLS of the base
-- tables applies to whoever reads it.
create view public.teams with (security_invoker = true) as
select
  t.id,
  c.name || case when cc.max_teams > 1 or t.team_suffix <> 'A' then ' ' || t.team_suffix else '' end as name,
  coalesce(c.short_name, c.name) || case when cc.max_teams > 1 or t.team_suffix <> 'A' then ' ' || t.team_suffix else '' end as short_name,
  t.team_suffix,
  t.club_category_id,
  t.is_primary,
  t.is_active,
  cc.club_id,
  cc.category_id,
  cc.season_id,
  c.logo_url,
  c.is_own_club
from public.club_category_teams t
join public.club_categories cc on cc.id = t.club_category_id
join public.clubs c on c.id = cc.club_id;

-- ---------------------------------------------------------------------------------------
-- Matches (spec §3, §4)
-- ---------------------------------------------------------------------------------------

create table public.matches (
  id uuid primary key default gen_random_uuid(),
  category_id uuid not null references public.categories (id) on delete restrict,
  season_id uuid not null references public.seasons (id) on delete restrict,
  date date not null,
  time time,
  venue text not null default '',
  competition text not null default 'league'
    check (competition in ('league', 'championship', 'qualification', 'cup', 'tournament', 'friendly')),
  status text not null default 'upcoming' check (status in ('upcoming', 'completed')),
  home_team_id uuid not null references public.club_category_teams (id) on delete restrict,
  away_team_id uuid not null references public.club_category_teams (id) on delete restrict,
  home_score integer check (home_score >= 0),
  away_score integer check (away_score >= 0),
  home_score_halftime integer check (home_score_halftime >= 0),
  away_score_halftime integer check (away_score_halftime >= 0),
  matchweek integer check (matchweek >= 1),
  match_number text,
  is_home boolean not null default false,
  home_team_is_own_club boolean not null default false,
  away_team_is_own_club boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (home_team_id <> away_team_id)
);
create index matches_category_season_date_idx on public.matches (category_id, season_id, date);
create index matches_season_status_date_idx on public.matches (season_id, status, date);
create index matches_home_team_idx on public.matches (home_team_id);
create index matches_away_team_idx on public.matches (away_team_id);
create trigger matches_updated_at before update on public.matches
  for each row execute function public.set_updated_at();

-- The own-club flags follow the teams' clubs, so no client can set them wrong.
create or replace function public.set_match_own_club_flags() returns trigger
language plpgsql set search_path = '' as $$
begin
  select c.is_own_club into new.home_team_is_own_club
  from public.club_category_teams t
  join public.club_categories cc on cc.id = t.club_category_id
  join public.clubs c on c.id = cc.club_id
  where t.id = new.home_team_id;
  select c.is_own_club into new.away_team_is_own_club
  from public.club_category_teams t
  join public.club_categories cc on cc.id = t.club_category_id
  join public.clubs c on c.id = cc.club_id
  where t.id = new.away_team_id;
  new.home_team_is_own_club := coalesce(new.home_team_is_own_club, false);
  new.away_team_is_own_club := coalesce(new.away_team_is_own_club, false);
  new.is_home := new.home_team_is_own_club;
  return new;
end
$$;
create trigger matches_own_club_flags before insert or update of home_team_id, away_team_id on public.matches
  for each row execute function public.set_match_own_club_flags();

-- ---------------------------------------------------------------------------------------
-- Grants and RLS: the public site reads the competition; admins manage it.
-- ---------------------------------------------------------------------------------------

alter table public.seasons enable row level security;
alter table public.categories enable row level security;
alter table public.clubs enable row level security;
alter table public.club_categories enable row level security;
alter table public.club_category_teams enable row level security;
alter table public.matches enable row level security;

grant select on public.seasons, public.categories, public.clubs, public.club_categories,
  public.club_category_teams, public.matches, public.teams to anon, authenticated, service_role;
grant insert, update, delete on public.seasons, public.categories, public.clubs, public.club_categories,
  public.club_category_teams, public.matches to authenticated, service_role;

create policy "public reads" on public.seasons for select to anon, authenticated using (true);
create policy "admin writes" on public.seasons for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "public reads" on public.categories for select to anon, authenticated using (true);
create policy "admin writes" on public.categories for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "public reads" on public.clubs for select to anon, authenticated using (true);
create policy "admin writes" on public.clubs for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "public reads" on public.club_categories for select to anon, authenticated using (true);
create policy "admin writes" on public.club_categories for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "public reads" on public.club_category_teams for select to anon, authenticated using (true);
create policy "admin writes" on public.club_category_teams for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "public reads" on public.matches for select to anon, authenticated using (true);
create policy "admin writes" on public.matches for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
