-- Competition rules (spec §3, §4, §5, §8, §9): standings and their recalculation, the
-- own-club matches view with its guarded refresh, match metadata, videos, and recording
-- results.

-- ---------------------------------------------------------------------------------------
-- Standings
-- ---------------------------------------------------------------------------------------

create table public.standings (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.club_category_teams (id) on delete cascade,
  club_id uuid not null references public.clubs (id) on delete cascade,
  category_id uuid not null references public.categories (id) on delete cascade,
  season_id uuid not null references public.seasons (id) on delete cascade,
  position integer not null check (position >= 1),
  matches integer not null default 0 check (matches >= 0),
  wins integer not null default 0 check (wins >= 0),
  draws integer not null default 0 check (draws >= 0),
  losses integer not null default 0 check (losses >= 0),
  goals_for integer not null default 0 check (goals_for >= 0),
  goals_against integer not null default 0 check (goals_against >= 0),
  points integer not null default 0 check (points >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The app upserts on exactly this conflict target (spec §7).
  constraint standings_category_season_team_key unique (category_id, season_id, team_id),
  check (matches = wins + draws + losses)
);
create index standings_category_season_position_idx on public.standings (category_id, season_id, position);
create trigger standings_updated_at before update on public.standings
  for each row execute function public.set_updated_at();

alter table public.standings enable row level security;
grant select on public.standings to anon, authenticated, service_role;
grant insert, update, delete on public.standings to authenticated, service_role;
create policy "public reads" on public.standings for select to anon, authenticated using (true);
create policy "admin writes" on public.standings for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- The table from the completed matches: win 2, draw 1, loss 0 (spec §9); order points,
-- goal difference, goals for (spec §9), then name so equal teams keep a stable order.
-- Internal: callers check rights and season state first.
create or replace function public.compute_standings(p_category_id uuid, p_season_id uuid) returns void
language sql security definer set search_path = '' as $$
  with teams as (
    select s.team_id, s.club_id, t.name
    from public.standings s
    join public.teams t on t.id = s.team_id
    where s.category_id = p_category_id and s.season_id = p_season_id
  ),
  results as (
    select m.home_team_id as team_id, m.home_score as scored, m.away_score as conceded
    from public.matches m
    where m.category_id = p_category_id and m.season_id = p_season_id and m.status = 'completed'
      and m.home_score is not null and m.away_score is not null
    union all
    select m.away_team_id, m.away_score, m.home_score
    from public.matches m
    where m.category_id = p_category_id and m.season_id = p_season_id and m.status = 'completed'
      and m.home_score is not null and m.away_score is not null
  ),
  totals as (
    select t.team_id,
           count(r.team_id)::int as matches,
           count(*) filter (where r.scored > r.conceded)::int as wins,
           count(*) filter (where r.scored = r.conceded)::int as draws,
           count(*) filter (where r.scored < r.conceded)::int as losses,
           coalesce(sum(r.scored), 0)::int as goals_for,
           coalesce(sum(r.conceded), 0)::int as goals_against,
           t.name
    from teams t
    left join results r on r.team_id = t.team_id
    group by t.team_id, t.name
  ),
  ranked as (
    select totals.*, 2 * wins + draws as points,
           row_number() over (order by 2 * wins + draws desc, goals_for - goals_against desc, goals_for desc, name) as position
    from totals
  )
  update public.standings s
  set position = r.position, matches = r.matches, wins = r.wins, draws = r.draws, losses = r.losses,
      goals_for = r.goals_for, goals_against = r.goals_against, points = r.points
  from ranked r
  where s.team_id = r.team_id and s.category_id = p_category_id and s.season_id = p_season_id
$$;
revoke execute on function public.compute_standings(uuid, uuid) from public, anon, authenticated;

create or replace function public.generate_initial_standings(p_category_id uuid, p_season_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_is_closed boolean;
  v_created integer;
begin
  if not public.is_admin() then
    raise exception 'Nemáte oprávnění generovat tabulku' using errcode = '42501';
  end if;
  if p_category_id is null or p_season_id is null then
    raise exception 'Chybí ID kategorie nebo sezóny' using errcode = '22023';
  end if;
  select is_closed into v_is_closed from public.seasons where id = p_season_id;
  if v_is_closed is null then
    raise exception 'Neplatné ID sezóny' using errcode = '22023';
  end if;
  if v_is_closed then
    raise exception 'Nelze generovat tabulku pro uzavřenou sezónu' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.standings where category_id = p_category_id and season_id = p_season_id) then
    raise exception 'Tabulka již existuje. Použijte "Přepočítat tabulku" pro aktualizaci.' using errcode = 'P0001';
  end if;
  insert into public.standings (team_id, club_id, category_id, season_id, position)
  select t.id, cc.club_id, cc.category_id, cc.season_id, row_number() over (order by c.name, t.team_suffix)
  from public.club_category_teams t
  join public.club_categories cc on cc.id = t.club_category_id
  join public.clubs c on c.id = cc.club_id
  where cc.category_id = p_category_id and cc.season_id = p_season_id and cc.is_active and t.is_active;
  get diagnostics v_created = row_count;
  if v_created = 0 then
    raise exception 'Žádné týmy v této kategorii a sezóně' using errcode = 'P0001';
  end if;
  -- Matches may already be played when the table is first generated.
  perform public.compute_standings(p_category_id, p_season_id);
  return v_created;
end
$$;

-- Admins only: the table is official club data (spec §6 leaves coaches' rights open; the
-- automatic recalculation after a result keeps it current for them anyway).
create or replace function public.recalculate_standings(p_category_id uuid, p_season_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_is_closed boolean;
begin
  if not public.is_admin() then
    raise exception 'Nemáte oprávnění přepočítat tabulku' using errcode = '42501';
  end if;
  if p_category_id is null then
    raise exception 'Neplatné ID kategorie' using errcode = '22023';
  end if;
  if p_season_id is null then
    raise exception 'Neplatné ID sezóny' using errcode = '22023';
  end if;
  select is_closed into v_is_closed from public.seasons where id = p_season_id;
  if v_is_closed is null then
    raise exception 'Neplatné ID sezóny' using errcode = '22023';
  end if;
  if v_is_closed then
    raise exception 'Nelze přepočítat tabulku pro uzavřenou sezónu' using errcode = 'P0001';
  end if;
  perform public.compute_standings(p_category_id, p_season_id);
end
$$;

revoke execute on function public.generate_initial_standings(uuid, uuid), public.recalculate_standings(uuid, uuid) from public, anon;
grant execute on function public.generate_initial_standings(uuid, uuid), public.recalculate_standings(uuid, uuid) to authenticated, service_role;

-- Spec §4: recalculation runs automatically only where standings exist for the category
-- and season, and never for a closed season.
create or replace function public.recalculate_standings_after_match() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_target record;
begin
  for v_target in
    select distinct category_id, season_id from (
      select new.category_id, new.season_id where tg_op <> 'DELETE'
      union all
      select old.category_id, old.season_id where tg_op <> 'INSERT'
    ) changed
  loop
    if exists (select 1 from public.standings s where s.category_id = v_target.category_id and s.season_id = v_target.season_id)
       and not exists (select 1 from public.seasons se where se.id = v_target.season_id and se.is_closed) then
      perform public.compute_standings(v_target.category_id, v_target.season_id);
    end if;
  end loop;
  return null;
end
$$;
revoke execute on function public.recalculate_standings_after_match() from public;

-- Only changes that can move the table: a completed match appearing, changing or leaving.
create trigger matches_recalculate_standings_insert after insert on public.matches
  for each row when (new.status = 'completed')
  execute function public.recalculate_standings_after_match();
create trigger matches_recalculate_standings_delete after delete on public.matches
  for each row when (old.status = 'completed')
  execute function public.recalculate_standings_after_match();
create trigger matches_recalculate_standings_update after update on public.matches
  for each row when (
    (old.status = 'completed' or new.status = 'completed')
    and (old.status, old.home_score, old.away_score, old.home_team_id, old.away_team_id, old.category_id, old.season_id)
        is distinct from
        (new.status, new.home_score, new.away_score, new.home_team_id, new.away_team_id, new.category_id, new.season_id))
  execute function public.recalculate_standings_after_match();

-- ---------------------------------------------------------------------------------------
-- Own-club matches (spec §7: refresh_materialized_view('own_club_matches'))
-- ---------------------------------------------------------------------------------------

create materialized view public.own_club_matches as
select m.id, m.date, m.time, m.venue, m.competition, m.status,
       m.home_score, m.away_score, m.home_score_halftime, m.away_score_halftime,
       m.matchweek, m.match_number, m.category_id, m.season_id, m.is_home,
       m.home_team_id, m.away_team_id,
       ht.name as home_team_name, ht.short_name as home_team_short_name, ht.club_id as home_club_id, ht.logo_url as home_team_logo_url,
       at.name as away_team_name, at.short_name as away_team_short_name, at.club_id as away_club_id, at.logo_url as away_team_logo_url,
       c.name as category_name, s.name as season_name
from public.matches m
join public.teams ht on ht.id = m.home_team_id
join public.teams at on at.id = m.away_team_id
join public.categories c on c.id = m.category_id
join public.seasons s on s.id = m.season_id
where m.home_team_is_own_club or m.away_team_is_own_club;
create unique index own_club_matches_id_idx on public.own_club_matches (id);
create index own_club_matches_category_date_idx on public.own_club_matches (category_id, date);
-- Only schedule data, all of it public on the site: no RLS is needed (views have none).
grant select on public.own_club_matches to anon, authenticated, service_role;

-- The spec's exec_sql fallback is deliberately absent: refreshing is the only thing this
-- does, and only for views on the allow-list.
create or replace function public.refresh_materialized_view(view_name text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not (public.is_admin() or public.is_coach()) then
    raise exception 'Nemáte oprávnění obnovit pohled' using errcode = '42501';
  end if;
  if view_name is distinct from 'own_club_matches' then
    raise exception 'Pohled "%" nelze obnovit', coalesce(view_name, '') using errcode = '22023';
  end if;
  refresh materialized view public.own_club_matches;
end
$$;
revoke execute on function public.refresh_materialized_view(text) from public, anon;
grant execute on function public.refresh_materialized_view(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Match metadata (spec §3, §4)
-- ---------------------------------------------------------------------------------------

create table public.match_metadata (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete cascade,
  metadata_type text not null check (btrim(metadata_type) <> ''),
  value jsonb not null default '{}',
  is_primary boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index match_metadata_match_type_idx on public.match_metadata (match_id, metadata_type);
create unique index match_metadata_one_primary_idx on public.match_metadata (match_id, metadata_type) where is_primary;
create trigger match_metadata_updated_at before update on public.match_metadata
  for each row execute function public.set_updated_at();

-- Spec §4: setting a primary first clears the primary flag of the same match and type.
create or replace function public.clear_other_primary_metadata() returns trigger
language plpgsql set search_path = '' as $$
begin
  update public.match_metadata set is_primary = false
  where match_id = new.match_id and metadata_type = new.metadata_type and is_primary and id <> new.id;
  return new;
end
$$;
create trigger match_metadata_single_primary before insert or update of is_primary on public.match_metadata
  for each row when (new.is_primary) execute function public.clear_other_primary_metadata();

alter table public.match_metadata enable row level security;
grant select on public.match_metadata to anon, authenticated, service_role;
grant insert, update, delete on public.match_metadata to authenticated, service_role;
create policy "public reads" on public.match_metadata for select to anon, authenticated using (true);
create policy "admin or coach of the category writes" on public.match_metadata for all to authenticated
  using (exists (select 1 from public.matches m where m.id = match_id and public.can_manage_category(m.category_id)))
  with check (exists (select 1 from public.matches m where m.id = match_id and public.can_manage_category(m.category_id)));

-- ---------------------------------------------------------------------------------------
-- Videos (spec §3, §5) and their matches
-- ---------------------------------------------------------------------------------------

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> ''),
  description text,
  youtube_url text not null check (btrim(youtube_url) <> ''),
  youtube_id text not null check (youtube_id ~ '^[A-Za-z0-9_-]{11}$'),
  thumbnail_url text,
  category_id uuid not null references public.categories (id) on delete restrict,
  club_id uuid references public.clubs (id) on delete set null,
  season_id uuid references public.seasons (id) on delete set null,
  recording_date date,
  is_active boolean not null default true,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  updated_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index videos_category_recording_idx on public.videos (category_id, recording_date desc);
create index videos_recording_date_idx on public.videos (recording_date desc) where is_active;
create trigger videos_updated_at before update on public.videos
  for each row execute function public.set_updated_at();

alter table public.videos enable row level security;
grant select on public.videos to anon, authenticated, service_role;
grant insert, update, delete on public.videos to authenticated, service_role;
create policy "public reads active videos" on public.videos for select to anon, authenticated
  using (is_active or public.can_manage_category(category_id));
create policy "admin or coach of the category writes" on public.videos for all to authenticated
  using (public.can_manage_category(category_id)) with check (public.can_manage_category(category_id));

create table public.match_videos (
  match_id uuid not null references public.matches (id) on delete cascade,
  video_id uuid not null references public.videos (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (match_id, video_id)
);
create index match_videos_video_idx on public.match_videos (video_id);

alter table public.match_videos enable row level security;
grant select on public.match_videos to anon, authenticated, service_role;
grant insert, delete on public.match_videos to authenticated, service_role;
create policy "public reads" on public.match_videos for select to anon, authenticated using (true);
create policy "admin or coach of the category links" on public.match_videos for insert to authenticated
  with check (exists (select 1 from public.matches m where m.id = match_id and public.can_manage_category(m.category_id)));
create policy "admin or coach of the category unlinks" on public.match_videos for delete to authenticated
  using (exists (select 1 from public.matches m where m.id = match_id and public.can_manage_category(m.category_id)));

-- ---------------------------------------------------------------------------------------
-- Recording a result (spec §4: an upcoming match gets a result and becomes completed)
-- ---------------------------------------------------------------------------------------

-- A coach may record results of their categories' matches without being able to rewrite
-- the rest of the match row, hence a function rather than an UPDATE grant.
create or replace function public.record_match_result(
  p_match_id uuid,
  p_home_score integer,
  p_away_score integer,
  p_home_halftime integer default null,
  p_away_halftime integer default null
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_category_id uuid;
begin
  select category_id into v_category_id from public.matches where id = p_match_id;
  if v_category_id is null then
    raise exception 'Zápas nebyl nalezen' using errcode = 'P0002';
  end if;
  if not public.can_manage_category(v_category_id) then
    raise exception 'Nemáte oprávnění zapsat výsledek tohoto zápasu' using errcode = '42501';
  end if;
  if p_home_score is null or p_away_score is null or p_home_score < 0 or p_away_score < 0
     or p_home_halftime < 0 or p_away_halftime < 0 then
    raise exception 'Skóre musí být nezáporné číslo' using errcode = '22023';
  end if;
  update public.matches
  set home_score = p_home_score, away_score = p_away_score,
      home_score_halftime = p_home_halftime, away_score_halftime = p_away_halftime,
      status = 'completed'
  where id = p_match_id;
end
$$;
revoke execute on function public.record_match_result(uuid, integer, integer, integer, integer) from public, anon;
grant execute on function public.record_match_result(uuid, integer, integer, integer, integer) to authenticated, service_role;

-- Spec §7: the last completed matches of the category between the own club's teams and the
-- opponent's club, newest first.
create or replace function public.get_head_to_head(p_match_id uuid, p_limit integer default 10)
returns setof public.matches
language sql stable set search_path = '' as $$
  with base as (
    select m.category_id,
           case when m.home_team_is_own_club then at.club_id else ht.club_id end as opponent_club_id
    from public.matches m
    join public.teams ht on ht.id = m.home_team_id
    join public.teams at on at.id = m.away_team_id
    where m.id = p_match_id
  )
  select m.*
  from public.matches m
  join public.teams ht on ht.id = m.home_team_id
  join public.teams at on at.id = m.away_team_id
  join base b on b.category_id = m.category_id
  where m.status = 'completed' and m.id <> p_match_id
    and ((m.home_team_is_own_club and at.club_id = b.opponent_club_id)
      or (m.away_team_is_own_club and ht.club_id = b.opponent_club_id))
  order by m.date desc, m.time desc nulls last
  limit least(greatest(coalesce(p_limit, 10), 1), 50)
$$;
grant execute on function public.get_head_to_head(uuid, integer) to anon, authenticated, service_role;
