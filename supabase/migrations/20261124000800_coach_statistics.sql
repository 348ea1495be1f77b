-- Coach statistics and opponent analysis (issue 12 parts 3–5): the season results of the own
-- club's teams in a category, the goals a team scored and conceded over its recent form, the
-- opponent's top scorers from previous meetings, and the next match whose lineup is still empty.

-- ---------------------------------------------------------------------------------------
-- Season results of the own club's teams (spec §3, §4: only completed matches count). One row
-- per own-club team and match, from that team's side: a match between two own-club teams gives
-- a row to each. A completed match without both scores comes back with null goals, so the
-- caller can skip it instead of failing the whole season. The same permission as the player
-- statistics, since the screen shows both side by side.
-- ---------------------------------------------------------------------------------------

create or replace function public.get_team_season_results(p_category_id uuid, p_season_id uuid)
returns table (
  match_id uuid,
  date date,
  team_id uuid,
  team_name text,
  opponent_name text,
  is_home boolean,
  goals_for integer,
  goals_against integer
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
  select m.id, m.date, own.id, own.name, other.name, side.is_home,
         case when side.is_home then m.home_score else m.away_score end,
         case when side.is_home then m.away_score else m.home_score end
  from public.matches m
  cross join lateral (values (true), (false)) side (is_home)
  join public.teams own on own.id = case when side.is_home then m.home_team_id else m.away_team_id end
  join public.teams other on other.id = case when side.is_home then m.away_team_id else m.home_team_id end
  where m.category_id = p_category_id and m.season_id = p_season_id and m.status = 'completed'
    and case when side.is_home then m.home_team_is_own_club else m.away_team_is_own_club end
  order by own.name, m.date, m.time nulls last;
end
$$;
revoke execute on function public.get_team_season_results(uuid, uuid) from public;
grant execute on function public.get_team_season_results(uuid, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Goals over a team's form (spec §9: the same last 15 completed matches get_team_form counts).
-- Results are public, like the form itself.
-- ---------------------------------------------------------------------------------------

create or replace function public.get_team_form_goals(p_team_id uuid, p_limit integer default 15)
returns table (goals_for integer, goals_against integer)
language sql stable set search_path = '' as $$
  with recent as (
    select case when m.home_team_id = p_team_id then m.home_score else m.away_score end as scored,
           case when m.home_team_id = p_team_id then m.away_score else m.home_score end as conceded
    from public.matches m
    where (m.home_team_id = p_team_id or m.away_team_id = p_team_id)
      and m.status = 'completed' and m.home_score is not null and m.away_score is not null
    order by m.date desc, m.time desc nulls last
    limit least(greatest(coalesce(p_limit, 15), 1), 50)
  )
  select coalesce(sum(scored), 0)::int, coalesce(sum(conceded), 0)::int from recent
$$;
grant execute on function public.get_team_form_goals(uuid, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- The opponent's top scorers from previous meetings: the goals of the opponent's players on
-- their lineups in the head-to-head matches (spec §7: the last 10), members and external players
-- alike (an opponent's lineup names external players, 20261124000600_lineup_saves); member_id holds
-- the external player's id for one of those. SECURITY DEFINER with the statistics
-- permission: members' RLS would hide other clubs' players from a coach.
-- ---------------------------------------------------------------------------------------

create or replace function public.get_opponent_top_scorers(p_match_id uuid, p_limit integer default 5)
returns table (member_id uuid, name text, surname text, goals integer, matches_played integer)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_category_id uuid;
begin
  select m.category_id into v_category_id from public.matches m where m.id = p_match_id;
  if v_category_id is null then
    raise exception 'Zápas nebyl nalezen' using errcode = 'P0002';
  end if;
  if not public.can_manage_category(v_category_id) then
    raise exception 'Nemáte oprávnění k zobrazení statistik této kategorie' using errcode = '42501';
  end if;

  return query
  select player.id, player.name, player.surname, sum(lp.goals)::int, count(distinct l.id)::int
  from public.get_head_to_head(p_match_id, 10) h
  join public.lineups l on l.match_id = h.id and l.is_active
  join public.teams t on t.id = l.team_id
  join public.clubs c on c.id = t.club_id and not c.is_own_club
  join public.lineup_players lp on lp.lineup_id = l.id
  -- A lineup player is exactly one of a member or an external player (lineup_players_one_person).
  left join public.members mb on mb.id = lp.member_id
  left join public.external_players ep on ep.id = lp.external_player_id
  cross join lateral (
    select coalesce(mb.id, ep.id) as id, coalesce(mb.name, ep.name) as name, coalesce(mb.surname, ep.surname) as surname
  ) player
  group by player.id, player.name, player.surname
  having sum(lp.goals) > 0
  order by sum(lp.goals) desc, player.surname, player.name
  limit least(greatest(coalesce(p_limit, 5), 1), 50);
end
$$;
revoke execute on function public.get_opponent_top_scorers(uuid, integer) from public;
grant execute on function public.get_opponent_top_scorers(uuid, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- The coach dashboard's next lineup to fill: the soonest upcoming match of these categories
-- in which an own-club team has no lineup, or one without players (matches at the same hour by
-- their number, so the answer is stable). Lineups and matches are public reads, so the caller's
-- rights are enough.
-- ---------------------------------------------------------------------------------------

create or replace function public.get_next_match_without_lineup(p_category_ids uuid[])
returns setof public.matches
language sql stable set search_path = '' as $$
  select m.*
  from public.matches m
  where m.category_id = any (p_category_ids) and m.status = 'upcoming'
    and ((m.home_team_is_own_club and not exists (
            select 1 from public.lineups l join public.lineup_players lp on lp.lineup_id = l.id
            where l.match_id = m.id and l.team_id = m.home_team_id and l.is_active))
      or (m.away_team_is_own_club and not exists (
            select 1 from public.lineups l join public.lineup_players lp on lp.lineup_id = l.id
            where l.match_id = m.id and l.team_id = m.away_team_id and l.is_active)))
  order by m.date, m.time nulls last, m.match_number, m.id
  limit 1
$$;
grant execute on function public.get_next_match_without_lineup(uuid[]) to authenticated, service_role;
