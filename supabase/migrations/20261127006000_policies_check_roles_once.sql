-- Row-level policies that asked can_manage_category(…) or is_admin() of every row: both are
-- security-definer functions, which Postgres never inlines, so a coach's list of 200 members ran
-- the role lookups 200 times (40 ms for the dashboard's birthdays alone). The same rule is now
-- written with the caller's roles as uncorrelated sub-selects, which Postgres evaluates once per
-- statement: an admin, or a category among the coach's own. Each policy keeps its name, its
-- command and its meaning; only how often the roles are read changes.
--
-- No grants change: the tables, functions and their privileges stay as they were.

alter policy "staff of the category reads" on public.announcements
  using ((select public.is_admin())
    or (category_id is not null and category_id = any ((select public.coach_category_ids())::uuid[])));

alter policy "linked accounts and the event's staff read" on public.availability_answers
  using (
    member_id = any ((select public.linked_member_ids())::uuid[])
    or exists (
      select 1 from public.training_sessions s
      where s.id = availability_answers.training_session_id
        and ((select public.is_admin()) or s.category_id = any ((select public.coach_category_ids())::uuid[]))
    )
    or exists (
      select 1 from public.matches m
      where m.id = availability_answers.match_id
        and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]))
    )
  );

alter policy "legs of own bets or admin" on public.betting_bet_legs
  using (exists (
    select 1 from public.betting_bets b
    where b.id = betting_bet_legs.bet_id and (b.user_id = (select auth.uid()) or (select public.is_admin()))
  ));

alter policy "staff of the category changes" on public.category_availability_settings
  using ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]))
  with check ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]));
alter policy "staff of the category sets" on public.category_availability_settings
  with check ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]));
alter policy "staff or linked accounts of the category read" on public.category_availability_settings
  using ((select public.is_admin())
    or category_id = any ((select public.coach_category_ids())::uuid[])
    or category_id = any ((select public.linked_category_ids())::uuid[]));

alter policy "admin or coach of the category manages" on public.category_lineup_members
  using (exists (
    select 1 from public.category_lineups l
    where l.id = category_lineup_members.lineup_id
      and ((select public.is_admin()) or l.category_id = any ((select public.coach_category_ids())::uuid[]))
  ))
  with check (exists (
    select 1 from public.category_lineups l
    where l.id = category_lineup_members.lineup_id
      and ((select public.is_admin()) or l.category_id = any ((select public.coach_category_ids())::uuid[]))
  ));

alter policy "admin or coach of the category manages" on public.category_lineups
  using ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]))
  with check ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]));

alter policy "staff of the category changes" on public.category_reminder_settings
  using ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]))
  with check ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]));
alter policy "staff of the category reads" on public.category_reminder_settings
  using ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]));
alter policy "staff of the category sets" on public.category_reminder_settings
  with check ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]));

alter policy "admin or coach of the category manages" on public.lineup_coaches
  using ((select public.is_admin()) or public.lineup_category_id(lineup_id) = any ((select public.coach_category_ids())::uuid[]))
  with check ((select public.is_admin()) or public.lineup_category_id(lineup_id) = any ((select public.coach_category_ids())::uuid[]));
alter policy "admin or coach of the category manages" on public.lineup_players
  using ((select public.is_admin()) or public.lineup_category_id(lineup_id) = any ((select public.coach_category_ids())::uuid[]))
  with check ((select public.is_admin()) or public.lineup_category_id(lineup_id) = any ((select public.coach_category_ids())::uuid[]));

alter policy "admin or coach of the match's category manages" on public.lineups
  using (exists (
    select 1 from public.matches m
    where m.id = lineups.match_id
      and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]))
  ))
  with check (exists (
    select 1 from public.matches m
    where m.id = lineups.match_id
      and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]))
  ));

alter policy "admin or coach of the category writes" on public.match_metadata
  using (exists (
    select 1 from public.matches m
    where m.id = match_metadata.match_id
      and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]))
  ))
  with check (exists (
    select 1 from public.matches m
    where m.id = match_metadata.match_id
      and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]))
  ));

alter policy "admin or coach of the category links" on public.match_videos
  with check (exists (
    select 1 from public.matches m
    where m.id = match_videos.match_id
      and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]))
  ));
alter policy "admin or coach of the category unlinks" on public.match_videos
  using (exists (
    select 1 from public.matches m
    where m.id = match_videos.match_id
      and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]))
  ));

alter policy "own links, or staff of the member's category" on public.member_accounts
  using (
    user_id = (select auth.uid())
    or exists (
      select 1 from public.members m
      where m.id = member_accounts.member_id
        and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]))
    )
  );
alter policy "staff of the member's category links" on public.member_accounts
  with check (exists (
    select 1 from public.members m
    where m.id = member_accounts.member_id
      and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]))
  ));
alter policy "staff of the member's category unlinks" on public.member_accounts
  using (exists (
    select 1 from public.members m
    where m.id = member_accounts.member_id
      and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]))
  ));

alter policy "admin or coach of the session's category manages" on public.member_attendance
  using (exists (
    select 1 from public.training_sessions s
    where s.id = member_attendance.training_session_id
      and ((select public.is_admin()) or s.category_id = any ((select public.coach_category_ids())::uuid[]))
  ))
  with check (exists (
    select 1 from public.training_sessions s
    where s.id = member_attendance.training_session_id
      and ((select public.is_admin()) or s.category_id = any ((select public.coach_category_ids())::uuid[]))
  ));

alter policy "admin or coach of the member's category reads" on public.member_club_relationships
  using (exists (
    select 1 from public.members m
    where m.id = member_club_relationships.member_id
      and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]))
  ));

alter policy "admin or coach of the member's category reads" on public.member_metadata
  using (exists (
    select 1 from public.members m
    where m.id = member_metadata.member_id
      and ((select public.is_admin()) or m.category_id = any ((select public.coach_category_ids())::uuid[]))
  ));

alter policy "admin or coach of the category reads" on public.members
  using ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]));

alter policy "public reads photos of published albums" on public.photos
  using (exists (
    select 1 from public.photo_albums a
    where a.id = photos.album_id and (a.is_published or (select public.is_admin()))
  ));

alter policy "admin or coach of the category manages" on public.training_sessions
  using ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]))
  with check ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]));

alter policy "admin or coach of the category writes" on public.videos
  using ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]))
  with check ((select public.is_admin()) or category_id = any ((select public.coach_category_ids())::uuid[]));
alter policy "members read active videos, staff the ones they manage" on public.videos
  using (
    (select public.is_admin())
    or category_id = any ((select public.coach_category_ids())::uuid[])
    or (is_active and not (select public.is_coach()) and not (select public.is_admin()))
  );
