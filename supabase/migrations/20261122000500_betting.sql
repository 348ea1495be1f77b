-- The betting game (spec §2 Betting, §3, §4, §5, §9): virtual coins on the club's matches.
-- Every rule lives here so no client can bend it: a wallet's balance always equals the sum of
-- its append-only ledger, bets are placed and settled only by these functions, and odds are
-- taken from the database at placement, never from the client.

create table public.betting_wallets (
  user_id uuid primary key references auth.users (id) on delete cascade,
  balance numeric(12, 2) not null default 0 check (balance >= 0),
  -- Virtual coins ("žetony"), not money: nothing here can be bought or paid out.
  currency text not null default 'ŽET' check (currency = 'ŽET'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger betting_wallets_updated_at before update on public.betting_wallets
  for each row execute function public.set_updated_at();

create table public.betting_bets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.betting_wallets (user_id) on delete cascade,
  structure text not null check (structure in ('SINGLE', 'ACCUMULATOR')),
  stake numeric(12, 2) not null check (stake >= 1),
  odds numeric(10, 2) not null check (odds > 1),
  potential_return numeric(12, 2) not null check (potential_return >= 0),
  payout numeric(12, 2),
  status text not null default 'PENDING' check (status in ('PENDING', 'WON', 'LOST', 'VOID')),
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  check ((status = 'PENDING') = (settled_at is null))
);
create index betting_bets_user_placed_idx on public.betting_bets (user_id, placed_at desc);
create index betting_bets_settled_idx on public.betting_bets (settled_at) where status <> 'PENDING';

create table public.betting_transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.betting_wallets (user_id) on delete cascade,
  type text not null check (type in ('stake', 'payout', 'refund', 'grant')),
  amount numeric(12, 2) not null check (amount <> 0),
  balance_after numeric(12, 2) not null check (balance_after >= 0),
  bet_id uuid references public.betting_bets (id) on delete cascade,
  created_at timestamptz not null default now(),
  check ((type = 'stake') = (amount < 0)),
  check ((type = 'grant') = (bet_id is null))
);
create index betting_transactions_user_idx on public.betting_transactions (user_id, created_at desc);

create table public.betting_bet_legs (
  id uuid primary key default gen_random_uuid(),
  bet_id uuid not null references public.betting_bets (id) on delete cascade,
  match_id uuid not null references public.matches (id) on delete restrict,
  bet_type text not null check (bet_type in ('1X2', 'DOUBLE_CHANCE')),
  selection text not null,
  odds numeric(6, 2) not null check (odds > 1),
  parameter text,
  status text not null default 'PENDING' check (status in ('PENDING', 'WON', 'LOST', 'VOID')),
  check ((bet_type = '1X2' and selection in ('1', 'X', '2')) or (bet_type = 'DOUBLE_CHANCE' and selection in ('1X', '12', 'X2'))),
  unique (bet_id, match_id)
);
create index betting_bet_legs_match_pending_idx on public.betting_bet_legs (match_id) where status = 'PENDING';

create table public.betting_odds (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete cascade,
  bet_type text not null check (bet_type in ('1X2', 'DOUBLE_CHANCE')),
  selection text not null,
  odds numeric(6, 2) not null check (odds > 1),
  updated_at timestamptz not null default now(),
  check ((bet_type = '1X2' and selection in ('1', 'X', '2')) or (bet_type = 'DOUBLE_CHANCE' and selection in ('1X', '12', 'X2'))),
  constraint betting_odds_match_type_selection_key unique (match_id, bet_type, selection)
);
create trigger betting_odds_updated_at before update on public.betting_odds
  for each row execute function public.set_updated_at();

