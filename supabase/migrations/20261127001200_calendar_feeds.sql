-- A personal calendar feed: each account subscribes its calendar app to a private URL with its
-- members' trainings and matches and their answers. The URL's token is the only credential a
-- calendar app can send, so only its SHA-256 is stored (a leaked table reveals no working URL);
-- making a new one replaces the old, which stops working at once.

create table public.calendar_feeds (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token_hash text not null check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  constraint calendar_feeds_token_hash_key unique (token_hash)
);

-- The account sees when its link was made; it writes only through renew_calendar_feed.
alter table public.calendar_feeds enable row level security;
revoke all on public.calendar_feeds from public, anon, authenticated, service_role;
grant select on public.calendar_feeds to authenticated;
grant select, insert, update, delete on public.calendar_feeds to service_role;
create policy "own feed" on public.calendar_feeds for select to authenticated using (user_id = (select auth.uid()));

create or replace function public.calendar_token_hash(p_token text) returns text
language sql immutable set search_path = '' as $$
  select encode(pg_catalog.sha256(convert_to(p_token, 'UTF8')), 'hex')
$$;
revoke execute on function public.calendar_token_hash(text) from public, anon, authenticated;
grant execute on function public.calendar_token_hash(text) to service_role;

-- A new token for the caller's feed (the old one, if any, stops working). Returned once: the
-- database keeps only its hash. 244 random bits from two version-4 UUIDs.
create or replace function public.renew_calendar_feed() returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if auth.uid() is null then
    raise exception 'Pro odkaz do kalendáře se přihlaste' using errcode = '42501';
  end if;
  insert into public.calendar_feeds (user_id, token_hash, created_at)
  values (auth.uid(), public.calendar_token_hash(v_token), now())
  on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at;
  return v_token;
end
$$;
revoke execute on function public.renew_calendar_feed() from public, anon;
grant execute on function public.renew_calendar_feed() to authenticated, service_role;

-- The feed behind a token: one row per event and linked member, from 30 days back to half a year
-- ahead, with the member's answer (an opt-out training's silence counts as coming). A calendar
-- app calls it without a session, so anon may: the token is the credential, and an unknown or
-- replaced token reads nothing.
create or replace function public.get_calendar_feed(p_token text)
returns table (
  event_type text,
  event_id uuid,
  title text,
  category_name text,
  event_date date,
  event_time time,
  starts_at timestamptz,
  location text,
  opponent text,
  is_home boolean,
  is_cancelled boolean,
  status_reason text,
  member_name text,
  answer text,
  is_default boolean,
  note text
)
language sql stable security definer set search_path = '' as $$
  select e.event_type, e.event_id, e.title, c.name, e.event_date, e.event_time, e.starts_at, e.location, e.opponent,
         e.is_home, e.is_cancelled, e.status_reason, m.name || ' ' || m.surname,
         coalesce(a.answer, case when e.event_type = 'training' and e.attending_by_default and not e.is_cancelled then 'yes' end),
         a.id is null and e.event_type = 'training' and e.attending_by_default and not e.is_cancelled,
         a.note
  from public.calendar_feeds f
  join public.member_accounts l on l.user_id = f.user_id
  join public.members m on m.id = l.member_id
  join public.categories c on c.id = m.category_id
  join public.availability_events e on e.category_id = m.category_id
  left join public.availability_answers a on a.member_id = m.id
    and (a.training_session_id = e.event_id or a.match_id = e.event_id)
  where p_token is not null and f.token_hash = public.calendar_token_hash(p_token)
    and e.starts_at >= now() - interval '30 days'
    and e.starts_at < now() + interval '183 days'
  order by e.starts_at, e.event_type, e.event_id, m.surname, m.name
$$;
revoke execute on function public.get_calendar_feed(text) from public;
grant execute on function public.get_calendar_feed(text) to anon, authenticated, service_role;

-- Whether a token opens a feed: the route answers 404 to a replaced one, so a subscribed app
-- drops the revoked feed instead of keeping its events.
create or replace function public.calendar_feed_exists(p_token text) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_token is not null and exists (select 1 from public.calendar_feeds f where f.token_hash = public.calendar_token_hash(p_token))
$$;
revoke execute on function public.calendar_feed_exists(text) from public;
grant execute on function public.calendar_feed_exists(text) to anon, authenticated, service_role;
