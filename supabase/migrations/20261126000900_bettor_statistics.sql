-- A bettor's own statistics (win rate, ROI, number of bets) for the betting screens.
-- Win rate and ROI mean what they mean on the leaderboard (get_betting_leaderboard), so a bettor's
-- figures match their row there: both count settled bets only; the win rate is won / (won + lost),
-- a VOID bet (every leg voided, the stake refunded) being neither; the ROI is the settled bets'
-- returns less their stakes over those stakes, a VOID bet adding its stake to both. With nothing
-- settled both are null, not a division by zero. total_bets counts every bet placed, pending ones
-- too, so a bet shows in the count the moment it is placed.
-- Security invoker: the bets are read under their row-level security, and only the caller's own
-- (auth.uid()); the function takes no user, so nobody asks it for another bettor's figures.

create function public.get_betting_statistics()
returns table (
  total_bets integer, pending_bets integer, settled_bets integer, won_bets integer, lost_bets integer, void_bets integer,
  total_staked numeric, total_returned numeric, net_profit numeric, win_rate numeric, roi numeric
)
language sql stable security invoker set search_path = '' as $$
  with own as (
    select b.status, b.stake, coalesce(b.payout, 0) as returned
    from public.betting_bets b
    where b.user_id = (select auth.uid())
  ),
  counts as (
    select count(*)::int as total_bets,
           count(*) filter (where status = 'PENDING')::int as pending_bets,
           count(*) filter (where status <> 'PENDING')::int as settled_bets,
           count(*) filter (where status = 'WON')::int as won_bets,
           count(*) filter (where status = 'LOST')::int as lost_bets,
           count(*) filter (where status = 'VOID')::int as void_bets,
           coalesce(sum(stake) filter (where status <> 'PENDING'), 0) as total_staked,
           coalesce(sum(returned) filter (where status <> 'PENDING'), 0) as total_returned
    from own
  )
  select c.total_bets, c.pending_bets, c.settled_bets, c.won_bets, c.lost_bets, c.void_bets,
         c.total_staked, c.total_returned, c.total_returned - c.total_staked,
         round(100.0 * c.won_bets / nullif(c.won_bets + c.lost_bets, 0), 1),
         round(100.0 * (c.total_returned - c.total_staked) / nullif(c.total_staked, 0), 1)
  from counts c
$$;

revoke execute on function public.get_betting_statistics() from public, anon;
grant execute on function public.get_betting_statistics() to authenticated, service_role;
