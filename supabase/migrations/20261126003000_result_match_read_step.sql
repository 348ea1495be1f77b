-- Recording a result names the step that failed when the match itself cannot be read (another
-- transaction, such as a migration, holding the matches table past the caller's lock timeout), as
-- the standings steps after it already do: 'Nepodařilo se načíst data zápasu', with the original
-- error in the detail. Otherwise as in 20261126000600_result_corrections.sql.

create or replace function public.record_match_result(
  p_match_id uuid,
  p_home_score integer,
  p_away_score integer,
  p_home_halftime integer default null,
  p_away_halftime integer default null
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  -- A record, not the table's row type: resolving that type already reads the table's definition,
  -- which waits for the same lock, outside the step that reports it.
  v_match record;
  v_found boolean;
begin
  begin
    select m.id, m.category_id, m.status, m.date, m.time into v_match from public.matches m where m.id = p_match_id;
    v_found := found;
  exception when others then
    raise exception 'Nepodařilo se načíst data zápasu' using errcode = 'P0001', detail = sqlstate || ': ' || sqlerrm;
  end;
  if not v_found then
    raise exception 'Zápas nebyl nalezen' using errcode = 'PT404';
  end if;
  if not public.can_manage_category(v_match.category_id) then
    raise exception 'Nemáte oprávnění zapsat výsledek tohoto zápasu' using errcode = '42501';
  end if;
  if not public.is_admin() then
    if v_match.status = 'completed' then
      raise exception 'Výsledek odehraného zápasu může změnit jen administrátor' using errcode = '42501';
    end if;
    if v_match.date + coalesce(v_match.time, '00:00') > (now() at time zone 'Europe/Prague') then
      raise exception 'Výsledek lze zapsat až po začátku zápasu' using errcode = 'P0001';
    end if;
  end if;
  if p_home_score is null or p_away_score is null or p_home_score < 0 or p_away_score < 0
     or p_home_halftime < 0 or p_away_halftime < 0 then
    raise exception 'Skóre musí být nezáporné číslo' using errcode = '22023';
  end if;
  -- Goals of the first half are goals of the match: a side never has more at half-time.
  if p_home_halftime > p_home_score or p_away_halftime > p_away_score then
    raise exception 'Poločasové skóre nesmí být vyšší než konečné' using errcode = '22023';
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
