-- Changes notify (issue 33): a cancelled training or a moved match of the club's own teams tells
-- the linked accounts of the category's current members by e-mail, one mail per change, account
-- and member. Triggers record each change as it happens; the mail job (service_role) turns a
-- change into deliveries on its next run and sends them with the reminders' exactly-once rules.

-- ---------------------------------------------------------------------------------------
-- Who the club's mail about a category's events goes to
-- ---------------------------------------------------------------------------------------

-- The accounts linked to the category's members who have not left the club, one row per account
-- and member, without the accounts that switched this kind of mail off. The reminders and the
-- change mails ask the same question, so they answer it here once.
create or replace function public.category_mail_recipients(p_category_id uuid, p_kind text)
returns table (member_id uuid, user_id uuid)
language sql stable security definer set search_path = '' as $$
  select m.id, a.user_id
  from public.members m
  join public.member_accounts a on a.member_id = m.id
  where m.category_id = p_category_id
    and not public.member_has_left_club(m.id)
    and not exists (
      select 1 from public.mail_preferences p where p.user_id = a.user_id and p.kind = p_kind and not p.enabled)
$$;
revoke execute on function public.category_mail_recipients(uuid, text) from public, anon, authenticated;
grant execute on function public.category_mail_recipients(uuid, text) to service_role;

-- The reminders take their audience from it, so a member who left the club gets no reminder.
create or replace function public.claim_reminder_deliveries(p_limit integer default 50, p_lease_seconds integer default 300)
returns table (
  delivery_id uuid,
  email text,
  member_name text,
  event_type text,
  event_id uuid,
  event_title text,
  event_date date,
  event_time time,
  location text,
  category_name text,
  locks_at timestamptz,
  answer_token text,
  unsubscribe_token text,
  club_name text,
  club_logo_url text
)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_claimed uuid[];
begin
  if p_limit is null or p_limit not between 1 and 500 then
    raise exception 'Dávka musí mít 1 až 500 e-mailů' using errcode = '22023';
  end if;

  insert into public.mail_deliveries (kind, event_type, event_id, member_id, user_id)
  select 'reminder', e.event_type, e.event_id, r.member_id, r.user_id
  from public.availability_events e
  left join public.category_reminder_settings rs on rs.category_id = e.category_id
  cross join lateral public.category_mail_recipients(e.category_id, 'reminder') r
  where not e.is_cancelled and not e.is_finished
    and now() < e.starts_at - make_interval(hours => e.lock_hours)
    and now() >= e.starts_at - make_interval(hours => case e.event_type
          when 'match' then coalesce(rs.match_reminder_hours, 48)
          else coalesce(rs.training_reminder_hours, 24) end)
    and not exists (
      select 1 from public.availability_answers x
      where x.member_id = r.member_id and (x.training_session_id = e.event_id or x.match_id = e.event_id))
  on conflict on constraint mail_deliveries_once_key do nothing;

  -- What no longer needs a reminder is closed, so no run mails it.
  update public.mail_deliveries d set status = 'skipped', claimed_until = null
  where d.kind = 'reminder' and d.status = 'pending'
    and not exists (
      select 1
      from public.availability_events e
      cross join lateral public.category_mail_recipients(e.category_id, 'reminder') r
      where e.event_type = d.event_type and e.event_id = d.event_id
        and r.member_id = d.member_id and r.user_id = d.user_id
        and not e.is_cancelled and not e.is_finished
        and now() < e.starts_at - make_interval(hours => e.lock_hours)
        and not exists (
          select 1 from public.availability_answers x
          where x.member_id = r.member_id and (x.training_session_id = e.event_id or x.match_id = e.event_id)));

  with candidates as (
    select d.id from public.mail_deliveries d
    where d.kind = 'reminder' and d.status = 'pending' and (d.claimed_until is null or d.claimed_until <= now())
    order by d.created_at, d.id
    limit p_limit
    for update skip locked
  ),
  leased as (
    update public.mail_deliveries d
    set attempts = d.attempts + 1, claimed_until = now() + make_interval(secs => greatest(p_lease_seconds, 1))
    from candidates c where c.id = d.id
    returning d.id
  )
  select array_agg(l.id) into v_claimed from leased l;

  if v_claimed is null then
    return;
  end if;

  -- A mail lost with a killed run carried tokens no one holds: the new mail's replace them.
  delete from public.mail_answer_tokens t where t.delivery_id = any (v_claimed);

  return query
  with claimed as (
    select d.*, public.mail_new_token() as answer_token, public.mail_new_token() as unsubscribe_token
    from public.mail_deliveries d where d.id = any (v_claimed)
  ),
  answer_tokens as (
    insert into public.mail_answer_tokens (token_hash, delivery_id, expires_at)
    select public.mail_token_hash(c.answer_token), c.id, e.starts_at - make_interval(hours => e.lock_hours)
    from claimed c join public.availability_events e on e.event_type = c.event_type and e.event_id = c.event_id
  ),
  unsubscribe_tokens as (
    insert into public.mail_unsubscribe_tokens (token_hash, user_id, kind)
    select public.mail_token_hash(c.unsubscribe_token), c.user_id, 'reminder' from claimed c
  )
  select c.id, u.email::text, m.name || ' ' || m.surname, c.event_type, c.event_id, e.title, e.event_date, e.event_time,
         e.location, cat.name, e.starts_at - make_interval(hours => e.lock_hours), c.answer_token, c.unsubscribe_token,
         cc.club_name, cc.club_logo_url
  from claimed c
  join auth.users u on u.id = c.user_id
  join public.members m on m.id = c.member_id
  join public.availability_events e on e.event_type = c.event_type and e.event_id = c.event_id
  left join public.categories cat on cat.id = e.category_id
  left join public.club_config cc on true
  order by c.created_at, c.id;
