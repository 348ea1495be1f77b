-- Saves from the app are one write each (issue 17): what used to be a second client call after
-- the write now happens inside the same transaction, so a retried or failed follow-up can never
-- repeat the write or leave the data half-updated.

-- ---------------------------------------------------------------------------------------
-- own_club_matches follows every change of matches by itself. Before, each admin save ran
-- insert → refresh_materialized_view() as two requests; a transient error on the second made
-- the mutation retry both and store the match twice. Per statement, so an import of a whole
-- season refreshes once. The RPC stays (spec §7) for anyone who needs a manual refresh.
-- Team, category and season names feed the view too, so renaming one refreshes it as well.
-- ---------------------------------------------------------------------------------------

create or replace function public.refresh_own_club_matches() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- Only the view's owner may refresh it; the writer was already checked by the table's RLS.
  refresh materialized view public.own_club_matches;
  return null;
end
$$;
revoke execute on function public.refresh_own_club_matches() from public, anon, authenticated;

create trigger matches_refresh_own_club_matches
  after insert or update or delete or truncate on public.matches
  for each statement execute function public.refresh_own_club_matches();
create trigger clubs_refresh_own_club_matches
  after update on public.clubs
  for each statement execute function public.refresh_own_club_matches();
create trigger club_categories_refresh_own_club_matches
  after update on public.club_categories
  for each statement execute function public.refresh_own_club_matches();
create trigger club_category_teams_refresh_own_club_matches
  after update on public.club_category_teams
  for each statement execute function public.refresh_own_club_matches();
create trigger categories_refresh_own_club_matches
  after update on public.categories
  for each statement execute function public.refresh_own_club_matches();
create trigger seasons_refresh_own_club_matches
  after update on public.seasons
  for each statement execute function public.refresh_own_club_matches();

-- ---------------------------------------------------------------------------------------
-- Deleting an album's cover photo clears the cover in the same transaction (it was a second
-- client update after the delete), so an album never points at a removed picture.
-- ---------------------------------------------------------------------------------------

create or replace function public.clear_album_cover_of_deleted_photo() returns trigger
language plpgsql set search_path = '' as $$
begin
  update public.photo_albums set cover_url = null where id = old.album_id and cover_url = old.url;
  return old;
end
$$;

create trigger photos_clear_album_cover
  after delete on public.photos
  for each row execute function public.clear_album_cover_of_deleted_photo();
