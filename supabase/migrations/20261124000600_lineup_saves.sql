-- Lineups from the coach portal (issue 12): opponents' external players on a match sheet, a
-- whole team's sheet saved in one transaction, and a category roster member saved with the
-- roster's one captain and one vice-captain kept in the same transaction.

-- ---------------------------------------------------------------------------------------
-- External players on match sheets (spec §2 unified player picker: the opponent's lineup is
-- filled with external players). A sheet row is exactly one person: a member or an external.
-- get_player_statistics() joins members by member_id, so external rows never reach the club's
-- statistics (its inner join drops the null member).
-- ---------------------------------------------------------------------------------------

alter table public.lineup_players alter column member_id drop not null;
alter table public.lineup_players
  add column external_player_id uuid references public.external_players (id) on delete restrict;
alter table public.lineup_players
  add constraint lineup_players_one_person check (num_nonnulls(member_id, external_player_id) = 1);
alter table public.lineup_players
  add constraint lineup_players_lineup_id_external_player_id_key unique (lineup_id, external_player_id);
create index lineup_players_external_player_id_idx on public.lineup_players (external_player_id);

-- The public match page names the opponent's players too, but external players' registration
-- numbers are staff-only: like public_members, a view with its owner's rights exposes the names
-- of those on an active match sheet, nothing else.
create view public.public_external_players with (security_invoker = false, security_barrier = true) as
select e.id, e.name, e.surname
from public.external_players e
where exists (
  select 1 from public.lineup_players lp join public.lineups l on l.id = lp.lineup_id
  where lp.external_player_id = e.id and l.is_active
);
grant select on public.public_external_players to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- save_lineup: replaces one team's sheet (players and coaches) of a match at once, so a refused
-- save leaves the previous sheet intact (spec §9 "nothing half-saved"). SECURITY INVOKER: the
-- lineups policies decide (a coach writes only their categories' matches); the explicit check
-- first only turns the refusal into a clear message. The limit triggers are deferred to the end
-- of the transaction so that validate_lineup() reports the spec's rules in its own order, as
-- P0001 carrying the first message (the others in the detail). p_lineup_id is made by the
-- client: a retried first save finds the lineup by (match, team) and replaces the same rows.
-- ---------------------------------------------------------------------------------------

create or replace function public.save_lineup(
  p_lineup_id uuid,
  p_match_id uuid,
  p_team_id uuid,
  p_players jsonb,
  p_coaches jsonb
) returns uuid
language plpgsql security invoker set search_path = '' as $$
declare
  v_lineup_id uuid;
  v_errors text[];
begin
  if not exists (select 1 from public.matches m where m.id = p_match_id and public.can_manage_category(m.category_id)) then
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
revoke execute on function public.save_lineup(uuid, uuid, uuid, jsonb, jsonb) from public;
grant execute on function public.save_lineup(uuid, uuid, uuid, jsonb, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- save_category_lineup_member: adds (or edits, or brings back) a member of the category's
-- roster for a season, creating the roster on its first member. A roster has one captain and
-- one vice-captain: naming a new one clears the previous in the same transaction. SECURITY
-- INVOKER: the category_lineups policies decide. p_id is made by the client (a retry finds
-- the row by roster and member).
-- ---------------------------------------------------------------------------------------

create or replace function public.save_category_lineup_member(
  p_id uuid,
  p_category_id uuid,
  p_season_id uuid,
  p_member_id uuid,
  p_is_captain boolean,
  p_is_vice_captain boolean,
  -- Both may be unknown yet; an omitted argument is null.
  p_position text default null,
  p_jersey_number integer default null
) returns uuid
language plpgsql security invoker set search_path = '' as $$
declare
  v_roster_id uuid;
  v_id uuid;
begin
  if not public.can_manage_category(p_category_id) then
    raise exception 'Nemáte oprávnění upravovat sestavy této kategorie' using errcode = '42501';
  end if;

  select id into v_roster_id from public.category_lineups
  where category_id = p_category_id and season_id = p_season_id and is_active
  order by created_at limit 1;
  if v_roster_id is null then
    insert into public.category_lineups (category_id, season_id) values (p_category_id, p_season_id)
    returning id into v_roster_id;
  end if;

  if p_is_captain then
    update public.category_lineup_members set is_captain = false
    where lineup_id = v_roster_id and member_id <> p_member_id and is_captain;
  end if;
  if p_is_vice_captain then
    update public.category_lineup_members set is_vice_captain = false
    where lineup_id = v_roster_id and member_id <> p_member_id and is_vice_captain;
  end if;

  insert into public.category_lineup_members (
    id, lineup_id, member_id, position, jersey_number, is_captain, is_vice_captain, is_active
  ) values (
    p_id, v_roster_id, p_member_id, p_position, p_jersey_number, coalesce(p_is_captain, false),
    coalesce(p_is_vice_captain, false), true
  )
  on conflict (lineup_id, member_id) do update set
    position = excluded.position,
    jersey_number = excluded.jersey_number,
    is_captain = excluded.is_captain,
    is_vice_captain = excluded.is_vice_captain,
    is_active = true
  returning id into v_id;
  return v_id;
end
$$;
revoke execute on function public.save_category_lineup_member(uuid, uuid, uuid, uuid, boolean, boolean, text, integer) from public;
grant execute on function public.save_category_lineup_member(uuid, uuid, uuid, uuid, boolean, boolean, text, integer)
  to authenticated, service_role;