-- The ledger is history: rows are never changed. (No API role may delete them either; only a
-- deleted user's cascade removes them.)
create or replace function public.refuse_ledger_change() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'Transakce nelze měnit ani mazat' using errcode = '42501';
end
$$;
create trigger betting_transactions_append_only before update on public.betting_transactions
  for each row execute function public.refuse_ledger_change();

alter table public.betting_wallets enable row level security;
alter table public.betting_bets enable row level security;
alter table public.betting_transactions enable row level security;
alter table public.betting_bet_legs enable row level security;
alter table public.betting_odds enable row level security;

-- Reads only: every write goes through the functions below (SECURITY DEFINER).
grant select on public.betting_wallets, public.betting_bets, public.betting_transactions, public.betting_bet_legs
  to authenticated, service_role;
grant select on public.betting_odds to anon, authenticated, service_role;
grant insert, update, delete on public.betting_odds to authenticated, service_role;

create policy "own wallet or admin" on public.betting_wallets for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "own bets or admin" on public.betting_bets for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "own ledger or admin" on public.betting_transactions for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "legs of own bets or admin" on public.betting_bet_legs for select to authenticated
  using (exists (select 1 from public.betting_bets b where b.id = bet_id and (b.user_id = (select auth.uid()) or public.is_admin())));
create policy "public reads odds" on public.betting_odds for select to anon, authenticated using (true);
create policy "admin writes odds" on public.betting_odds for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- Wallet
-- ---------------------------------------------------------------------------------------

-- A new bettor starts with 1000 coins, booked as a grant so the ledger explains the balance.
create or replace function public.ensure_betting_wallet() returns public.betting_wallets
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_wallet public.betting_wallets;
begin
  if v_user is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  insert into public.betting_wallets (user_id, balance) values (v_user, 1000)
  on conflict (user_id) do nothing;
  if found then
    insert into public.betting_transactions (user_id, type, amount, balance_after) values (v_user, 'grant', 1000, 1000);
  end if;
  select * into v_wallet from public.betting_wallets where user_id = v_user;
  return v_wallet;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Placing a bet
-- ---------------------------------------------------------------------------------------

create or replace function public.place_bet(p_structure text, p_stake numeric, p_legs jsonb)
returns table (bet_id uuid, odds numeric, potential_return numeric, balance numeric)
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_balance numeric;
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
  if (select count(distinct l ->> 'match_id') from jsonb_array_elements(p_legs) l) <> v_leg_count then
    raise exception 'Na jeden zápas lze v tiketu vsadit jen jednou' using errcode = '22023';
  end if;

  -- The row lock serialises concurrent bets of one user, so the balance check below can
  -- never be raced into an overdraft.
  perform public.ensure_betting_wallet();
  select w.balance into v_balance from public.betting_wallets w where w.user_id = v_user for update;
  if p_stake > v_balance then
    raise exception 'Nedostatečný zůstatek' using errcode = '22023';
  end if;

  insert into public.betting_bets (user_id, structure, stake, odds, potential_return)
  values (v_user, p_structure, p_stake, 1.01, 0)
  returning id into v_bet_id;

  for v_leg in select * from jsonb_array_elements(p_legs) loop
    select * into v_match from public.matches m where m.id = (v_leg ->> 'match_id')::uuid;
    if v_match.id is null then
      raise exception 'Zápas nebyl nalezen' using errcode = 'P0002';
    end if;
    if v_match.status <> 'upcoming' or v_match.date + coalesce(v_match.time, '00:00') <= (now() at time zone 'Europe/Prague') then
      raise exception 'Na zápas, který už začal nebo skončil, nelze sázet' using errcode = '22023';
    end if;
    select o.odds into v_leg_odds from public.betting_odds o
    where o.match_id = v_match.id and o.bet_type = v_leg ->> 'bet_type' and o.selection = v_leg ->> 'selection';
    if v_leg_odds is null then
      raise exception 'Kurz pro tento tip není vypsán' using errcode = '22023';
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

-- ---------------------------------------------------------------------------------------
-- Settlement
-- ---------------------------------------------------------------------------------------

-- Does a selection win for a result? Double chance covers two of the three outcomes.
create or replace function public.betting_selection_wins(p_bet_type text, p_selection text, p_home integer, p_away integer)
returns boolean
language sql immutable set search_path = '' as $$
  select case
    when p_bet_type = '1X2' then p_selection = case when p_home > p_away then '1' when p_home = p_away then 'X' else '2' end
    else strpos(p_selection, case when p_home > p_away then '1' when p_home = p_away then 'X' else '2' end) > 0
  end
$$;

-- Books a settled bet: WON pays stake × odds of its non-void legs, VOID refunds the stake.
create or replace function public.settle_bet(p_bet_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_bet public.betting_bets;
  v_pending integer;
  v_lost integer;
  v_live integer;
  v_odds numeric;
  v_amount numeric;
  v_status text;
  v_type text;
  v_balance numeric;
begin
  select * into v_bet from public.betting_bets where id = p_bet_id for update;
  if v_bet.status <> 'PENDING' then
    return;
  end if;
  select count(*) filter (where status = 'PENDING'), count(*) filter (where status = 'LOST'),
         count(*) filter (where status <> 'VOID'), coalesce(exp(sum(ln(odds)) filter (where status = 'WON')), 1)
  into v_pending, v_lost, v_live, v_odds
  from public.betting_bet_legs where bet_id = p_bet_id;

  if v_lost > 0 then
    v_status := 'LOST';
    v_amount := 0;
  elsif v_pending > 0 then
    return;
  elsif v_live = 0 then
    v_status := 'VOID';
    v_amount := v_bet.stake;
    v_type := 'refund';
  else
    v_status := 'WON';
    v_amount := round(v_bet.stake * round(v_odds, 2), 2);
    v_type := 'payout';
  end if;

  update public.betting_bets set status = v_status, payout = v_amount, settled_at = now() where id = p_bet_id;
  if v_amount > 0 then
    update public.betting_wallets set balance = balance + v_amount where user_id = v_bet.user_id returning balance into v_balance;
    insert into public.betting_transactions (user_id, type, amount, balance_after, bet_id)
    values (v_bet.user_id, v_type, v_amount, v_balance, p_bet_id);
  end if;
end
$$;

-- Settles every pending leg on a completed match, then the bets they belong to. Running it
-- again finds nothing pending, so nothing is paid twice.
create or replace function public.settle_match_bets(p_match_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
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
  for v_bet_id in
    with settled as (
      update public.betting_bet_legs l
      set status = case
        when v_match.home_score is null or v_match.away_score is null then 'VOID'
        when public.betting_selection_wins(l.bet_type, l.selection, v_match.home_score, v_match.away_score) then 'WON'
        else 'LOST' end
      where l.match_id = p_match_id and l.status = 'PENDING'
      returning l.bet_id
    )
    select distinct bet_id from settled
  loop
    perform public.settle_bet(v_bet_id);
    v_settled := v_settled + 1;
  end loop;
  return v_settled;
end
$$;

create or replace function public.settle_bets_after_match() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.settle_match_bets(new.id);
  return null;
end
$$;
create trigger matches_settle_bets after update on public.matches
  for each row when (new.status = 'completed' and (old.status, old.home_score, old.away_score) is distinct from (new.status, new.home_score, new.away_score))
  execute function public.settle_bets_after_match();

-- ---------------------------------------------------------------------------------------
-- Team form and odds (spec §3, §9: last 15 matches, 2 points a win, 1 a draw)
-- ---------------------------------------------------------------------------------------

create or replace function public.get_team_form(p_team_id uuid, p_limit integer default 15)
returns table (form text, points integer, matches_played integer, wins integer, draws integer, losses integer)
language sql stable set search_path = '' as $$
  with recent as (
    select case when (m.home_team_id = p_team_id and m.home_score > m.away_score)
                  or (m.away_team_id = p_team_id and m.away_score > m.home_score) then 'W'
                when m.home_score = m.away_score then 'D' else 'L' end as outcome,
           m.date
    from public.matches m
    where (m.home_team_id = p_team_id or m.away_team_id = p_team_id)
      and m.status = 'completed' and m.home_score is not null and m.away_score is not null
    order by m.date desc, m.time desc nulls last
    limit least(greatest(coalesce(p_limit, 15), 1), 50)
  )
  select coalesce(string_agg(outcome, '' order by date desc), ''),
         (2 * count(*) filter (where outcome = 'W') + count(*) filter (where outcome = 'D'))::int,
         count(*)::int,
         count(*) filter (where outcome = 'W')::int,
         count(*) filter (where outcome = 'D')::int,
         count(*) filter (where outcome = 'L')::int
  from recent
$$;
grant execute on function public.get_team_form(uuid, integer) to anon, authenticated, service_role;

-- Fair odds from form: each side's strength is its form points per match (+1 so a new team
-- is not zero); a draw keeps Národní házená's rate of about 1 in 6; a 6 % margin is added.
create or replace function public.generate_match_odds(p_match_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
  v_home numeric;
  v_away numeric;
  v_draw constant numeric := 0.16;
  v_margin constant numeric := 1.06;
  v_p1 numeric;
  v_p2 numeric;
begin
  -- Requests carry a role claim; the seed acts as the owner without one.
  if auth.role() is not null and auth.role() <> 'service_role' and not public.is_admin() then
    raise exception 'Nemáte oprávnění vypsat kurzy' using errcode = '42501';
  end if;
  select * into v_match from public.matches where id = p_match_id;
  if v_match.id is null or v_match.status <> 'upcoming' then
    raise exception 'Kurzy lze vypsat jen na nadcházející zápas' using errcode = '22023';
  end if;
  select (f.points + 1.0) / (f.matches_played + 1.0) into v_home from public.get_team_form(v_match.home_team_id) f;
  select (f.points + 1.0) / (f.matches_played + 1.0) into v_away from public.get_team_form(v_match.away_team_id) f;
  -- A small home advantage, as in the sport's results.
  v_home := v_home * 1.1;
  v_p1 := (1 - v_draw) * v_home / (v_home + v_away);
  v_p2 := (1 - v_draw) - v_p1;
  insert into public.betting_odds (match_id, bet_type, selection, odds)
  select p_match_id, t, s, greatest(1.05, round(1 / (p * v_margin), 2))
  from (values ('1X2', '1', v_p1), ('1X2', 'X', v_draw), ('1X2', '2', v_p2),
               ('DOUBLE_CHANCE', '1X', v_p1 + v_draw), ('DOUBLE_CHANCE', '12', v_p1 + v_p2),
               ('DOUBLE_CHANCE', 'X2', v_draw + v_p2)) o(t, s, p)
  on conflict (match_id, bet_type, selection) do update set odds = excluded.odds;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Wallet summary and leaderboard (spec §3)
-- ---------------------------------------------------------------------------------------

create or replace function public.get_betting_wallet_summary()
returns table ("balance" numeric, "totalWagered" numeric, "totalWon" numeric, "netProfit" numeric, "currency" text)
language sql stable security definer set search_path = '' as $$
  select w.balance,
         coalesce((select sum(b.stake) from public.betting_bets b where b.user_id = w.user_id), 0),
         coalesce((select sum(b.payout) from public.betting_bets b where b.user_id = w.user_id and b.status = 'WON'), 0),
         coalesce((select sum(coalesce(b.payout, 0) - b.stake) from public.betting_bets b where b.user_id = w.user_id and b.status <> 'PENDING'), 0),
         w.currency
  from public.betting_wallets w
  where w.user_id = auth.uid()
$$;

create or replace function public.get_betting_leaderboard(p_period text, p_limit integer default 50)
returns table (
  rank integer, user_id uuid, username text, total_bets integer, won_bets integer, lost_bets integer, void_bets integer,
  total_staked numeric, total_returned numeric, net_profit numeric, win_rate numeric, roi numeric, average_odds numeric, period text
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_from timestamptz;
  v_to timestamptz := 'infinity';
begin
  case p_period
    when 'DAILY' then v_from := date_trunc('day', now());
    when 'WEEKLY' then v_from := date_trunc('week', now());
    when 'MONTHLY' then v_from := date_trunc('month', now());
    when 'ALL_TIME' then v_from := '-infinity';
    when 'SEASON' then
      select s.start_date, s.end_date + 1 into v_from, v_to from public.seasons s where s.is_active;
      v_from := coalesce(v_from, '-infinity');
      v_to := coalesce(v_to, 'infinity');
    else
      raise exception 'Neplatné období žebříčku: %', coalesce(p_period, '') using errcode = '22023';
  end case;
  return query
  with stats as (
    select b.user_id,
           count(*)::int as total_bets,
           count(*) filter (where b.status = 'WON')::int as won_bets,
           count(*) filter (where b.status = 'LOST')::int as lost_bets,
           count(*) filter (where b.status = 'VOID')::int as void_bets,
           sum(b.stake) as total_staked,
           sum(coalesce(b.payout, 0)) as total_returned,
           avg(b.odds) as average_odds
    from public.betting_bets b
    where b.status <> 'PENDING' and b.placed_at >= v_from and b.placed_at < v_to
    group by b.user_id
  )
  select (row_number() over (order by s.total_returned - s.total_staked desc,
                                       (s.total_returned - s.total_staked) / nullif(s.total_staked, 0) desc, s.user_id))::int,
         s.user_id,
         coalesce(nullif(p.display_name, ''), 'Sázkař ' || left(s.user_id::text, 4)),
         s.total_bets, s.won_bets, s.lost_bets, s.void_bets,
         s.total_staked, s.total_returned, s.total_returned - s.total_staked,
         round(100.0 * s.won_bets / nullif(s.won_bets + s.lost_bets, 0), 1),
         round(100.0 * (s.total_returned - s.total_staked) / nullif(s.total_staked, 0), 1),
         round(s.average_odds, 2),
         p_period
  from stats s
  left join public.profiles p on p.user_id = s.user_id
  order by 1
  limit least(greatest(coalesce(p_limit, 50), 1), 100);
end
$$;

create or replace function public.get_betting_user_rank(p_period text)
returns table (current_rank integer, total_users integer, percentile numeric, entry jsonb)
language sql stable security definer set search_path = '' as $$
  with board as (select * from public.get_betting_leaderboard(p_period, 100))
  select b.rank, (select count(*)::int from board), round(100.0 * (1 - (b.rank - 1)::numeric / greatest((select count(*) from board), 1)), 1),
         to_jsonb(b)
  from board b
  where b.user_id = auth.uid()
$$;

revoke execute on function public.ensure_betting_wallet(), public.place_bet(text, numeric, jsonb), public.settle_bet(uuid),
  public.settle_match_bets(uuid), public.settle_bets_after_match(), public.generate_match_odds(uuid),
  public.get_betting_wallet_summary(), public.get_betting_leaderboard(text, integer), public.get_betting_user_rank(text),
  public.refuse_ledger_change() from public, anon;
revoke execute on function public.settle_bet(uuid), public.settle_bets_after_match() from authenticated;
grant execute on function public.ensure_betting_wallet(), public.place_bet(text, numeric, jsonb), public.settle_match_bets(uuid),
  public.generate_match_odds(uuid), public.get_betting_wallet_summary(), public.get_betting_leaderboard(text, integer),
  public.get_betting_user_rank(text) to authenticated, service_role;
grant execute on function public.betting_selection_wins(text, text, integer, integer) to anon, authenticated, service_role;
