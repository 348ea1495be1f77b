-- Lineups: the match sheet of a team in a match (spec §3), the season roster of a category
-- (category_lineups), the lineup limits of spec §5/§9, player statistics (spec §3, §9), and the
-- public view of member names that lineups and rosters show (issue 3 §4).

-- ---------------------------------------------------------------------------------------
-- Match lineups
-- ---------------------------------------------------------------------------------------

create table public.lineups (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete cascade,
  team_id uuid not null references public.club_category_teams (id) on delete restrict,
  is_home_team boolean not null default false,
  -- Spec §4: lineups are soft-deleted.
  is_active boolean not null default true,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Spec §7: lineups are read by match_id and team_id; one lineup per team and match.
  constraint lineups_match_id_team_id_key unique (match_id, team_id)
);
create index lineups_team_id_idx on public.lineups (team_id);
create trigger lineups_updated_at before update on public.lineups
  for each row execute function public.set_updated_at();

-- The team must play the match; is_home_team follows the match so no client can set it wrong.
create or replace function public.set_lineup_home_team() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_home uuid;
  v_away uuid;
begin
  select m.home_team_id, m.away_team_id into v_home, v_away from public.matches m where m.id = new.match_id;
  if new.team_id is distinct from v_home and new.team_id is distinct from v_away then
    raise exception 'Tým v tomto zápase nehraje' using errcode = '23514';
  end if;
  new.is_home_team := new.team_id = v_home;
  return new;
end
$$;
create trigger lineups_home_team before insert or update of match_id, team_id on public.lineups
  for each row execute function public.set_lineup_home_team();

