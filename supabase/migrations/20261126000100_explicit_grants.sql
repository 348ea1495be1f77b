-- Every privilege of the API roles in public, written out, so the schema means the same on every
-- project. A hosted project's "default privileges for new entities" (the Supabase image's
-- `alter default privileges for role postgres in schema public grant all … to anon,
-- authenticated, service_role`, which an owner may switch on at any time) gave every table,
-- view and function the migrations created ALL for anon and authenticated: the owner-rights
-- views public_members and public_external_players became writable by anyone, a member could
-- change the role on their own profile, and definer functions revoked only from PUBLIC were
-- callable by anon. From here on nothing arrives by default: the earlier migrations' grants are
-- restated below per feature, minus those holes, and every later migration grants its own.

-- ---------------------------------------------------------------------------------------
-- No privileges by default, whatever the project's setting
-- ---------------------------------------------------------------------------------------

alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated, service_role;
-- Per-schema default privileges only add to the global ones, so the global entries are where a
-- new function stops being executable by PUBLIC (Postgres's own default).
alter default privileges for role postgres revoke all on tables from anon, authenticated, service_role;
alter default privileges for role postgres revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role postgres revoke all on functions from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Nothing on the existing objects but what follows (revoking a table's privileges also
-- revokes its column privileges)
-- ---------------------------------------------------------------------------------------

revoke all on all tables in schema public from public, anon, authenticated, service_role;
revoke all on all sequences in schema public from public, anon, authenticated, service_role;
revoke all on all routines in schema public from public, anon, authenticated, service_role;

-- Trigger functions get no EXECUTE: Postgres does not check it when a trigger fires, and a
-- direct call of one is refused anyway.

-- ---------------------------------------------------------------------------------------
-- Roles and the competition (foundation, competition)
-- ---------------------------------------------------------------------------------------

-- The role checks run inside policies, and policies readable by anon call is_admin() and
-- can_manage_category(), so the public needs them too; they answer only about the caller.
grant execute on function public.has_role(text), public.is_admin(), public.is_coach(),
  public.coach_category_ids(), public.can_manage_category(uuid) to anon, authenticated, service_role;

-- A profile is read and created under RLS; its owner changes the display name only (role and
-- e-mail are set by admins through set_user_roles and by Auth), so there is no table-level
-- UPDATE for authenticated, which would cover every column.
grant select, insert, delete on public.profiles to authenticated, service_role;
grant update (display_name) on public.profiles to authenticated;
grant update on public.profiles to service_role;
grant select, insert, update, delete on public.user_profiles, public.user_roles to authenticated, service_role;

-- The competition is public; admins (RLS) write it.
grant select on public.seasons, public.categories, public.clubs, public.club_categories,
  public.club_category_teams, public.matches, public.teams, public.standings, public.own_club_matches,
  public.match_metadata, public.videos, public.match_videos to anon, authenticated, service_role;
grant insert, update, delete on public.seasons, public.categories, public.clubs, public.club_categories,
  public.club_category_teams, public.matches, public.standings, public.match_metadata, public.videos
  to authenticated, service_role;
-- A video is linked to a match or unlinked, never edited in place.
grant insert, delete on public.match_videos to authenticated, service_role;

-- Standings and results: definer functions that check the caller is an admin or the category's
-- coach; compute_standings is their internal step and has no callers outside.
grant execute on function public.generate_initial_standings(uuid, uuid), public.recalculate_standings(uuid, uuid),
  public.refresh_materialized_view(text), public.record_match_result(uuid, integer, integer, integer, integer)
  to authenticated, service_role;
-- Head to head is on the public match page.
grant execute on function public.get_head_to_head(uuid, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Members (members, member_functions, external_players, members_active_today)
-- ---------------------------------------------------------------------------------------

-- Personal data: staff only, rows by RLS.
grant select, insert, update, delete on public.members, public.member_club_relationships,
  public.member_metadata, public.external_players to authenticated, service_role;
grant select on public.own_club_memberships_today to authenticated, service_role;

-- The functions' labels are public; admins rename, reorder and (de)activate, never re-key.
grant select on public.member_functions to anon, authenticated, service_role;
grant insert, delete on public.member_functions to authenticated, service_role;
grant update (label, sort_order, is_active) on public.member_functions to authenticated;
grant update on public.member_functions to service_role;

-- Used by the members' generated search columns and by search filters of every reader.
grant execute on function public.fold_search_text(text), public.czech_sort_key(text) to anon, authenticated, service_role;

-- The names of players on active match sheets, for the public match page. These views run with
-- their owner's rights (RLS on members and external_players does not apply, which is why they
-- exist: anon may not read those tables), so they are read-only for everyone: an auto-updatable
-- owner-rights view with UPDATE would let anon rewrite the members behind it.
grant select on public.public_members, public.public_external_players to anon, authenticated, service_role;

-- Player loans: admins only (RLS), created and ended through invoker functions.
grant select, insert, update, delete on public.player_loans to authenticated, service_role;
grant execute on function public.create_player_loan(uuid, uuid, uuid, date, date, text, text, uuid),
  public.end_player_loan(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Lineups and statistics (lineups, lineup_saves, coach_statistics)
-- ---------------------------------------------------------------------------------------

-- Active match sheets and rosters are public (RLS); coaches of the category write them.
grant select on public.lineups, public.lineup_players, public.lineup_coaches, public.category_lineups,
  public.category_lineup_members to anon;
grant select, insert, update, delete on public.lineups, public.lineup_players, public.lineup_coaches,
  public.category_lineups, public.category_lineup_members to authenticated, service_role;

-- lineup_category_id serves the staff's write policies (authenticated only); the rest are the
-- coach portal's saves and statistics, each checking the caller's category.
grant execute on function public.lineup_category_id(uuid), public.validate_lineup(uuid),
  public.save_lineup(uuid, uuid, uuid, jsonb, jsonb),
  public.save_category_lineup_member(uuid, uuid, uuid, uuid, boolean, boolean, text, integer),
  public.get_player_statistics(uuid, uuid), public.get_team_season_results(uuid, uuid),
  public.get_opponent_top_scorers(uuid, integer), public.get_next_match_without_lineup(uuid[])
  to authenticated, service_role;
-- A team's goals in its recent matches: an invoker function over the public results.
grant execute on function public.get_team_form_goals(uuid, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Training and attendance (training, training_series_and_summary)
-- ---------------------------------------------------------------------------------------

grant select, insert, update, delete on public.training_sessions, public.member_attendance
  to authenticated, service_role;
grant execute on function public.cancel_training_session(uuid, text),
  public.generate_training_sessions(uuid, uuid, uuid, text, date, date, integer[], time, text),
  public.get_attendance_summary(uuid, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Meeting minutes (meeting_minutes, meeting_minutes_saves)
-- ---------------------------------------------------------------------------------------

grant select, insert, update, delete on public.meeting_minutes, public.meeting_attendees
  to authenticated, service_role;
grant execute on function public.get_next_meeting_number(date), public.set_meeting_attendees(uuid, jsonb),
  public.save_meeting_minutes(uuid, jsonb, jsonb), public.get_meeting_attendees(uuid),
  public.get_meeting_minutes_writers() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Site content (site_content, gallery_order, web_link_checks)
-- ---------------------------------------------------------------------------------------

-- The public site reads these (drafts and inactive rows are filtered by RLS); admins write.
grant select on public.blog_posts, public.committees, public.page_visibility, public.club_config,
  public.main_partners, public.business_partners, public.media_partners, public.photo_albums, public.photos
  to anon, authenticated, service_role;
grant insert, update, delete on public.blog_posts, public.committees, public.page_visibility, public.club_config,
  public.main_partners, public.business_partners, public.media_partners, public.photo_albums, public.photos
  to authenticated, service_role;
-- Internal notes: admins only (RLS).
grant select, insert, update, delete on public.grants, public.comments, public.todos to authenticated, service_role;
-- Sign-ins are logged by the server (service_role) and read by admins; nobody edits the log.
grant select on public.login_logs to authenticated;
grant select, insert on public.login_logs to service_role;

grant execute on function public.reorder_photos(uuid, uuid[]) to authenticated, service_role;
-- Checked by the link columns' constraints, which run as the writer.
grant execute on function public.is_web_link(text) to authenticated, service_role;

-- Users and roles: admin-only definer functions that check the caller.
grant execute on function public.set_user_roles(uuid, text[], uuid[]), public.ensure_admin_rows()
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Betting (betting and its odds migrations)
-- ---------------------------------------------------------------------------------------

-- Reads only: every write goes through the definer functions below. The odds are public.
grant select on public.betting_wallets, public.betting_bets, public.betting_transactions, public.betting_bet_legs
  to authenticated, service_role;
grant select on public.betting_odds to anon, authenticated, service_role;
grant insert, update, delete on public.betting_odds to authenticated, service_role;

-- A signed-in bettor's own wallet, bets and ranking; settle_match_bets and generate_match_odds
-- check for an admin. settle_bet is their internal step and has no callers outside.
grant execute on function public.ensure_betting_wallet(), public.place_bet(text, numeric, jsonb, uuid),
  public.settle_match_bets(uuid), public.generate_match_odds(uuid), public.get_betting_wallet_summary(),
  public.get_betting_leaderboard(text, integer, timestamptz), public.get_betting_user_rank(text)
  to authenticated, service_role;
-- The pricing: invoker functions over public data, shown with every offered match.
grant execute on function public.get_team_form(uuid, integer), public.betting_selection_wins(text, text, integer, integer),
  public.betting_team_strength(uuid, date), public.betting_outcome_probabilities(uuid, uuid, date),
  public.betting_is_club_derby(public.matches), public.betting_match_prices(uuid, uuid, date)
  to anon, authenticated, service_role;
