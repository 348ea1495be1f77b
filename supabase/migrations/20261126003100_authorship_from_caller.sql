-- Who created a lineup, a roster or a player's loan, who put a member on a roster, who added a
-- video or a grant is the signed-in caller, set by the database, not whatever the request names
-- (as for attendance, external players and training sessions in
-- 20261126000300_member_data_lanes.sql): a coach cannot file their sheet or video under another
-- coach's name, and the author cannot be handed over by a later edit. A video's last editor is
-- the caller of each insert and update. Without a signed-in caller (the service role, the seed)
-- the given values stand.

drop trigger if exists lineups_created_by on public.lineups;
create trigger lineups_created_by before insert or update on public.lineups
  for each row execute function public.set_author_from_caller('created_by');

drop trigger if exists category_lineups_created_by on public.category_lineups;
create trigger category_lineups_created_by before insert or update on public.category_lineups
  for each row execute function public.set_author_from_caller('created_by');

drop trigger if exists category_lineup_members_added_by on public.category_lineup_members;
create trigger category_lineup_members_added_by before insert or update on public.category_lineup_members
  for each row execute function public.set_author_from_caller('added_by');

drop trigger if exists player_loans_created_by on public.player_loans;
create trigger player_loans_created_by before insert or update on public.player_loans
  for each row execute function public.set_author_from_caller('created_by');

drop trigger if exists videos_created_by on public.videos;
create trigger videos_created_by before insert or update on public.videos
  for each row execute function public.set_author_from_caller('created_by');

drop trigger if exists grants_created_by on public.grants;
create trigger grants_created_by before insert or update on public.grants
  for each row execute function public.set_author_from_caller('created_by');

create or replace function public.set_editor_from_caller() returns trigger
language plpgsql set search_path = '' as $$
begin
  if auth.uid() is not null then
    new.updated_by := auth.uid();
  end if;
  return new;
end
$$;
revoke execute on function public.set_editor_from_caller() from public, anon, authenticated;

drop trigger if exists videos_updated_by on public.videos;
create trigger videos_updated_by before insert or update on public.videos
  for each row execute function public.set_editor_from_caller();
