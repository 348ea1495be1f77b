-- Local demo data: one believable season of TJ Sokol Svinov, a Národní házená club in
-- Ostrava. Local only (never run on a hosted project). Deterministic: "random" values come
-- from hashes of stable keys, so every reset produces the same club.
--
-- Demo accounts (password Svinov1920! for all; tests/seed/demo-users.ts is the same list):
--   admin@svinov.local          Admin
--   hlavni.trener@svinov.local  Hlavní trenér (Muži, Ženy)
--   trener@svinov.local         Trenér (Mladší žáci, Starší žáci)
--   clen@svinov.local           Člen, linked to a player of the women's team (Tereza Malá herself)
--   rodic@svinov.local          Člen, guardian of two younger boys
--   sazkar@svinov.local         bettor with a wallet

-- A stable pseudo-random integer in [0, modulus) for a key.
create function pg_temp.pick(key text, modulus integer) returns integer
language sql immutable as $$
  select (('x' || substr(md5(key), 1, 7))::bit(28)::integer % modulus)
$$;

-- ---------------------------------------------------------------------------------------
-- Demo users
-- ---------------------------------------------------------------------------------------

-- Every column GoTrue needs to sign a user in, as it writes them itself: its instance (the nil
-- UUID), audience and role have no defaults, and the token columns are scanned as non-null
-- strings; the identity row is what a password sign-in is recorded against.
insert into auth.users (instance_id, aud, role, id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
  confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
  phone_change, phone_change_token, reauthentication_token, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', u.id::uuid, u.email,
       extensions.crypt('Svinov1920!', extensions.gen_salt('bf')), now(),
       '{"provider":"email","providers":["email"]}'::jsonb, jsonb_build_object('full_name', u.full_name),
       '', '', '', '', '', '', '', '', now(), now()
from (values
  ('00000000-0000-4000-8000-000000000001', 'admin@svinov.local', 'Jana Dvořáková'),
  ('00000000-0000-4000-8000-000000000002', 'hlavni.trener@svinov.local', 'Pavel Kučera'),
  ('00000000-0000-4000-8000-000000000003', 'trener@svinov.local', 'Lukáš Horák'),
  ('00000000-0000-4000-8000-000000000004', 'clen@svinov.local', 'Tereza Malá'),
  ('00000000-0000-4000-8000-000000000005', 'sazkar@svinov.local', 'Martin Sázka'),
  ('00000000-0000-4000-8000-000000000006', 'rodic@svinov.local', 'Petra Nováková')
) as u(id, email, full_name);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', now(), now(), now()
from auth.users u where u.email like '%@svinov.local';

-- ---------------------------------------------------------------------------------------
-- Categories (SEED-FACTS: menu order youngest first), seasons, clubs
-- ---------------------------------------------------------------------------------------

insert into public.categories (slug, name, description, age_group, gender, sort_order) values
  ('youngest-kids', 'Kuřátka', 'Nejmladší se zájmem o pohyb', 'kids', 'mixed', 1),
  ('prep-kids', 'Přípravka', 'Děti 5-10 let, turnajové kategorie', 'kids', 'mixed', 2),
  ('younger-boys', 'Mladší žáci', 'Kluci 9-12 let', 'youth', 'male', 3),
  ('younger-girls', 'Mladší žákyně', 'Děvčata 9-12 let', 'youth', 'female', 4),
  ('older-boys', 'Starší žáci', 'Kluci 12-15 let', 'youth', 'male', 5),
  ('older-girls', 'Starší žákyně', 'Děvčata 12-15 let', 'youth', 'female', 6),
  ('junior-boys', 'Dorostenci', 'Junioři 15-18 let', 'juniors', 'male', 7),
  ('junior-girls', 'Dorostenky', 'Juniorky 15-18 let', 'juniors', 'female', 8),
  ('men', 'Muži', '1. liga mužů', 'adults', 'male', 9),
  ('women', 'Ženy', 'Oblastní liga žen', 'adults', 'female', 10);

-- Today's season is 2026/2027; the previous one is closed (its standings stay frozen).
insert into public.seasons (name, start_date, end_date, is_active, is_closed) values
  ('2025/2026', '2025-09-01', '2026-06-30', false, true),
  ('2026/2027', '2026-09-01', '2027-06-30', true, false);

insert into public.clubs (name, short_name, city, is_own_club) values
  ('TJ Sokol Svinov', 'Svinov', 'Ostrava', true),
  ('TJ Sokol Poruba', 'Poruba', 'Ostrava', false),
  ('TJ Sokol Klimkovice', 'Klimkovice', 'Klimkovice', false),
  ('TJ Sokol Karviná', 'Karviná', 'Karviná', false),
  ('TJ Sokol Opava', 'Opava', 'Opava', false),
  ('TJ Sokol Krnov', 'Krnov', 'Krnov', false),
  ('TJ Sokol Havířov', 'Havířov', 'Havířov', false),
  ('TJ Pustějov', 'Pustějov', 'Pustějov', false);

-- Who plays where in 2026/2027: men and older boys with a Svinov B team; women and younger
-- boys with six clubs each.
with entries(category_slug, club_short, teams) as (values
  ('men', 'Svinov', 2), ('men', 'Poruba', 1), ('men', 'Klimkovice', 1), ('men', 'Karviná', 1),
  ('men', 'Opava', 1), ('men', 'Krnov', 1), ('men', 'Havířov', 1), ('men', 'Pustějov', 1),
  ('women', 'Svinov', 1), ('women', 'Poruba', 1), ('women', 'Klimkovice', 1), ('women', 'Opava', 1),
  ('women', 'Havířov', 1), ('women', 'Pustějov', 1),
  ('older-boys', 'Svinov', 2), ('older-boys', 'Poruba', 1), ('older-boys', 'Karviná', 1),
  ('older-boys', 'Krnov', 1), ('older-boys', 'Opava', 1), ('older-boys', 'Klimkovice', 1),
  ('younger-boys', 'Svinov', 1), ('younger-boys', 'Poruba', 1), ('younger-boys', 'Klimkovice', 1),
  ('younger-boys', 'Havířov', 1), ('younger-boys', 'Opava', 1), ('younger-boys', 'Pustějov', 1)
)
insert into public.club_categories (club_id, category_id, season_id, max_teams)
select cl.id, c.id, s.id, e.teams
from entries e
join public.clubs cl on cl.short_name = e.club_short
join public.categories c on c.slug = e.category_slug
join public.seasons s on s.name = '2026/2027';

insert into public.club_category_teams (club_category_id, team_suffix, is_primary)
select cc.id, suffix, suffix = 'A'
from public.club_categories cc
cross join lateral (select chr(64 + n) as suffix from generate_series(1, cc.max_teams) n) s;

-- ---------------------------------------------------------------------------------------
-- Schedule: a double round robin per category (circle method), Saturdays from 5 September;
-- the autumn half before the winter break, the spring half from 27 March. Matches before
-- today are played, with Národní házená scores (totals 25–50, about one draw in six).
-- ---------------------------------------------------------------------------------------

do $$
declare
  v_category record;
  v_teams uuid[];
  v_count integer;
  v_rounds integer;
  v_round integer;
  v_slot integer;
  v_home uuid;
  v_away uuid;
  v_date date;
  v_number integer;
begin
  for v_category in
    select c.id as category_id, s.id as season_id, c.slug
    from public.categories c, public.seasons s
    where s.name = '2026/2027' and c.slug in ('men', 'women', 'older-boys', 'younger-boys')
  loop
    select array_agg(t.id order by cl.name, t.team_suffix) into v_teams
    from public.club_category_teams t
    join public.club_categories cc on cc.id = t.club_category_id
    join public.clubs cl on cl.id = cc.club_id
    where cc.category_id = v_category.category_id and cc.season_id = v_category.season_id;
    -- An odd field gets a bye: the team drawn against it rests that round.
    if array_length(v_teams, 1) % 2 = 1 then
      v_teams := v_teams || null::uuid;
    end if;
    v_count := array_length(v_teams, 1);
    v_rounds := v_count - 1;
    v_number := 0;
    for v_round in 0 .. 2 * v_rounds - 1 loop
      v_date := case when v_round < v_rounds then date '2026-09-05' + 7 * v_round
                     else date '2027-03-27' + 7 * (v_round - v_rounds) end;
      for v_slot in 0 .. v_count / 2 - 1 loop
        -- Circle method: team 1 stays, the others rotate one place per round.
        v_home := v_teams[1 + case when v_slot = 0 then 0 else 1 + (v_round % v_rounds + v_slot - 1) % v_rounds end];
        v_away := v_teams[1 + 1 + (v_round % v_rounds + v_rounds - v_slot - 1) % v_rounds];
        if (v_round + v_slot) % 2 = 1 then
          select v_away, v_home into v_home, v_away;
        end if;
        -- Return matches swap home and away.
        if v_round >= v_rounds then
          select v_away, v_home into v_home, v_away;
        end if;
        continue when v_home is null or v_away is null;
        v_number := v_number + 1;
        insert into public.matches (category_id, season_id, date, time, venue, competition, home_team_id, away_team_id,
                                    matchweek, match_number)
        values (v_category.category_id, v_category.season_id, v_date,
                case v_category.slug when 'men' then time '15:00' when 'women' then time '13:00' else time '10:00' end,
                '', 'league', v_home, v_away,
                greatest(1, ((v_date - date '2026-09-01') / 7) + 1), v_category.slug || '-' || lpad(v_number::text, 3, '0'));
      end loop;
    end loop;
  end loop;
end
$$;

-- Venues follow the home club.
update public.matches m set venue = 'Hřiště ' || cl.name || ', ' || cl.city
from public.club_category_teams t
join public.club_categories cc on cc.id = t.club_category_id
join public.clubs cl on cl.id = cc.club_id
where t.id = m.home_team_id;

-- Results of the autumn half (everything before today, 2026-11-22).
with played as (
  select id, match_number,
         25 + pg_temp.pick(match_number || 'total', 26) as total,
         pg_temp.pick(match_number || 'draw', 6) = 0 as is_draw,
         1 + pg_temp.pick(match_number || 'margin', 7) as margin,
         pg_temp.pick(match_number || 'home', 100) < 58 as home_wins
  from public.matches where date < date '2026-11-22'
),
scores as (
  select id, match_number,
         case when is_draw then total / 2
              when home_wins then (total + margin) / 2 else (total - margin) / 2 end as home,
         case when is_draw then total / 2
              when home_wins then (total - margin) / 2 else (total + margin) / 2 end as away
  from played
)
update public.matches m
set status = 'completed',
    home_score = s.home,
    away_score = s.away,
    home_score_halftime = (s.home * (40 + pg_temp.pick(s.match_number || 'hth', 16))) / 100,
    away_score_halftime = (s.away * (40 + pg_temp.pick(s.match_number || 'hta', 16))) / 100
from scores s
where s.id = m.id;

-- Standings of every scheduled category, computed from the results by the same function the
-- admin's button calls (as the demo admin, since it checks the caller).
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated"}', true);
insert into public.user_profiles (user_id, role) values ('00000000-0000-4000-8000-000000000001', 'admin');
select public.generate_initial_standings(c.id, s.id)
from public.categories c, public.seasons s
where s.name = '2026/2027' and c.slug in ('men', 'women', 'older-boys', 'younger-boys');
select set_config('request.jwt.claims', '', true);

refresh materialized view public.own_club_matches;

-- ---------------------------------------------------------------------------------------
-- Roles of the demo staff (admin, head coach, coaches with their categories)
-- ---------------------------------------------------------------------------------------

insert into public.user_profiles (user_id, role, assigned_categories)
select '00000000-0000-4000-8000-000000000002', 'head_coach', array_agg(id order by sort_order)
from public.categories where slug in ('men', 'women');
insert into public.user_profiles (user_id, role, assigned_categories)
select '00000000-0000-4000-8000-000000000003', 'coach', array_agg(id order by sort_order)
from public.categories where slug in ('younger-boys', 'older-boys');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-000000000001', 'admin');
update public.profiles p set role = up.role
from public.user_profiles up where up.user_id = p.user_id;

-- ---------------------------------------------------------------------------------------
-- Members: ~120 people with Czech names, ages fitting their category
-- ---------------------------------------------------------------------------------------

with
  male_names as (select array['Jakub','Jan','Tomáš','Adam','Matyáš','Filip','Vojtěch','Ondřej','David','Lukáš','Martin','Petr','Daniel','Šimon','Michal','Josef'] as names),
  female_names as (select array['Eliška','Anna','Tereza','Adéla','Natálie','Karolína','Kateřina','Barbora','Lucie','Veronika','Klára','Kristýna','Nikola','Markéta'] as names),
  male_surnames as (select array['Novák','Svoboda','Novotný','Dvořák','Černý','Procházka','Kučera','Veselý','Horák','Němec','Pokorný','Marek','Pospíšil','Hájek','Král','Jelínek','Růžička','Beneš','Fiala','Sedláček'] as names),
  female_surnames as (select array['Nováková','Svobodová','Novotná','Dvořáková','Černá','Procházková','Kučerová','Veselá','Horáková','Němcová','Pokorná','Marková','Pospíšilová','Hájková','Králová','Jelínková','Růžičková','Benešová','Fialová','Sedláčková'] as names),
  quotas(slug, people, birth_from, birth_span_days) as (values
    ('youngest-kids', 6, date '2019-09-01', 730), ('prep-kids', 10, date '2016-09-01', 1460),
    ('younger-boys', 12, date '2014-09-01', 1000), ('younger-girls', 8, date '2014-09-01', 1000),
    ('older-boys', 16, date '2011-09-01', 1000), ('older-girls', 8, date '2011-09-01', 1000),
    ('junior-boys', 10, date '2008-09-01', 1000), ('junior-girls', 8, date '2008-09-01', 1000),
    ('men', 24, date '1986-01-01', 5800), ('women', 18, date '1988-01-01', 5800)),
  people as (
    select c.id as category_id, c.slug, c.gender, n, q.birth_from, q.birth_span_days,
           case when c.gender = 'mixed' then case when n % 2 = 0 then 'male' else 'female' end else c.gender end as sex
    from quotas q join public.categories c on c.slug = q.slug
    cross join lateral generate_series(1, q.people) n
  )
insert into public.members (name, surname, registration_number, date_of_birth, sex, category_id, functions)
select
  case p.sex when 'male' then mn.names[1 + pg_temp.pick(p.slug || p.n || 'n', array_length(mn.names, 1))]
             else fn.names[1 + pg_temp.pick(p.slug || p.n || 'n', array_length(fn.names, 1))] end,
  case p.sex when 'male' then ms.names[1 + pg_temp.pick(p.slug || p.n || 's', array_length(ms.names, 1))]
             else fs.names[1 + pg_temp.pick(p.slug || p.n || 's', array_length(fs.names, 1))] end,
  'SV' || lpad((row_number() over (order by p.slug, p.n))::text, 5, '0'),
  p.birth_from + pg_temp.pick(p.slug || p.n || 'b', p.birth_span_days),
  p.sex, p.category_id,
  -- The last two adults of each adult team also coach the youth.
  case when p.slug in ('men', 'women') and p.n > (case p.slug when 'men' then 22 else 16 end)
       then array['player', 'coach'] else array['player'] end
from people p, male_names mn, female_names fn, male_surnames ms, female_surnames fs;

insert into public.member_club_relationships (member_id, club_id, valid_from)
select m.id, cl.id, date '2024-09-01'
from public.members m, public.clubs cl where cl.is_own_club;

-- Two junior girls left the club after last season: their relationship ended on 30 June, so
-- the register's "Členství: Neaktivní" filter has someone to show.
update public.member_club_relationships r set status = 'ended', valid_to = date '2026-06-30'
where r.member_id in (select m.id from public.members m join public.categories c on c.id = m.category_id
                      where c.slug = 'junior-girls' order by m.registration_number desc limit 2);

-- ---------------------------------------------------------------------------------------
-- Lineups of Svinov A in the men's completed matches: 1 goalkeeper, 9 field players, the
-- field players' goals adding up to the team's score.
-- ---------------------------------------------------------------------------------------

with svinov_a as (
  select t.id from public.club_category_teams t
  join public.club_categories cc on cc.id = t.club_category_id
  join public.clubs cl on cl.id = cc.club_id
  join public.categories c on c.id = cc.category_id
  where cl.is_own_club and c.slug = 'men' and t.team_suffix = 'A'
)
insert into public.lineups (match_id, team_id)
select m.id, a.id from public.matches m, svinov_a a
where m.status = 'completed' and a.id in (m.home_team_id, m.away_team_id);

with men as (
  select m.id, row_number() over (order by m.surname, m.name) as n
  from public.members m join public.categories c on c.id = m.category_id where c.slug = 'men'
),
squads as (
  select l.id as lineup_id, l.match_id,
         case when l.is_home_team then ma.home_score else ma.away_score end as team_score,
         ma.match_number
  from public.lineups l join public.matches ma on ma.id = l.match_id
),
picked as (
  -- Ten of the 22 players per match, rotating so everyone plays; player 1..2 are goalkeepers.
  select s.lineup_id, s.team_score, s.match_number, men.id as member_id, slot
  from squads s
  cross join generate_series(0, 9) slot
  join men on men.n = case when slot = 0 then 1 + pg_temp.pick(s.match_number || 'gk', 2)
                           else 3 + (pg_temp.pick(s.match_number || 'rot', 20) + slot) % 20 end
)
insert into public.lineup_players (lineup_id, member_id, jersey_number, position, is_captain, goals, yellow_cards)
select lineup_id, member_id,
       case when slot = 0 then 1 else slot + 1 end,
       case when slot = 0 then 'goalkeeper' else 'field_player' end,
       slot = 1,
       case when slot = 0 then 0 else team_score / 9 + case when slot <= team_score % 9 then 1 else 0 end end,
       case when pg_temp.pick(match_number || slot, 9) = 0 then 1 else 0 end
from picked;

insert into public.lineup_coaches (lineup_id, member_id, role)
select l.id, m.id, 'head_coach'
from public.lineups l
cross join lateral (select m.id from public.members m join public.categories c on c.id = m.category_id
                    where c.slug = 'men' and 'coach' = any (m.functions) order by m.surname limit 1) m;

-- The men's roster for the active season (category_lineups): every player, numbered in
-- surname order, the first two goalkeepers, a captain and a vice-captain.
with roster as (
  insert into public.category_lineups (category_id, season_id)
  select c.id, s.id from public.categories c, public.seasons s where c.slug = 'men' and s.is_active
  returning id, category_id
),
men as (
  select m.id, row_number() over (order by m.surname, m.name) as n
  from public.members m join roster r on r.category_id = m.category_id
  where 'player' = any (m.functions)
)
insert into public.category_lineup_members (lineup_id, member_id, position, jersey_number, is_captain, is_vice_captain)
select r.id, men.id, case when men.n <= 2 then 'goalkeeper' else 'field_player' end, men.n, men.n = 3, men.n = 4
from roster r, men;

-- ---------------------------------------------------------------------------------------
-- Training: Tuesdays and Thursdays for men and younger boys; done before today, one
-- cancelled for weather, planned after today.
-- ---------------------------------------------------------------------------------------

insert into public.training_sessions (title, session_date, session_time, location, category_id, season_id, coach_id, status, status_reason)
select 'Trénink ' || c.name, d::date,
       case c.slug when 'men' then time '18:00' else time '16:30' end,
       'Hřiště TJ Sokol Svinov', c.id, s.id,
       case c.slug when 'men' then '00000000-0000-4000-8000-000000000002'::uuid else '00000000-0000-4000-8000-000000000003'::uuid end,
       case when d::date = date '2026-10-13' then 'cancelled' when d < date '2026-11-22' then 'done' else 'planned' end,
       case when d::date = date '2026-10-13' then 'Hřiště pod vodou po dešti' end
from public.categories c, public.seasons s,
     generate_series(date '2026-09-01', date '2026-12-17', interval '1 day') d
where s.name = '2026/2027' and c.slug in ('men', 'younger-boys') and extract(isodow from d) in (2, 4);

insert into public.member_attendance (member_id, training_session_id, attendance_status, recorded_by)
select m.id, t.id,
       (array['present','present','present','present','present','late','excused','absent'])[1 + pg_temp.pick(m.id::text || t.id::text, 8)],
       t.coach_id
from public.training_sessions t
join public.members m on m.category_id = t.category_id
where t.status = 'done';

-- ---------------------------------------------------------------------------------------
-- Member accounts and their answers: the demo member is a men's player, the demo parent the
-- guardian of two younger boys. The younger boys come to trainings unless they say otherwise.
-- ---------------------------------------------------------------------------------------

-- The demo member's account is her own: the women's first player carries the account's name.
update public.members set name = 'Tereza', surname = 'Malá'
where id = (select m.id from public.members m join public.categories c on c.id = m.category_id
            where c.slug = 'women' and m.functions = array['player'] order by m.registration_number limit 1);

insert into public.member_accounts (user_id, member_id, relation, invited_by)
select '00000000-0000-4000-8000-000000000004', m.id, 'self', '00000000-0000-4000-8000-000000000002'
from public.members m join public.categories c on c.id = m.category_id
where c.slug = 'women' and m.functions = array['player']
order by m.registration_number limit 1;

insert into public.member_accounts (user_id, member_id, relation, invited_by)
select '00000000-0000-4000-8000-000000000006', m.id, 'guardian', '00000000-0000-4000-8000-000000000003'
from public.members m join public.categories c on c.id = m.category_id
where c.slug = 'younger-boys'
order by m.registration_number limit 2;

insert into public.category_availability_settings (category_id, lock_hours, trainings_attending_by_default)
select id, 2, true from public.categories where slug = 'younger-boys';

-- Answers for the next planned trainings of each linked member and the men's next match; the
-- parent's second child has not answered yet, so the coach sees someone without an answer.
insert into public.availability_answers (member_id, training_session_id, answer, note, answered_by)
select a.member_id, t.id,
       (array['yes', 'yes', 'no', 'maybe'])[1 + pg_temp.pick(a.member_id::text || t.id::text, 4)],
       case when pg_temp.pick(t.id::text || 'note', 3) = 0 then 'Přijdu o 15 minut později' end,
       a.user_id
from public.member_accounts a
join public.members m on m.id = a.member_id
cross join lateral (
  select t.id from public.training_sessions t
  where t.category_id = m.category_id and t.status = 'planned'
  order by t.session_date, t.session_time limit 3
) t
where m.registration_number = (select min(x.registration_number) from public.member_accounts y
                                join public.members x on x.id = y.member_id where y.user_id = a.user_id);

insert into public.availability_answers (member_id, match_id, answer, answered_by)
select a.member_id, om.id, 'yes', a.user_id
from public.member_accounts a
join public.members m on m.id = a.member_id
cross join lateral (
  select om.id from public.own_club_matches om
  where om.category_id = m.category_id and om.status = 'upcoming'
  order by om.date, om.time limit 1
) om
where a.user_id = '00000000-0000-4000-8000-000000000004';

-- ---------------------------------------------------------------------------------------
-- Site content
-- ---------------------------------------------------------------------------------------

insert into public.club_config (club_name, short_name, description, founded_year, address, city, postal_code, map_url,
  email, phone, website_url, facebook_url, primary_color, secondary_color)
values ('TJ Sokol Svinov', 'Svinov', 'Oddíl národní házené ve Svinově', 1920, 'Bílovecká 106', 'Ostrava-Svinov', '721 00',
        'https://mapy.cz/?q=Sokolovna+Svinov', 'hazena@sokol-svinov.cz', '+420 596 000 000', 'https://www.sokol-svinov.cz',
        'https://www.facebook.com/hazenasvinov', '#1d4ed8', '#facc15');

insert into public.page_visibility (page_key, page_title, page_route, category, sort_order) values
  ('home', 'Úvod', '/', 'main', 1),
  ('blog', 'Novinky', '/blog', 'main', 3),
  ('matches', 'Zápasy', '/matches', 'main', 4),
  ('photo-gallery', 'Fotogalerie', '/photo-gallery', 'main', 5),
  ('chronicle', 'Kronika', '/chronicle', 'info', 10),
  ('downloads', 'Dokumenty', '/downloads', 'info', 11),
  ('contact', 'Kontakt', '/contact', 'info', 12),
  ('about', 'O oddílu', '/about', 'info', 13),
  ('celebration', '100 let', '/100', 'info', 14),
  ('admin', 'Admin', '/login', 'admin', 20),
  ('section-club-highlight', 'Oddíl v kostce', 'section:club-highlight', 'sections', 30),
  ('section-sponsors', 'Partneři na úvodní stránce', 'section:sponsors', 'sections', 31),
  ('section-call-to-action', 'Přidej se k nám', 'section:call-to-action', 'sections', 32);
insert into public.page_visibility (page_key, page_title, page_route, page_description, category, sort_order)
select 'category-' || slug, name, '/category/' || slug, description, 'categories', 100 + sort_order
from public.categories;

create temporary table seed_posts (title, slug, category_slug, status, published_at, content, tags) on commit drop as
values
  ('Muži vstoupili do sezóny výhrou', 'muzi-vstoupili-do-sezony-vyhrou', 'men', 'published', '2026-09-07 18:00+02',
   '<p>Úvodní kolo <strong>1. ligy</strong> se našim mužům vydařilo. Po vyrovnaném poločase rozhodla lepší obrana.</p><p>Děkujeme fanouškům za podporu!</p>',
   array['muži', 'liga']),
  ('Nábor nových hráčů a hráček', 'nabor-novych-hracu-a-hracek', 'prep-kids', 'published', '2026-09-10 09:00+02',
   '<p>Hledáme kluky a holky od 5 let. Tréninky jsou:</p><ul><li>úterý 16:30</li><li>čtvrtek 16:30</li></ul><p>Více na stránce <a href="/contact">Kontakt</a>.</p>',
   array['nábor', 'mládež']),
  ('Starší žáci vedou tabulku', 'starsi-zaci-vedou-tabulku', 'older-boys', 'published', '2026-10-20 20:00+02',
   '<p>Po podzimní části jsou naši starší žáci na čele. Gratulujeme a držíme palce v jarních kolech.</p>',
   array['mládež']),
  ('Podzimní brigáda na hřišti', 'podzimni-brigada-na-hristi', null, 'published', '2026-11-02 10:00+01',
   '<p>V sobotu jsme připravili hřiště na zimu. Díky všem, kteří přišli pomoct!</p>',
   array['klub']),
  ('Plán zimní přípravy', 'plan-zimni-pripravy', 'men', 'draft', null,
   '<p>Rozpis zimní přípravy zveřejníme po schválení trenéry.</p>',
   array['muži']);

insert into public.blog_posts (title, slug, content, excerpt, tags, author_id, category_id, status)
select p.title, p.slug, p.content, left(btrim(regexp_replace(regexp_replace(regexp_replace(p.content, '</?(p|ul|ol|li|h[1-6]|blockquote|br)\y[^>]*>', ' ', 'g'), '<[^>]+>', '', 'g'), '\s+', ' ', 'g')), 150), p.tags,
       '00000000-0000-4000-8000-000000000001', c.id, p.status
from seed_posts p left join public.categories c on c.slug = p.category_slug;
-- The publish trigger stamps now(); the demo posts keep their real publication dates.
update public.blog_posts b set published_at = p.published_at::timestamptz
from seed_posts p where p.slug = b.slug and p.published_at is not null;

-- Videos: each filed by the coach of its category; one deactivated, one undated.
insert into public.videos (title, description, youtube_url, youtube_id, thumbnail_url, category_id, club_id, season_id, recording_date, is_active, created_by)
select v.title, v.description, 'https://www.youtube.com/watch?v=' || v.youtube_id, v.youtube_id,
       'https://i.ytimg.com/vi/' || v.youtube_id || '/hqdefault.jpg',
       c.id, cl.id, s.id, v.recorded::date, v.is_active,
       case when v.category_slug in ('men', 'women') then '00000000-0000-4000-8000-000000000002'::uuid
            else '00000000-0000-4000-8000-000000000003'::uuid end
from (values
  ('Sestřih: Svinov – Poruba', 'Góly a zákroky z derby', 'aqz-KE-bpKQ', 'men', '2026-09-12', true),
  ('Muži: celý zápas s Opavou', 'Záznam z domácího hřiště', 'M7lc1UVf-VE', 'men', '2026-10-03', true),
  ('Trénink střelby mládeže', 'Cvičení na střelbu z první', 'kJQP7kiw5Fk', 'older-boys', '2026-10-01', true),
  ('Starší žáci: turnaj v Krnově', 'Sestřih ze tří zápasů', 'YQHsXMglC9A', 'older-boys', '2026-10-18', true),
  ('Mladší žáci: první zápas sezóny', 'Premiéra nejmladších', 'jNQXAC9IVRw', 'younger-boys', '2026-09-20', true),
  ('Mladší žáci: nábor', 'Pozvánka na nábor nových hráčů', 'ScMzIvxBSi4', 'younger-boys', null, true),
  ('Ženy: podzimní finiš', 'Poslední kolo podzimu', 'fJ9rUzIMcZQ', 'women', '2026-11-14', true),
  ('Ženy: rozbor obrany (interní)', 'Jen pro trenéry, nezveřejňovat', 'hT_nvWreIhg', 'women', '2026-11-02', false)
) as v(title, description, youtube_id, category_slug, recorded, is_active)
join public.categories c on c.slug = v.category_slug
cross join public.seasons s
cross join public.clubs cl
where s.name = '2026/2027' and cl.is_own_club;

insert into public.committees (code, name, sort_order) values
  ('OSK_OSTRAVA', 'Oblastní soutěžní komise Ostrava', 1),
  ('OSK_FM', 'Oblastní soutěžní komise Frýdek-Místek', 2),
  ('OSK_KARVINA', 'Oblastní soutěžní komise Karviná', 3),
  ('OSK_OPAVA', 'Oblastní soutěžní komise Opava', 4),
  ('OSK_KRNOV', 'Oblastní soutěžní komise Krnov', 5),
  ('OSK_BRUNTAL', 'Oblastní soutěžní komise Bruntál', 6);

insert into public.main_partners (name, website_url, partner_type, sort_order) values
  ('Statutární město Ostrava', 'https://www.ostrava.cz', 'public_funder', 1),
  ('Moravskoslezský kraj', 'https://www.msk.cz', 'public_funder', 2),
  ('Národní sportovní agentura', 'https://www.agenturasport.cz', 'public_funder', 3),
  ('Městský obvod Svinov', 'https://www.svinov.ostrava.cz', 'public_funder', 4);
insert into public.business_partners (name, description, level, sort_order) values
  ('Pekárna U Sokolovny', 'Svačiny pro mládež na turnajích', 'gold', 1),
  ('Autoservis Svinov', 'Doprava na zápasy', 'silver', 2),
  ('Stavebniny Bílovecká', 'Materiál pro údržbu hřiště', 'bronze', 3);
insert into public.media_partners (name, website_url, media_type) values
  ('Svinovské noviny', 'https://www.svinov.ostrava.cz/noviny', 'print');

insert into public.grants (name, description, month, created_by) values
  ('Program podpory sportu – město Ostrava', 'Žádost o celoroční činnost mládeže', 1, '00000000-0000-4000-8000-000000000001'),
  ('Moje klubovna – NSA', 'Údržba a provoz sportoviště', 3, '00000000-0000-4000-8000-000000000001'),
  ('Dotace kraje na mládež', 'Sportovní činnost dětí a mládeže', 2, '00000000-0000-4000-8000-000000000001'),
  ('Vyúčtování městských dotací', 'Termín vyúčtování za předchozí rok', 12, '00000000-0000-4000-8000-000000000001'),
  ('Příspěvek obvodu Svinov', 'Turnaje mládeže a doprava na zápasy', 5, '00000000-0000-4000-8000-000000000001'),
  ('Můj klub – NSA', 'Činnost sportovních klubů s mládeží', 9, '00000000-0000-4000-8000-000000000001');
-- A programme that has ended: kept, deactivated, shown under "include inactive".
insert into public.grants (name, description, month, is_active, created_by) values
  ('Krajský program Sportoviště 2025', 'Program již není vypisován', 4, false, '00000000-0000-4000-8000-000000000001');

insert into public.meeting_minutes (meeting_number, meeting_date, meeting_place, season_id, wrote_by, notes)
select n, d::date, 'Klubovna Sokolovny Svinov', s.id, '00000000-0000-4000-8000-000000000001', notes
from public.seasons s,
     (values (1, '2026-09-03', 'Zahájení sezóny, rozpis tréninků, nábor.'), (2, '2026-10-08', 'Podzimní brigáda, dotace na jaro.')) v(n, d, notes)
where s.name = '2026/2027';
-- Attendees are members (the form's attendee manager picks members): the first three adults of
-- each adult category; at the second meeting one of them is excused.
insert into public.meeting_attendees (meeting_minutes_id, member_id, status, notes)
select mm.id, m.id,
       case when mm.meeting_number = 2 and m.rank = 1 and m.slug = 'women' then 'excused' else 'present' end,
       case when mm.meeting_number = 2 and m.rank = 1 and m.slug = 'women' then 'Pracovní cesta' else '' end
from public.meeting_minutes mm,
     (select m.id, c.slug, row_number() over (partition by c.slug order by m.registration_number) as rank
      from public.members m join public.categories c on c.id = m.category_id where c.slug in ('men', 'women')) m
where m.rank <= 3;

-- Todos and comments: the admins' notes on the dashboard, in every status and priority.
insert into public.todos (title, description, priority, status, category, due_date, user_email) values
  ('Objednat nové dresy pro mládež', 'Sada 14 dresů pro starší žáky, čísla 1–14.', 'high', 'todo', 'improvement', date '2026-12-05', 'admin@svinov.local'),
  ('Opravit osvětlení hřiště', 'Dva reflektory u severní brány nesvítí.', 'urgent', 'in-progress', 'bug', date '2026-11-30', 'admin@svinov.local'),
  ('Připravit vyúčtování dotace města', null, 'medium', 'todo', 'technical', date '2026-12-15', 'admin@svinov.local'),
  ('Rozeslat pozvánky na valnou hromadu', null, 'low', 'todo', 'feature', date '2027-01-10', 'admin@svinov.local'),
  ('Aktualizovat fotogalerii z turnaje', 'Fotky z podzimního turnaje v Třinci.', 'medium', 'done', 'feature', date '2026-11-10', 'admin@svinov.local');
insert into public.comments (content, author, user_email, type) values
  ('Rozpis tréninků na zimu je hotový, prosím o kontrolu.', 'Jana Dvořáková', 'admin@svinov.local', 'general'),
  ('Po úpravě sestav by se hodil export do PDF.', 'Jana Dvořáková', 'admin@svinov.local', 'feature');

-- Loans: a young player gaining minutes at Poruba, one that already ended, a permanent transfer,
-- and one agreed and then called off (the loans tab shows all three states).
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-000000000001","role":"authenticated"}', true);
select public.create_player_loan(
  (select m.id from public.members m join public.categories c on c.id = m.category_id where c.slug = 'junior-boys' order by m.registration_number limit 1),
  (select id from public.clubs where is_own_club), (select id from public.clubs where short_name = 'Poruba'),
  date '2026-09-01', date '2027-06-30', 'youth', 'Hostování na sezónu 2026/2027');
select public.end_player_loan(public.create_player_loan(
  (select m.id from public.members m join public.categories c on c.id = m.category_id where c.slug = 'men' order by m.registration_number limit 1),
  (select id from public.clubs where is_own_club), (select id from public.clubs where short_name = 'Opava'),
  date '2026-09-01', date '2026-12-31', 'temporary', 'Krátkodobé hostování'));
select public.create_player_loan(
  (select m.id from public.members m join public.categories c on c.id = m.category_id where c.slug = 'women' order by m.registration_number limit 1),
  (select id from public.clubs where is_own_club), (select id from public.clubs where short_name = 'Poruba'),
  date '2026-10-01', null, 'permanent', 'Přestup');
select public.create_player_loan(
  (select m.id from public.members m join public.categories c on c.id = m.category_id where c.slug = 'older-boys' order by m.registration_number limit 1),
  (select id from public.clubs where is_own_club), (select id from public.clubs where short_name = 'Opava'),
  date '2026-11-01', date '2027-01-31', 'youth', 'Hostování zrušeno dohodou klubů');
-- A statement of its own: an UPDATE does not see rows inserted by a function in the same statement.
update public.player_loans set status = 'terminated' where notes = 'Hostování zrušeno dohodou klubů';
select set_config('request.jwt.claims', '', true);

-- ---------------------------------------------------------------------------------------
-- Betting: odds for every upcoming match (club derbies are no bet), five regulars and the
-- demo bettor with bets on the autumn's results, settled by the game's own settlement, and the
-- demo bettor's open bets on the coming matches.
-- ---------------------------------------------------------------------------------------

-- The schedule was priced as it was inserted, before any result: the matches since played drop
-- those odds, and the coming ones are repriced with the autumn's form.
delete from public.betting_odds o using public.matches m where m.id = o.match_id and m.status <> 'upcoming';
select public.generate_match_odds(id) from public.matches
where status = 'upcoming' and home_team_is_own_club <> away_team_is_own_club;

-- The regulars sign in like every demo user (password Svinov1920!); the profile trigger gives
-- the leaderboard their names.
insert into auth.users (instance_id, aud, role, id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
  confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
  phone_change, phone_change_token, reauthentication_token, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', u.id::uuid, u.email,
       extensions.crypt('Svinov1920!', extensions.gen_salt('bf')), now(),
       '{"provider":"email","providers":["email"]}'::jsonb, jsonb_build_object('full_name', u.full_name),
       '', '', '', '', '', '', '', '', now(), now()
from (values
  ('00000000-0000-4000-8000-000000000011', 'jiri.novotny@svinov.local', 'Jiří Novotný'),
  ('00000000-0000-4000-8000-000000000012', 'eva.prochazkova@svinov.local', 'Eva Procházková'),
  ('00000000-0000-4000-8000-000000000013', 'tomas.krejci@svinov.local', 'Tomáš Krejčí'),
  ('00000000-0000-4000-8000-000000000014', 'petra.vesela@svinov.local', 'Petra Veselá'),
  ('00000000-0000-4000-8000-000000000015', 'ondrej.marek@svinov.local', 'Ondřej Marek')
) as u(id, email, full_name);
insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', now(), now(), now()
from auth.users u where u.id::text like '00000000-0000-4000-8000-00000000001_';

create temporary table seed_bettors (user_id) on commit drop as
select id from auth.users where id::text like '00000000-0000-4000-8000-00000000001_' or email = 'sazkar@svinov.local';

-- Every wallet opened as in the game: 1000 coins booked as a grant.
do $$
declare
  v_user uuid;
begin
  for v_user in select user_id from seed_bettors loop
    perform set_config('request.jwt.claims', jsonb_build_object('sub', v_user, 'role', 'authenticated')::text, true);
    perform public.ensure_betting_wallet();
  end loop;
  perform set_config('request.jwt.claims', '', true);
end
$$;

-- A bet on matches already played, booked as place_bet booked it the evening before the first
-- of them: the odds the game would have listed then (betting_match_prices, with the form known
-- before that day), the stake debited and entered in the ledger. Ids come from the key.
create function pg_temp.seed_past_bet(p_key text, p_user uuid, p_stake numeric, p_legs jsonb) returns void
language plpgsql as $$
declare
  v_bet uuid := md5(p_key)::uuid;
  v_placed timestamptz;
  v_odds numeric := 1;
  v_leg jsonb;
  v_match public.matches;
  v_price numeric;
  v_balance numeric;
begin
  select ((min(m.date) - 1) + time '19:00' + make_interval(mins => pg_temp.pick(p_key, 120))) at time zone 'Europe/Prague'
  into v_placed
  from public.matches m where m.id in (select (l ->> 'match_id')::uuid from jsonb_array_elements(p_legs) l);
  insert into public.betting_bets (id, user_id, structure, stake, odds, potential_return, placed_at)
  values (v_bet, p_user, case when jsonb_array_length(p_legs) = 1 then 'SINGLE' else 'ACCUMULATOR' end, p_stake, 1.01, 0, v_placed);
  for v_leg in select * from jsonb_array_elements(p_legs) loop
    select * into v_match from public.matches where id = (v_leg ->> 'match_id')::uuid;
    select p.odds into v_price
    from public.betting_match_prices(v_match.home_team_id, v_match.away_team_id, v_match.date) p
    where p.bet_type = v_leg ->> 'bet_type' and p.selection = v_leg ->> 'selection';
    insert into public.betting_bet_legs (bet_id, match_id, bet_type, selection, odds)
    values (v_bet, v_match.id, v_leg ->> 'bet_type', v_leg ->> 'selection', v_price);
    v_odds := v_odds * v_price;
  end loop;
  update public.betting_bets set odds = round(v_odds, 2), potential_return = round(p_stake * round(v_odds, 2), 2) where id = v_bet;
  update public.betting_wallets set balance = balance - p_stake where user_id = p_user returning balance into v_balance;
  insert into public.betting_transactions (user_id, type, amount, balance_after, bet_id, created_at)
  values (p_user, 'stake', -p_stake, v_balance, v_bet, v_placed);
end
$$;

-- Singles on about one in five of the club's played matches per bettor, each with its own
-- taste in picks and stakes of 10-50 coins, and one two-leg accumulator each.
create temporary table seed_past_matches on commit drop as
select m.id, m.match_number from public.matches m
where m.status = 'completed' and (m.home_team_is_own_club <> m.away_team_is_own_club);

select pg_temp.seed_past_bet(b.user_id || m.match_number, b.user_id, 10 * (1 + pg_temp.pick(b.user_id || m.match_number || 'stake', 5)),
         jsonb_build_array(jsonb_build_object('match_id', m.id, 'bet_type', case when length(pick.selection) = 1 then '1X2' else 'DOUBLE_CHANCE' end,
                                              'selection', pick.selection)))
from seed_bettors b
cross join seed_past_matches m
cross join lateral (select (array['1', '1', '2', 'X', '1X', 'X2', '12'])[1 + pg_temp.pick(b.user_id || m.match_number || 'pick', 7)] as selection) pick
where pg_temp.pick(b.user_id || m.match_number, 5) = 0;

select pg_temp.seed_past_bet(b.user_id || 'accumulator', b.user_id, 20, jsonb_agg(jsonb_build_object('match_id', m.id, 'bet_type', 'DOUBLE_CHANCE', 'selection', '1X')))
from seed_bettors b
cross join lateral (select id from seed_past_matches order by md5(b.user_id || match_number) limit 2) m
group by b.user_id;

-- The game's own settlement pays them (as when an admin records a result), then each bet shows
-- as settled on the evening of its last match rather than at seeding time.
select public.settle_match_bets(id) from seed_past_matches;
update public.betting_bets b
set settled_at = (last_match.date + time '20:00') at time zone 'Europe/Prague'
from (select l.bet_id, max(m.date) as date from public.betting_bet_legs l join public.matches m on m.id = l.match_id group by l.bet_id) last_match
where last_match.bet_id = b.id and b.status <> 'PENDING';

-- The demo bettor's open bets, placed through the game at the listed odds.
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-000000000005","role":"authenticated"}', true);
select public.place_bet('SINGLE', 50, jsonb_build_array(jsonb_build_object('match_id', m.id, 'bet_type', '1X2', 'selection', '1', 'odds', o.odds)))
from (select id from public.matches where status = 'upcoming' and home_team_is_own_club and not away_team_is_own_club
      order by date, match_number limit 1) m
join public.betting_odds o on o.match_id = m.id and o.bet_type = '1X2' and o.selection = '1';
select public.place_bet('ACCUMULATOR', 20, jsonb_agg(jsonb_build_object('match_id', m.id, 'bet_type', 'DOUBLE_CHANCE', 'selection', '1X', 'odds', o.odds)))
from (select id from public.matches where status = 'upcoming' and home_team_is_own_club <> away_team_is_own_club
      order by date, match_number offset 1 limit 3) m
join public.betting_odds o on o.match_id = m.id and o.bet_type = 'DOUBLE_CHANCE' and o.selection = '1X';
select set_config('request.jwt.claims', '', true);

-- Sign-in history for the users screen: a few weeks of staff logins, a failed attempt.
insert into public.login_logs (email, status, action, reason, user_agent, ip, created_at)
select u.email, case when n % 11 = 0 then 'failed' else 'success' end,
       case when n % 5 = 0 then 'logout' else 'login' end,
       case when n % 11 = 0 then 'Invalid login credentials' end,
       case when n % 2 = 0 then 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/142.0 Safari/537.36'
            else 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) Mobile/15E148 Safari/604.1' end,
       '192.0.2.' || (10 + n % 40), now() - make_interval(hours => n * 17)
from generate_series(1, 45) as n
join (values (0, 'admin@svinov.local'), (1, 'hlavni.trener@svinov.local'), (2, 'trener@svinov.local'))
  as u(k, email) on n % 3 = u.k;

-- Photo gallery: two albums whose pictures supabase/seed-files uploads into the photo-gallery
-- bucket when the stack seeds a fresh database. URLs name the default local stack, as rows
-- seeded for the Supabase CLI do.
insert into public.photo_albums (id, title, slug, description, event_date, is_published, sort_order, cover_url) values
  ('11111111-aaaa-4000-8000-000000000001', 'Turnaj mladších žáků 2026', 'turnaj-mladsich-zaku-2026',
   'Domácí turnaj mladších žáků na hřišti ve Svinově: šest týmů, třetí místo a spousta sedmiček.', date '2026-10-10', true, 0,
   'http://127.0.0.1:54321/storage/v1/object/public/photo-gallery/albums/11111111-aaaa-4000-8000-000000000001/utkani-1.jpg'),
  ('11111111-aaaa-4000-8000-000000000002', 'Podzimní brigáda na hřišti', 'podzimni-brigada-na-hristi',
   'Rodiče, hráči i trenéři připravili hřiště na zimu: nové lajny, opravené branky.', date '2026-10-24', true, 1,
   'http://127.0.0.1:54321/storage/v1/object/public/photo-gallery/albums/11111111-aaaa-4000-8000-000000000002/brigada-1.jpg');

insert into public.photos (album_id, storage_path, url, caption, width, height, sort_order)
select album_id::uuid, 'albums/' || album_id || '/' || file,
       'http://127.0.0.1:54321/storage/v1/object/public/photo-gallery/albums/' || album_id || '/' || file,
       caption, 1200, 800, sort_order
from (values
  ('11111111-aaaa-4000-8000-000000000001', 'utkani-1.jpg', 'Mladší žáci proti Ostravě', 0),
  ('11111111-aaaa-4000-8000-000000000001', 'utkani-2.jpg', 'Rozhodující sedmička', 1),
  ('11111111-aaaa-4000-8000-000000000001', 'utkani-3.jpg', 'Obrana na střední čáře', 2),
  ('11111111-aaaa-4000-8000-000000000001', 'vyhlaseni.jpg', 'Vyhlášení turnaje', 3),
  ('11111111-aaaa-4000-8000-000000000002', 'brigada-1.jpg', 'Nové lajnování hřiště', 0),
  ('11111111-aaaa-4000-8000-000000000002', 'brigada-2.jpg', 'Oprava branek', 1)
) as p(album_id, file, caption, sort_order);
