-- Each role stays in its lane for matches, bets, videos and public files, enforced here
-- and not only by the app's screens.
--
-- 1. record_match_result: an admin records and corrects any result of a match they manage, as
--    before. Anyone else (a coach of the category) records only what was played: from kick-off
--    (the match's date and time on Prague's clock, as place_bet reads it; a match without a time
--    starts at the beginning of its day) and never over a completed match's result. A coach could
--    otherwise bet on a match and then settle every bet on it with an invented score.
-- 2. place_bet: nobody bets on a match whose result they may record (can_manage_category, the
--    check record_match_result starts with), and a stake has at most two decimals. The columns
--    are numeric(12, 2): a stake of 1.005 was rounded to 1.01 in the ledger while the balance lost
--    1.005 rounded to 1.00, so they drifted 0.01 apart. A check constraint on those columns could
--    not see it (the type rounds the value before any check runs), so place_bet refuses it.
-- 3. "Not found" is raised as PT404, which PostgREST answers with 404 (P0002 answered 500).
-- 4. A video links to YouTube only and its thumbnail comes from YouTube's image host only: the
--    public match page renders both.
-- 5. No public bucket takes SVG (a document that can carry scripts), the documents bucket
--    included; the image buckets were narrowed in 20261124120200.

create or replace function public.record_match_result(
  p_match_id uuid,
  p_home_score integer,
  p_away_score integer,
  p_home_halftime integer default null,
  p_away_halftime integer default null
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
begin
  select * into v_match from public.matches where id = p_match_id;
  if v_match.id is null then
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
  update public.matches
  set home_score = p_home_score, away_score = p_away_score,
      home_score_halftime = p_home_halftime, away_score_halftime = p_away_halftime,
      status = 'completed'
  where id = p_match_id;
end
$$;
revoke execute on function public.record_match_result(uuid, integer, integer, integer, integer) from public, anon;
grant execute on function public.record_match_result(uuid, integer, integer, integer, integer) to authenticated, service_role;

create or replace function public.place_bet(p_structure text, p_stake numeric, p_legs jsonb, p_bet_id uuid default null)
returns table (bet_id uuid, odds numeric, potential_return numeric, balance numeric)
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_balance numeric;
  v_existing public.betting_bets;
  v_leg jsonb;
  v_match public.matches;
  v_leg_odds numeric;
  v_total_odds numeric := 1;
  v_leg_count integer;
  v_bet_id uuid;
  v_return numeric;
begin
  if v_user is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if p_legs is null or jsonb_typeof(p_legs) <> 'array' then
    raise exception 'Tiket je prázdný' using errcode = '22023';
  end if;
  v_leg_count := jsonb_array_length(p_legs);
  if p_structure is null or p_structure not in ('SINGLE', 'ACCUMULATOR') then
    raise exception 'Neplatný typ sázky' using errcode = '22023';
  end if;
  if p_structure = 'ACCUMULATOR' and v_leg_count < 2 then
    raise exception 'Accumulator bets require at least 2 selections' using errcode = '22023';
  end if;
  if p_structure = 'SINGLE' and v_leg_count <> 1 then
    raise exception 'Jednoduchá sázka má právě jeden tip' using errcode = '22023';
  end if;
  if p_stake is null or p_stake < 1 then
    raise exception 'Minimální vklad je 1' using errcode = '22023';
  end if;
  if p_stake <> round(p_stake, 2) then
    raise exception 'Vklad může mít nejvýše dvě desetinná místa' using errcode = '22023';
  end if;
  if (select count(distinct l ->> 'match_id') from jsonb_array_elements(p_legs) l) <> v_leg_count then
    raise exception 'Na jeden zápas lze v tiketu vsadit jen jednou' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_legs) l where jsonb_typeof(l -> 'odds') is distinct from 'number') then
    raise exception 'U každého tipu musí být uveden kurz' using errcode = '22023';
  end if;

  -- The row lock serialises concurrent bets of one user, so the balance check below can
  -- never be raced into an overdraft, and a retry sees the bet its first attempt placed.
  perform public.ensure_betting_wallet();
  select w.balance into v_balance from public.betting_wallets w where w.user_id = v_user for update;
  if p_bet_id is not null then
    select * into v_existing from public.betting_bets b where b.id = p_bet_id;
    if v_existing.id is not null and v_existing.user_id = v_user then
      return query select v_existing.id, v_existing.odds, v_existing.potential_return, v_balance;
      return;
    elsif v_existing.id is not null then
      -- Another bettor's id: refused as the duplicate it is, nothing of theirs is revealed.
      raise exception 'Sázka s tímto ID již existuje' using errcode = '23505';
    end if;
  end if;
  if p_stake > v_balance then
    raise exception 'Nedostatečný zůstatek' using errcode = '22023';
  end if;

  insert into public.betting_bets (id, user_id, structure, stake, odds, potential_return)
  values (coalesce(p_bet_id, gen_random_uuid()), v_user, p_structure, p_stake, 1.01, 0)
  returning id into v_bet_id;

  for v_leg in select * from jsonb_array_elements(p_legs) loop
    select * into v_match from public.matches m where m.id = (v_leg ->> 'match_id')::uuid;
    if v_match.id is null then
      raise exception 'Zápas nebyl nalezen' using errcode = 'PT404';
    end if;
    -- Whoever may record the result (an admin, a coach of the category) could settle the bet.
    if public.can_manage_category(v_match.category_id) then
      raise exception 'Na zápas, jehož výsledek můžete zapsat, nelze sázet' using errcode = '42501';
    end if;
    if v_match.status <> 'upcoming' or v_match.date + coalesce(v_match.time, '00:00') <= (now() at time zone 'Europe/Prague') then
      raise exception 'Na zápas, který už začal nebo skončil, nelze sázet' using errcode = '22023';
    end if;
    if public.betting_is_club_derby(v_match) then
      raise exception 'Na zápas dvou týmů oddílu nelze sázet' using errcode = '22023';
    end if;
    select o.odds into v_leg_odds from public.betting_odds o
    where o.match_id = v_match.id and o.bet_type = v_leg ->> 'bet_type' and o.selection = v_leg ->> 'selection';
    if v_leg_odds is null then
      raise exception 'Kurz pro tento tip není vypsán' using errcode = '22023';
    end if;
    -- The whole transaction rolls back: nothing is staked at odds the bettor did not see.
    if (v_leg ->> 'odds')::numeric <> v_leg_odds then
      raise exception 'Kurzy se mezitím změnily. Tiket ukazuje nové kurzy: zkontrolujte je a vsaďte znovu.'
        using errcode = '22023', hint = 'odds_changed';
    end if;
    insert into public.betting_bet_legs (bet_id, match_id, bet_type, selection, odds, parameter)
    values (v_bet_id, v_match.id, v_leg ->> 'bet_type', v_leg ->> 'selection', v_leg_odds, v_leg ->> 'parameter');
    v_total_odds := v_total_odds * v_leg_odds;
  end loop;

  v_total_odds := round(v_total_odds, 2);
  v_return := round(p_stake * v_total_odds, 2);
  update public.betting_bets b set odds = v_total_odds, potential_return = v_return where b.id = v_bet_id;
  update public.betting_wallets w set balance = w.balance - p_stake where w.user_id = v_user returning w.balance into v_balance;
  insert into public.betting_transactions (user_id, type, amount, balance_after, bet_id)
  values (v_user, 'stake', -p_stake, v_balance, v_bet_id);

  return query select v_bet_id, v_total_odds, v_return, v_balance;