create table public.lineup_players (
  id uuid primary key default gen_random_uuid(),
  lineup_id uuid not null references public.lineups (id) on delete cascade,
  -- A match sheet is history: a member who played cannot be deleted from under it.
  member_id uuid not null references public.members (id) on delete restrict,
  jersey_number integer check (jersey_number between 1 and 99),
  -- Spec §5: players without a position are ignored by the lineup limits.
  position text check (position in ('field_player', 'goalkeeper')),
  is_captain boolean not null default false,
  goals integer not null default 0 check (goals >= 0),
  yellow_cards integer not null default 0 check (yellow_cards >= 0),
  red_cards_5min integer not null default 0 check (red_cards_5min >= 0),
  red_cards_10min integer not null default 0 check (red_cards_10min >= 0),
  red_cards_personal integer not null default 0 check (red_cards_personal >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint lineup_players_lineup_id_member_id_key unique (lineup_id, member_id),
  constraint lineup_players_lineup_id_jersey_number_key unique (lineup_id, jersey_number)
);
-- Spec §7: lineup_players joined with lineups, matches and members for statistics.
create index lineup_players_member_id_idx on public.lineup_players (member_id);
-- One captain per match sheet.
create unique index lineup_players_one_captain_idx on public.lineup_players (lineup_id) where is_captain;
create trigger lineup_players_updated_at before update on public.lineup_players
  for each row execute function public.set_updated_at();

create table public.lineup_coaches (
  id uuid primary key default gen_random_uuid(),
  lineup_id uuid not null references public.lineups (id) on delete cascade,
  member_id uuid not null references public.members (id) on delete restrict,
  -- SEED-FACTS lineup coach roles: Hlavní trenér, Asistent trenéra, Vedoucí týmu.
  role text not null default 'head_coach' check (role in ('head_coach', 'assistant_coach', 'team_manager')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint lineup_coaches_lineup_id_member_id_key unique (lineup_id, member_id)
);
create index lineup_coaches_member_id_idx on public.lineup_coaches (member_id);
create trigger lineup_coaches_updated_at before update on public.lineup_coaches
  for each row execute function public.set_updated_at();

-- The category a lineup belongs to (through its match), for the policies of its rows.
-- SECURITY DEFINER: it must see inactive lineups whatever the caller may read.
create or replace function public.lineup_category_id(p_lineup_id uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select m.category_id from public.lineups l join public.matches m on m.id = l.match_id where l.id = p_lineup_id
$$;
revoke execute on function public.lineup_category_id(uuid) from public;
grant execute on function public.lineup_category_id(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Lineup limits (spec §5, §9): 1-2 goalkeepers, 6-13 field players, at least 7 players,
-- at most 3 coaches. A lineup is built row by row, so the minimums can only hold when the
-- coach saves it: validate_lineup() reports them. The maximums can never be legitimately
-- exceeded, so a constraint trigger refuses the row that would exceed them. It is an AFTER
-- trigger (fires at the end of the statement, so one upsert may swap positions) and
-- DEFERRABLE, so an RPC may rearrange a lineup over several statements.
-- ---------------------------------------------------------------------------------------

create or replace function public.validate_lineup(p_lineup_id uuid) returns text[]
language plpgsql stable set search_path = '' as $$
declare
  v_goalkeepers integer;
  v_field_players integer;
  v_coaches integer;
  v_errors text[] := '{}';
begin
  if not exists (select 1 from public.lineups where id = p_lineup_id) then
    raise exception 'Sestava nebyla nalezena' using errcode = 'P0002';
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
revoke execute on function public.validate_lineup(uuid) from public;
grant execute on function public.validate_lineup(uuid) to authenticated, service_role;

-- SECURITY DEFINER: it locks the lineup row (serialising concurrent additions to one lineup,
-- so two requests cannot both add the third goalkeeper) and counts every row of the lineup,
-- whatever the caller may read. FOR NO KEY UPDATE does not conflict with the KEY SHARE lock
-- the foreign keys of concurrent inserts take, so it cannot deadlock with them.
create or replace function public.enforce_lineup_player_limits() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_goalkeepers integer;
  v_field_players integer;
begin
  perform 1 from public.lineups where id = new.lineup_id for no key update;
  select count(*) filter (where position = 'goalkeeper'), count(*) filter (where position = 'field_player')
    into v_goalkeepers, v_field_players
  from public.lineup_players where lineup_id = new.lineup_id;
  if v_goalkeepers > 2 then
    raise exception 'Nemůže být více než 2 brankáři' using errcode = '23514';
  end if;
  if v_field_players > 13 then
    raise exception 'Nemůže být více než 13 hráčů v poli' using errcode = '23514';
  end if;
  return null;
end
$$;
revoke execute on function public.enforce_lineup_player_limits() from public;
create constraint trigger lineup_players_limits after insert or update of lineup_id, position on public.lineup_players
  deferrable initially immediate
  for each row execute function public.enforce_lineup_player_limits();

create or replace function public.enforce_lineup_coach_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from public.lineups where id = new.lineup_id for no key update;
  if (select count(*) from public.lineup_coaches where lineup_id = new.lineup_id) > 3 then
    raise exception 'Nemůže být více než 3 trenéři' using errcode = '23514';
  end if;
  return null;
end
$$;
revoke execute on function public.enforce_lineup_coach_limit() from public;
create constraint trigger lineup_coaches_limit after insert or update of lineup_id on public.lineup_coaches
  deferrable initially immediate
  for each row execute function public.enforce_lineup_coach_limit();

-- ---------------------------------------------------------------------------------------
-- Category lineups: a category's roster for a season (spec §3)
-- ---------------------------------------------------------------------------------------

create table public.category_lineups (
  id uuid primary key default gen_random_uuid(),
  category_id uuid not null references public.categories (id) on delete cascade,
  season_id uuid not null references public.seasons (id) on delete cascade,
  is_active boolean not null default true,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index category_lineups_category_season_idx on public.category_lineups (category_id, season_id);
create trigger category_lineups_updated_at before update on public.category_lineups
  for each row execute function public.set_updated_at();

create table public.category_lineup_members (
  id uuid primary key default gen_random_uuid(),
  lineup_id uuid not null references public.category_lineups (id) on delete cascade,
  member_id uuid not null references public.members (id) on delete cascade,
  position text check (position in ('field_player', 'goalkeeper')),
  jersey_number integer check (jersey_number between 1 and 99),
  is_captain boolean not null default false,
  is_vice_captain boolean not null default false,
  -- Spec §4: lineup members are soft-deleted.
  is_active boolean not null default true,
  added_at timestamptz not null default now(),
  added_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  constraint category_lineup_members_lineup_id_member_id_key unique (lineup_id, member_id),
  check (not (is_captain and is_vice_captain))
);
-- A jersey number is worn by one active member of a roster; a removed member frees it.
create unique index category_lineup_members_jersey_idx on public.category_lineup_members (lineup_id, jersey_number)
  where is_active;
create index category_lineup_members_member_id_idx on public.category_lineup_members (member_id);
create trigger category_lineup_members_updated_at before update on public.category_lineup_members
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------
-- Grants and RLS: the public reads active lineups and rosters (match detail, category pages);
-- coaches write them only for their categories (a match lineup's category is its match's);
-- admins everything.
-- ---------------------------------------------------------------------------------------

alter table public.lineups enable row level security;
alter table public.lineup_players enable row level security;
alter table public.lineup_coaches enable row level security;
alter table public.category_lineups enable row level security;
alter table public.category_lineup_members enable row level security;

grant select on public.lineups, public.lineup_players, public.lineup_coaches, public.category_lineups,
  public.category_lineup_members to anon;
grant select, insert, update, delete on public.lineups, public.lineup_players, public.lineup_coaches,
  public.category_lineups, public.category_lineup_members to authenticated, service_role;

create policy "public reads active" on public.lineups for select to anon, authenticated
  using (is_active);
create policy "admin or coach of the match's category manages" on public.lineups for all to authenticated
  using (exists (select 1 from public.matches m where m.id = match_id and public.can_manage_category(m.category_id)))
  with check (exists (select 1 from public.matches m where m.id = match_id and public.can_manage_category(m.category_id)));

create policy "public reads rows of active lineups" on public.lineup_players for select to anon, authenticated
  using (exists (select 1 from public.lineups l where l.id = lineup_id and l.is_active));
create policy "admin or coach of the category manages" on public.lineup_players for all to authenticated
  using (public.can_manage_category(public.lineup_category_id(lineup_id)))
  with check (public.can_manage_category(public.lineup_category_id(lineup_id)));

create policy "public reads rows of active lineups" on public.lineup_coaches for select to anon, authenticated
  using (exists (select 1 from public.lineups l where l.id = lineup_id and l.is_active));
create policy "admin or coach of the category manages" on public.lineup_coaches for all to authenticated
  using (public.can_manage_category(public.lineup_category_id(lineup_id)))
  with check (public.can_manage_category(public.lineup_category_id(lineup_id)));

create policy "public reads active" on public.category_lineups for select to anon, authenticated
  using (is_active);
create policy "admin or coach of the category manages" on public.category_lineups for all to authenticated
  using (public.can_manage_category(category_id)) with check (public.can_manage_category(category_id));

create policy "public reads active members of active rosters" on public.category_lineup_members
  for select to anon, authenticated
  using (is_active and exists (select 1 from public.category_lineups l where l.id = lineup_id and l.is_active));
create policy "admin or coach of the category manages" on public.category_lineup_members for all to authenticated
  using (exists (
    select 1 from public.category_lineups l where l.id = lineup_id and public.can_manage_category(l.category_id)
  ))
  with check (exists (
    select 1 from public.category_lineups l where l.id = lineup_id and public.can_manage_category(l.category_id)
  ));

-- ---------------------------------------------------------------------------------------
-- What the public may know of members (issue 3 §4): names, category and functions of the
-- people lineups and rosters show — players and coaching staff, and anyone on an active match
-- lineup or roster. A view with its owner's rights (security_invoker = false) is the one path
-- for anon and for signed-in non-staff alike: column grants could hide birth dates from anon,
-- but not from a signed-in bettor, since `authenticated` also carries the coaches' full read.
-- security_barrier keeps callers' filters from running before the view's own condition.
-- PostgREST embeds it from lineup_players / category_lineup_members through members' key.
-- ---------------------------------------------------------------------------------------

create view public.public_members with (security_invoker = false, security_barrier = true) as
select m.id, m.name, m.surname, m.category_id, m.functions
from public.members m
where m.functions && array['player', 'coach', 'assistant_coach', 'team_manager']::text[]
   or exists (
     select 1 from public.lineup_players lp join public.lineups l on l.id = lp.lineup_id
     where lp.member_id = m.id and l.is_active
   )
   or exists (
     select 1 from public.lineup_coaches lc join public.lineups l on l.id = lc.lineup_id
     where lc.member_id = m.id and l.is_active
   )
   or exists (
     select 1 from public.category_lineup_members clm join public.category_lineups cl on cl.id = clm.lineup_id
     where clm.member_id = m.id and clm.is_active and cl.is_active
   );
grant select on public.public_members to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Player statistics (spec §3, §9): only completed matches count (spec §4); sorted by goals
-- desc, then total cards asc. Jersey, position and captaincy are those of the latest match.
-- SECURITY DEFINER with an explicit check: the result carries registration numbers (staff
-- only), and a coach must count every player of the category's lineups, including players
-- registered in another category, whom members' RLS would hide from them.
-- ---------------------------------------------------------------------------------------

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
    mb.id, mb.name, mb.surname, mb.registration_number,
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
revoke execute on function public.get_player_statistics(uuid, uuid) from public;
grant execute on function public.get_player_statistics(uuid, uuid) to authenticated, service_role;
