-- A whole match sheet and a whole category roster are removed by soft delete (spec §4: lineups
-- are soft-deleted, is_active false), as their single members already are: the rows stay, every
-- read (RLS for the public, the app's filters, statistics) already skips inactive ones, and a
-- later save of the same match and team or a new roster member brings a sheet or roster back.
-- A hard DELETE of either is no longer granted to signed-in users, so nothing erases them.
-- save_lineup also names a missing match or team instead of reporting a missing right.

revoke delete on public.lineups, public.category_lineups from authenticated;

-- SECURITY INVOKER: the lineups policies decide who may change a sheet; when the update finds
-- nothing, the caller learns whether the sheet is missing or not theirs.
create or replace function public.soft_delete_lineup(p_lineup_id uuid) returns void
language plpgsql security invoker set search_path = '' as $$
begin
  update public.lineups set is_active = false where id = p_lineup_id;
  if found then
    return;
  end if;
  if exists (select 1 from public.lineups where id = p_lineup_id) then
    raise exception 'Nemáte oprávnění upravovat sestavy této kategorie' using errcode = '42501';
  end if;
  raise exception 'Sestava nebyla nalezena' using errcode = 'PT404';
end
$$;
revoke execute on function public.soft_delete_lineup(uuid) from public, anon;
grant execute on function public.soft_delete_lineup(uuid) to authenticated, service_role;

-- The category's roster of a season, all of it at once (the active one; older inactive rosters
-- stay as they are). Deleting a roster that is already gone changes nothing.
create or replace function public.soft_delete_category_roster(p_category_id uuid, p_season_id uuid) returns void
language plpgsql security invoker set search_path = '' as $$
begin
  if not public.can_manage_category(p_category_id) then
    raise exception 'Nemáte oprávnění upravovat sestavy této kategorie' using errcode = '42501';
  end if;
  update public.category_lineups set is_active = false
  where category_id = p_category_id and season_id = p_season_id and is_active;
end
$$;
revoke execute on function public.soft_delete_category_roster(uuid, uuid) from public, anon;
grant execute on function public.soft_delete_category_roster(uuid, uuid) to authenticated, service_role;

-- As in 20261124000600_lineup_saves.sql, with the match and the team looked up first: a sheet
-- for a match or team that does not exist is refused as not found (spec §8 lineups), not as a
-- missing right.
create or replace function public.save_lineup(
  p_lineup_id uuid,
  p_match_id uuid,
  p_team_id uuid,
  p_players jsonb,
  p_coaches jsonb
) returns uuid
language plpgsql security invoker set search_path = '' as $$
declare
  v_category_id uuid;
  v_lineup_id uuid;
  v_errors text[];
begin
  select m.category_id into v_category_id from public.matches m where m.id = p_match_id;
  if not found then
    raise exception 'Zápas nebyl nalezen' using errcode = 'PT404';
  end if;
  if not exists (select 1 from public.club_category_teams t where t.id = p_team_id) then
    raise exception 'Tým nebyl nalezen' using errcode = 'PT404';
  end if;
  if not public.can_manage_category(v_category_id) then
    raise exception 'Nemáte oprávnění upravovat sestavy této kategorie' using errcode = '42501';
  end if;
  set constraints public.lineup_players_limits, public.lineup_coaches_limit deferred;

  insert into public.lineups (id, match_id, team_id) values (p_lineup_id, p_match_id, p_team_id)
  on conflict (match_id, team_id) do update set is_active = true
  returning id into v_lineup_id;

  delete from public.lineup_players where lineup_id = v_lineup_id;
  insert into public.lineup_players (
    lineup_id, member_id, external_player_id, jersey_number, position, is_captain,
    goals, yellow_cards, red_cards_5min, red_cards_10min, red_cards_personal
  )
  select v_lineup_id, r.member_id, r.external_player_id, r.jersey_number, r.position, coalesce(r.is_captain, false),
    coalesce(r.goals, 0), coalesce(r.yellow_cards, 0), coalesce(r.red_cards_5min, 0),
    coalesce(r.red_cards_10min, 0), coalesce(r.red_cards_personal, 0)
  from jsonb_to_recordset(coalesce(p_players, '[]'::jsonb)) as r(
    member_id uuid, external_player_id uuid, jersey_number integer, position text, is_captain boolean,
    goals integer, yellow_cards integer, red_cards_5min integer, red_cards_10min integer, red_cards_personal integer
  );

  delete from public.lineup_coaches where lineup_id = v_lineup_id;
  insert into public.lineup_coaches (lineup_id, member_id, role)
  select v_lineup_id, r.member_id, coalesce(r.role, 'head_coach')
  from jsonb_to_recordset(coalesce(p_coaches, '[]'::jsonb)) as r(member_id uuid, role text);

  v_errors := public.validate_lineup(v_lineup_id);
  if cardinality(v_errors) > 0 then
    raise exception '%', v_errors[1] using errcode = 'P0001', detail = array_to_string(v_errors, '; ');
  end if;
  return v_lineup_id;
end
$$;
revoke execute on function public.save_lineup(uuid, uuid, uuid, jsonb, jsonb) from public, anon;
grant execute on function public.save_lineup(uuid, uuid, uuid, jsonb, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- The automatic standings recalculation after a result names the step that failed (spec §8
-- standings messages), so a result refused because the table could not follow says why instead
-- of a raw database error; the original error stays in the detail. Its steps: whether standings
-- exist for the match's category and season, whether the season is closed, and the calculation. Reads wait for locks as before: a step fails only when the
-- database refuses it (e.g. the caller's lock or statement timeout while a migration holds the
-- table), never by a timeout of its own.
-- ---------------------------------------------------------------------------------------

create or replace function public.recalculate_standings_after_match() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_target record;
  v_has_standings boolean;
  v_is_closed boolean;
begin
  for v_target in
    select distinct category_id, season_id from (
      select new.category_id, new.season_id where tg_op <> 'DELETE'
      union all
      select old.category_id, old.season_id where tg_op <> 'INSERT'
    ) changed
  loop
    begin
      select exists (
        select 1 from public.standings s where s.category_id = v_target.category_id and s.season_id = v_target.season_id
      ) into v_has_standings;
    exception when others then
      raise exception 'Nepodařilo se ověřit existující tabulku' using errcode = 'P0001', detail = sqlstate || ': ' || sqlerrm;
    end;
    continue when not v_has_standings;

    begin
      select se.is_closed into strict v_is_closed from public.seasons se where se.id = v_target.season_id;
    exception when others then
      raise exception 'Nepodařilo se ověřit stav sezóny' using errcode = 'P0001', detail = sqlstate || ': ' || sqlerrm;
    end;
    continue when v_is_closed;

    begin
      perform public.compute_standings(v_target.category_id, v_target.season_id);
    exception when others then
      raise exception 'Chyba při výpočtu tabulky' using errcode = 'P0001', detail = sqlstate || ': ' || sqlerrm;
    end;
  end loop;
  return null;
end
$$;
revoke execute on function public.recalculate_standings_after_match() from public, anon, authenticated;