end
$$;
revoke execute on function public.place_bet(text, numeric, jsonb, uuid) from public, anon;
grant execute on function public.place_bet(text, numeric, jsonb, uuid) to authenticated, service_role;

-- Videos stored before these checks are rebuilt from their (checked) 11-character id, as
-- 20261124120100 did for links that were not http(s), so the constraints hold on every row.
update public.videos set youtube_url = 'https://www.youtube.com/watch?v=' || youtube_id
where youtube_url !~* '^https://(((www|m)\.)?youtube\.com|youtu\.be)/';
update public.videos set thumbnail_url = 'https://i.ytimg.com/vi/' || youtube_id || '/hqdefault.jpg'
where thumbnail_url !~* '^https://(i\.ytimg\.com|img\.youtube\.com)/';

-- The host ends at the first slash: no port, no user info, no look-alike domain.
alter table public.videos
  add constraint videos_youtube_url_youtube check (youtube_url ~* '^https://(((www|m)\.)?youtube\.com|youtu\.be)/'),
  add constraint videos_thumbnail_url_youtube check (thumbnail_url ~* '^https://(i\.ytimg\.com|img\.youtube\.com)/');

-- The documents bucket took image/* (SVG included) besides its office and PDF types: it keeps
-- the raster images the image buckets take.
update storage.buckets
  set allowed_mime_types = array[
    'application/pdf', 'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']
  where id = 'documents';
