-- Betting: every upcoming match the club adds is listed with odds at once.
--
-- Until now only the seed called generate_match_odds, so a match an admin added or imported
-- never got odds and the game had nothing to offer on a real deployment. A match that has
-- Svinov on exactly one side (a club derby is no bet, 20261124000400) is priced when it is
-- inserted, with the form both teams have before its day. The price stays as listed (a
-- bookmaker's opening line); an admin may reprice it with generate_match_odds.

create or replace function public.list_odds_for_new_match() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- The own-club flags are set by the BEFORE trigger matches_own_club_flags.
  if new.status = 'upcoming' and new.home_team_is_own_club <> new.away_team_is_own_club then
    insert into public.betting_odds (match_id, bet_type, selection, odds)
    select new.id, p.bet_type, p.selection, p.odds
    from public.betting_match_prices(new.home_team_id, new.away_team_id, new.date) p
    on conflict (match_id, bet_type, selection) do nothing;
  end if;
  return null;
end
$$;

create trigger matches_list_betting_odds after insert on public.matches
  for each row execute function public.list_odds_for_new_match();

revoke execute on function public.list_odds_for_new_match() from public, anon, authenticated;