end
$$;
revoke execute on function public.claim_reminder_deliveries(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_reminder_deliveries(integer, integer) to service_role;

-- ---------------------------------------------------------------------------------------
-- The changes, as they happen
-- ---------------------------------------------------------------------------------------

-- One row per change worth a mail. details keeps what the mail says, as it was at the change:
-- {title, reason, old: {date, time, location}, new: {date, time, location}} (new only for a move).
-- starts_at is when the event starts after the change: once it has passed, nobody is mailed.
-- recipients_recorded_at is set when the mail job wrote the change's deliveries: who gets a
-- change is decided once, so an account linked later is not told about an older change.
create table public.event_changes (
  id uuid primary key default gen_random_uuid(),
  event_type text not null check (event_type in ('training', 'match')),
  event_id uuid not null,
  category_id uuid not null references public.categories (id) on delete cascade,
  change text not null check (change in ('cancelled', 'moved')),
  details jsonb not null,
  starts_at timestamptz not null,
  recipients_recorded_at timestamptz,
  created_at timestamptz not null default now()
);
create index event_changes_unrecorded_idx on public.event_changes (created_at) where recipients_recorded_at is null;

-- Only the triggers below write it and only the mail job reads it.
alter table public.event_changes enable row level security;
revoke all on public.event_changes from public, anon, authenticated, service_role;
grant select on public.event_changes to service_role;

create or replace function public.record_training_cancellation() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_starts_at timestamptz := (old.session_date + coalesce(old.session_time, time '00:00')) at time zone 'Europe/Prague';
begin
  if v_starts_at > now() then
    insert into public.event_changes (event_type, event_id, category_id, change, details, starts_at)
    values ('training', new.id, new.category_id, 'cancelled',
            jsonb_build_object(
              'title', new.title,
              'reason', nullif(btrim(coalesce(new.status_reason, '')), ''),
              'old', jsonb_build_object('date', old.session_date, 'time', old.session_time, 'location', nullif(btrim(coalesce(old.location, '')), ''))),
            v_starts_at);
  end if;
  return null;
end
$$;
revoke execute on function public.record_training_cancellation() from public, anon, authenticated;

create trigger training_sessions_record_cancellation after update of status on public.training_sessions
  for each row when (new.status = 'cancelled' and old.status is distinct from 'cancelled')
  execute function public.record_training_cancellation();

create or replace function public.record_match_move() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_starts_at timestamptz := (new.date + coalesce(new.time, time '00:00')) at time zone 'Europe/Prague';
  v_title text;
begin
  if v_starts_at > now() then
    select ht.name || ' – ' || at.name into v_title
    from public.teams ht, public.teams at
    where ht.id = new.home_team_id and at.id = new.away_team_id;
    insert into public.event_changes (event_type, event_id, category_id, change, details, starts_at)
    values ('match', new.id, new.category_id, 'moved',
            jsonb_build_object(
              'title', v_title,
              'old', jsonb_build_object('date', old.date, 'time', old.time, 'location', nullif(btrim(old.venue), '')),
              'new', jsonb_build_object('date', new.date, 'time', new.time, 'location', nullif(btrim(new.venue), ''))),
            v_starts_at);
  end if;
  return null;
end
$$;
revoke execute on function public.record_match_move() from public, anon, authenticated;

-- Only the club's own teams' matches: another club's match moving is nobody's here to be told.
create trigger matches_record_move after update of date, time, venue on public.matches
  for each row when (
    new.status = 'upcoming' and (new.home_team_is_own_club or new.away_team_is_own_club)
    and (old.date, old.time, old.venue) is distinct from (new.date, new.time, new.venue))
  execute function public.record_match_move();

-- ---------------------------------------------------------------------------------------
-- The job
-- ---------------------------------------------------------------------------------------

-- Writes the deliveries of the changes no run has handled yet, closes the pending ones whose
-- reason went away (the event started, the training is on again, the account was unlinked or
-- switched change mails off), then claims and leases at most p_limit pending ones no other run
-- holds, as claim_reminder_deliveries does, and answers what each mail needs.
-- A change's deliveries are keyed (kind 'change', the event's type, the event_changes row's id,
-- member, account): the once-key then holds per change, so a second change of the same event is
-- a new key and mails again, while a change is never mailed twice to the same account and member.
create or replace function public.claim_change_deliveries(p_limit integer default 50, p_lease_seconds integer default 300)
returns table (
  delivery_id uuid,
  email text,
  member_name text,
  event_type text,
  change text,
  event_title text,
  reason text,
  old_date date,
  old_time time,
  old_location text,
  new_date date,
  new_time time,
  new_location text,
  category_name text,
  unsubscribe_token text,
  club_name text,
  club_logo_url text
)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_claimed uuid[];
begin
  if p_limit is null or p_limit not between 1 and 500 then
    raise exception 'Dávka musí mít 1 až 500 e-mailů' using errcode = '22023';
  end if;

  -- A second run at the same moment waits on the changes' rows and then finds them handled.
  with due as (
    update public.event_changes c set recipients_recorded_at = now()
    where c.recipients_recorded_at is null
    returning c.id, c.event_type, c.category_id, c.starts_at
  )
  insert into public.mail_deliveries (kind, event_type, event_id, member_id, user_id)
  select 'change', due.event_type, due.id, r.member_id, r.user_id
  from due
  cross join lateral public.category_mail_recipients(due.category_id, 'change') r
  where due.starts_at > now()
  on conflict on constraint mail_deliveries_once_key do nothing;

  update public.mail_deliveries d set status = 'skipped', claimed_until = null
  where d.kind = 'change' and d.status = 'pending'
    and not exists (
      select 1
      from public.event_changes c
      cross join lateral public.category_mail_recipients(c.category_id, 'change') r
      where c.id = d.event_id and r.member_id = d.member_id and r.user_id = d.user_id
        and c.starts_at > now()
        and (c.change <> 'cancelled'
             or exists (select 1 from public.training_sessions s where s.id = c.event_id and s.status = 'cancelled')));

  with candidates as (
    select d.id from public.mail_deliveries d
    where d.kind = 'change' and d.status = 'pending' and (d.claimed_until is null or d.claimed_until <= now())
    order by d.created_at, d.id
    limit p_limit
    for update skip locked
  ),
  leased as (
    update public.mail_deliveries d
    set attempts = d.attempts + 1, claimed_until = now() + make_interval(secs => greatest(p_lease_seconds, 1))
    from candidates c where c.id = d.id
    returning d.id
  )
  select array_agg(l.id) into v_claimed from leased l;

  if v_claimed is null then
    return;
  end if;

  return query
  with claimed as (
    select d.*, public.mail_new_token() as unsubscribe_token
    from public.mail_deliveries d where d.id = any (v_claimed)
  ),
  unsubscribe_tokens as (
    insert into public.mail_unsubscribe_tokens (token_hash, user_id, kind)
    select public.mail_token_hash(c.unsubscribe_token), c.user_id, 'change' from claimed c
  )
  select c.id, u.email::text, m.name || ' ' || m.surname, ch.event_type, ch.change, ch.details ->> 'title', ch.details ->> 'reason',
         (ch.details -> 'old' ->> 'date')::date, (ch.details -> 'old' ->> 'time')::time, ch.details -> 'old' ->> 'location',
         (ch.details -> 'new' ->> 'date')::date, (ch.details -> 'new' ->> 'time')::time, ch.details -> 'new' ->> 'location',
         cat.name, c.unsubscribe_token, cc.club_name, cc.club_logo_url
  from claimed c
  join auth.users u on u.id = c.user_id
  join public.members m on m.id = c.member_id
  join public.event_changes ch on ch.id = c.event_id
  left join public.categories cat on cat.id = ch.category_id
  left join public.club_config cc on true
  order by c.created_at, c.id;
end
$$;
revoke execute on function public.claim_change_deliveries(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_change_deliveries(integer, integer) to service_role;
