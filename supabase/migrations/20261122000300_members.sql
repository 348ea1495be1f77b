-- People: club members, their club relationships and free metadata (spec §3, §4).
-- Privacy (issue 3 §4): birth dates, registration numbers and metadata are personal data.
-- The base tables are staff-only (admins all rows, coaches the members of their categories);
-- the public — anonymous visitors and signed-in members or bettors alike — reads names through
-- the view public.public_members (created with the lineups, whose rows it follows).

-- ---------------------------------------------------------------------------------------
-- Members
-- ---------------------------------------------------------------------------------------

create table public.members (
  id uuid primary key default gen_random_uuid(),
  -- Spec §5: name, surname and registration number are required after trimming.
  name text not null check (btrim(name) <> ''),
  surname text not null check (btrim(surname) <> ''),
  registration_number text not null check (btrim(registration_number) <> ''),
  date_of_birth date,
  sex text check (sex in ('male', 'female')),
  category_id uuid references public.categories (id) on delete set null,
  -- SEED-FACTS member functions; a member may hold several (spec §3: "may include player").
  functions text[] not null default '{}' check (
    functions <@ array['player', 'coach', 'referee', 'club_management', 'assistant_coach', 'team_manager',
                       'physiotherapist', 'doctor', 'parent', 'volunteer']::text[]
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A registration number identifies one person in the federation's register.
  constraint members_registration_number_key unique (registration_number)
);
-- Spec §7: members ordered by surname, name; filtered by category; player search by function.
create index members_surname_name_idx on public.members (surname, name);
create index members_category_id_idx on public.members (category_id);
create index members_functions_idx on public.members using gin (functions);
create trigger members_updated_at before update on public.members
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------
-- Member ↔ club relationships (spec §3; defaults of spec §4)
-- ---------------------------------------------------------------------------------------

create table public.member_club_relationships (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete cascade,
  club_id uuid not null references public.clubs (id) on delete cascade,
  -- The spec names only the defaults (permanent, active); the other values are the club's
  -- everyday cases: a player on loan (see player_loans), a guest player, a relationship that ended.
  relationship_type text not null default 'permanent' check (relationship_type in ('permanent', 'loan', 'guest')),
  status text not null default 'active' check (status in ('active', 'inactive', 'ended')),
  valid_from date not null default current_date,
  valid_to date,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (valid_to is null or valid_to >= valid_from)
);
create index member_club_relationships_member_id_idx on public.member_club_relationships (member_id);
create index member_club_relationships_club_id_idx on public.member_club_relationships (club_id, status);
create trigger member_club_relationships_updated_at before update on public.member_club_relationships
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------
-- Member metadata: one free-form document per member (spec §3 "member_id plus free metadata")
-- ---------------------------------------------------------------------------------------

create table public.member_metadata (
  member_id uuid primary key references public.members (id) on delete cascade,
  metadata jsonb not null default '{}' check (jsonb_typeof(metadata) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger member_metadata_updated_at before update on public.member_metadata
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------
-- Grants and RLS. No anon grant at all: anon must not reach birth dates or registration
-- numbers even by a mistaken select('*'); public names come from public.public_members.
-- Coaches read (not write) the members of their categories: the attendance, lineup and
-- birthday screens of the coach portal need them (spec §2, §9 birthday list).
-- ---------------------------------------------------------------------------------------

alter table public.members enable row level security;
alter table public.member_club_relationships enable row level security;
alter table public.member_metadata enable row level security;

grant select, insert, update, delete on public.members, public.member_club_relationships,
  public.member_metadata to authenticated, service_role;

create policy "admin or coach of the category reads" on public.members for select to authenticated
  using (public.can_manage_category(category_id));
create policy "admin writes" on public.members for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "admin or coach of the member's category reads" on public.member_club_relationships
  for select to authenticated
  using (
    exists (select 1 from public.members m where m.id = member_id and public.can_manage_category(m.category_id))
  );
create policy "admin writes" on public.member_club_relationships for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "admin or coach of the member's category reads" on public.member_metadata
  for select to authenticated
  using (
    exists (select 1 from public.members m where m.id = member_id and public.can_manage_category(m.category_id))
  );
create policy "admin writes" on public.member_metadata for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
