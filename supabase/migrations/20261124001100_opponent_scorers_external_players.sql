-- ---------------------------------------------------------------------------------------
-- The opponent's top scorers count external players too. Since 20261124000600_lineup_saves an
-- opponent's lineup names its players as external players (lineup_players.external_player_id,
-- member_id null), so the members-only join of 20261124000800_coach_statistics missed them.
-- Same permission check, return shape and ordering (goals desc, then surname, name); member_id
-- holds the external player's id for an external player (the ids never collide: both are uuids).
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
