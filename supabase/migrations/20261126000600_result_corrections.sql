-- Issue 28: nothing about a result is saved unseen, and a completed result can be corrected
-- without the money going wrong.
--
-- 1. record_match_result refuses a half-time above the final score (per side), as the result
--    dialog does; negative scores were refused already. Who may record stays as before: an admin
--    records and corrects any result, a coach records only from kick-off and never over a
--    completed result.
-- 2. A corrected result re-settles its bets exactly once. settle_match_bets (run by the trigger
--    whenever a completed match's status or score changes) now also re-decides legs settled on
--    an earlier score: each bet whose leg changes gets its earlier payout or refund taken back
--    by a 'reversal' ledger row and is settled again on the new score, all in the transaction of
--    the correction. Recording the same score again changes no leg, so nothing moves twice, and
--    a bet's payout, refund and reversal rows always add up to its current payout.
-- 3. Taking back a payout the bettor has already staked again can leave the wallet below zero:
--    that is what they owe, and it stays visible in the balance and the ledger. place_bet still
--    refuses any stake above the balance, so only a reversal (and the settlements after it) can
--    leave a wallet negative.

alter table public.betting_transactions drop constraint betting_transactions_type_check;
alter table public.betting_transactions add constraint betting_transactions_type_check
  check (type in ('stake', 'payout', 'refund', 'grant', 'reversal'));
alter table public.betting_transactions drop constraint betting_transactions_check;
alter table public.betting_transactions add constraint betting_transactions_check
  check ((type in ('stake', 'reversal')) = (amount < 0));
alter table public.betting_transactions drop constraint betting_transactions_balance_after_check;
alter table public.betting_transactions add constraint betting_transactions_balance_after_check
  check (type <> 'stake' or balance_after >= 0);
alter table public.betting_wallets drop constraint betting_wallets_balance_check;

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

-- What a leg's pick is on a result: void without a score.
create or replace function public.betting_leg_outcome(p_bet_type text, p_selection text, p_home integer, p_away integer)
returns text
language sql immutable set search_path = '' as $$
  select case
    when p_home is null or p_away is null then 'VOID'
    when public.betting_selection_wins(p_bet_type, p_selection, p_home, p_away) then 'WON'
    else 'LOST'
  end
$$;
-- Internal steps of settle_match_bets, as settle_bet is: no API role calls them.
revoke execute on function public.betting_leg_outcome(text, text, integer, integer) from public, anon, authenticated, service_role;

-- Undoes a bet's settlement: its payout or refund goes back out of the wallet through the ledger
-- and the bet is pending again, for settle_bet to decide anew. A pending bet has nothing to undo.
create or replace function public.reopen_settled_bet(p_bet_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_bet public.betting_bets;
  v_balance numeric;
begin
  select * into v_bet from public.betting_bets where id = p_bet_id for update;
  if v_bet.status = 'PENDING' then
    return;
  end if;
  if v_bet.payout > 0 then
    update public.betting_wallets set balance = balance - v_bet.payout where user_id = v_bet.user_id returning balance into v_balance;
    insert into public.betting_transactions (user_id, type, amount, balance_after, bet_id)
    values (v_bet.user_id, 'reversal', -v_bet.payout, v_balance, p_bet_id);
  end if;
  update public.betting_bets set status = 'PENDING', payout = null, settled_at = null where id = p_bet_id;
end
$$;
revoke execute on function public.reopen_settled_bet(uuid) from public, anon, authenticated, service_role;

-- Settles a completed match's legs on its current score, then the bets they belong to: pending
-- legs as before, and legs settled on an earlier score that the current one decides otherwise
-- (a corrected result), whose bets are reopened first. Running it again finds nothing to change,
-- so nothing is paid twice.
create or replace function public.settle_match_bets(p_match_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
  v_reopened uuid[];
  v_pending uuid[];
  v_bet_id uuid;
  v_settled integer := 0;
begin
  -- Requests carry a role claim; the seed and the settlement trigger act as the owner.
  if auth.role() is not null and auth.role() <> 'service_role' and pg_trigger_depth() = 0 and not public.is_admin() then
    raise exception 'Nemáte oprávnění vyhodnotit sázky' using errcode = '42501';
  end if;
  select * into v_match from public.matches where id = p_match_id;
  if v_match.id is null or v_match.status <> 'completed' then
    return 0;
  end if;

  with corrected as (
    update public.betting_bet_legs l
    set status = public.betting_leg_outcome(l.bet_type, l.selection, v_match.home_score, v_match.away_score)
    where l.match_id = p_match_id and l.status <> 'PENDING'
      and l.status <> public.betting_leg_outcome(l.bet_type, l.selection, v_match.home_score, v_match.away_score)
    returning l.bet_id
  )
  select coalesce(array_agg(distinct bet_id), '{}') into v_reopened from corrected;
  -- In id order, as every correction takes the bets' locks in one order.
  for v_bet_id in select unnest(v_reopened) order by 1 loop
    perform public.reopen_settled_bet(v_bet_id);
  end loop;

  with settled as (
    update public.betting_bet_legs l
    set status = public.betting_leg_outcome(l.bet_type, l.selection, v_match.home_score, v_match.away_score)
    where l.match_id = p_match_id and l.status = 'PENDING'
    returning l.bet_id
  )
  select coalesce(array_agg(distinct bet_id), '{}') into v_pending from settled;

  for v_bet_id in select distinct unnest(v_reopened || v_pending) order by 1 loop
    perform public.settle_bet(v_bet_id);
    v_settled := v_settled + 1;
  end loop;
  return v_settled;
end
$$;
revoke execute on function public.settle_match_bets(uuid) from public, anon;
grant execute on function public.settle_match_bets(uuid) to authenticated, service_role;
