-- Issue 28: no click duplicates or silently rewrites club data.
-- 1. place_bet: the client makes one bet id per ticket it submits, so a double click or a retry
--    sends the same id twice and gets the bet placed the first time, staked once. The same id with
--    another ticket (other stake, structure or picks) is not that bet repeated: it is refused
--    rather than answered with a bet the bettor did not ask for.
-- 2. cancel_training_session: only a planned session can be cancelled. Cancelling marks every
--    recorded attendance absent, which on a session that took place would wipe its register with
--    no way back; a session already cancelled has nothing left to cancel.

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
  -- never be raced into an overdraft, and a repeated submission (a double click, a retry)
  -- waits for its first one and then finds the bet it placed.
  perform public.ensure_betting_wallet();
  select w.balance into v_balance from public.betting_wallets w where w.user_id = v_user for update;
  if p_bet_id is not null then
    select * into v_existing from public.betting_bets b where b.id = p_bet_id;
    if v_existing.id is not null and v_existing.user_id <> v_user then
      -- Another bettor's id: refused as the duplicate it is, nothing of theirs is revealed.
      raise exception 'Sázka s tímto ID již existuje' using errcode = '23505';
    elsif v_existing.id is not null then
      if v_existing.structure <> p_structure or v_existing.stake <> p_stake or exists (
        (select (l ->> 'match_id')::uuid, l ->> 'bet_type', l ->> 'selection', (l ->> 'odds')::numeric from jsonb_array_elements(p_legs) l
         except
         select bl.match_id, bl.bet_type, bl.selection, bl.odds from public.betting_bet_legs bl where bl.bet_id = p_bet_id)
        union all
        (select bl.match_id, bl.bet_type, bl.selection, bl.odds from public.betting_bet_legs bl where bl.bet_id = p_bet_id
         except
         select (l ->> 'match_id')::uuid, l ->> 'bet_type', l ->> 'selection', (l ->> 'odds')::numeric from jsonb_array_elements(p_legs) l)
      ) then
        raise exception 'Pod tímto ID už je podaná jiná sázka' using errcode = '23505';
      end if;
      return query select v_existing.id, v_existing.odds, v_existing.potential_return, v_balance;
      return;
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

create or replace function public.cancel_training_session(p_session_id uuid, p_reason text default null)
returns void
language plpgsql set search_path = '' as $$
declare
  v_status text;
begin
  -- Locked, so attendance being taken at the same moment cannot turn it done under the cancel.
  select s.status into v_status from public.training_sessions s where s.id = p_session_id for update;
  if not found then
    raise exception 'Trénink nebyl nalezen' using errcode = 'PT404';
  end if;
  if v_status = 'done' then
    raise exception 'Trénink, který proběhl, nelze zrušit: jeho docházka zůstává zapsaná' using errcode = 'P0001';
  end if;
  if v_status = 'cancelled' then
    raise exception 'Trénink je už zrušen' using errcode = 'P0001';
  end if;
  update public.training_sessions
  set status = 'cancelled', status_reason = nullif(btrim(p_reason), '')
  where id = p_session_id;
  update public.member_attendance set attendance_status = 'absent' where training_session_id = p_session_id;
end
$$;
revoke execute on function public.cancel_training_session(uuid, text) from public, anon;
grant execute on function public.cancel_training_session(uuid, text) to authenticated, service_role;
