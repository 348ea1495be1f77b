-- The app's own mail (issue 33): reminders before trainings and matches to every linked account
-- whose member has not answered, with one-click answer links that work without signing in, and
-- a switch per account and kind of mail. The job runs on a schedule (POST /api/cron/notifications)
-- as service_role; every delivery is recorded here before its mail is sent, so a second run or a
-- run killed midway never mails twice and a later run sends what is missing.

-- ---------------------------------------------------------------------------------------
-- How long before the start each category's reminders go out.
-- ---------------------------------------------------------------------------------------

create table public.category_reminder_settings (
  category_id uuid primary key references public.categories (id) on delete cascade,
  match_reminder_hours integer not null default 48 check (match_reminder_hours between 1 and 336),
  training_reminder_hours integer not null default 24 check (training_reminder_hours between 1 and 336),
  updated_at timestamptz not null default now()
);
create trigger category_reminder_settings_updated_at before update on public.category_reminder_settings
  for each row execute function public.set_updated_at();

alter table public.category_reminder_settings enable row level security;
revoke all on public.category_reminder_settings from public, anon, authenticated, service_role;
grant select, insert, update on public.category_reminder_settings to authenticated, service_role;

create policy "staff of the category reads" on public.category_reminder_settings for select to authenticated
  using (public.can_manage_category(category_id));
create policy "staff of the category sets" on public.category_reminder_settings for insert to authenticated
  with check (public.can_manage_category(category_id));
create policy "staff of the category changes" on public.category_reminder_settings for update to authenticated
  using (public.can_manage_category(category_id)) with check (public.can_manage_category(category_id));

-- ---------------------------------------------------------------------------------------
-- Each account switches off a kind of mail; no row means the mail is wanted.
-- ---------------------------------------------------------------------------------------

create table public.mail_preferences (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('reminder', 'announcement', 'change')),
  enabled boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind)
);
create trigger mail_preferences_updated_at before update on public.mail_preferences
  for each row execute function public.set_updated_at();

alter table public.mail_preferences enable row level security;
revoke all on public.mail_preferences from public, anon, authenticated, service_role;
grant select, insert, update on public.mail_preferences to authenticated;
grant select on public.mail_preferences to service_role;

create policy "own preferences are read" on public.mail_preferences for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own preferences are set" on public.mail_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own preferences are changed" on public.mail_preferences for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------
-- Deliveries: one row per kind, event, member and account, written before the mail is sent.
-- A claim leases a row for a while (claimed_until); a run that dies leaves the lease to run out,
-- and the next run sends the row again. Only the job (service_role) reads or writes them.
-- ---------------------------------------------------------------------------------------

create table public.mail_deliveries (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('reminder', 'announcement', 'change')),
  event_type text not null check (event_type in ('training', 'match')),
  event_id uuid not null,
  member_id uuid not null references public.members (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'sent', 'skipped', 'failed')),
  attempts integer not null default 0,
  claimed_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint mail_deliveries_once_key unique (kind, event_type, event_id, member_id, user_id)
);
create index mail_deliveries_pending_idx on public.mail_deliveries (created_at) where status = 'pending';

alter table public.mail_deliveries enable row level security;
revoke all on public.mail_deliveries from public, anon, authenticated, service_role;
grant select on public.mail_deliveries to service_role;

-- Links in the mails carry a random token; only its SHA-256 is kept, so a copy of the database
-- answers no one's reminder. An answer token is single-use and expires at the event's lock.
create table public.mail_answer_tokens (
  token_hash text primary key,
  delivery_id uuid not null references public.mail_deliveries (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index mail_answer_tokens_delivery_id_idx on public.mail_answer_tokens (delivery_id);

create table public.mail_unsubscribe_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('reminder', 'announcement', 'change')),
  created_at timestamptz not null default now()
);
create index mail_unsubscribe_tokens_user_id_idx on public.mail_unsubscribe_tokens (user_id);

alter table public.mail_answer_tokens enable row level security;
alter table public.mail_unsubscribe_tokens enable row level security;
revoke all on public.mail_answer_tokens, public.mail_unsubscribe_tokens from public, anon, authenticated, service_role;

create or replace function public.mail_token_hash(p_token text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
$$;
revoke execute on function public.mail_token_hash(text) from public, anon, authenticated;
grant execute on function public.mail_token_hash(text) to service_role;

-- 256 random bits from the server's strong generator, as 64 hex digits.
create or replace function public.mail_new_token() returns text
language sql volatile set search_path = '' as $$
  select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
$$;
revoke execute on function public.mail_new_token() from public, anon, authenticated;
grant execute on function public.mail_new_token() to service_role;

-- ---------------------------------------------------------------------------------------
-- The job
-- ---------------------------------------------------------------------------------------

-- Records the reminders that are due (the category's hours before the start, the answers still
-- open, the member without an answer, the account not opted out), then claims at most p_limit
-- pending ones no other run holds, leasing them for p_lease_seconds, and answers what each mail
-- needs, with fresh link tokens. Rows whose reason went away (answered, locked, cancelled,
-- unlinked, opted out) are skipped instead of sent.
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
  select 'reminder', e.event_type, e.event_id, m.id, a.user_id
  from public.availability_events e
  left join public.category_reminder_settings rs on rs.category_id = e.category_id
  join public.members m on m.category_id = e.category_id
  join public.member_accounts a on a.member_id = m.id
  where not e.is_cancelled and not e.is_finished
    and now() < e.starts_at - make_interval(hours => e.lock_hours)
    and now() >= e.starts_at - make_interval(hours => case e.event_type
          when 'match' then coalesce(rs.match_reminder_hours, 48)
          else coalesce(rs.training_reminder_hours, 24) end)
    and not exists (
      select 1 from public.availability_answers x
      where x.member_id = m.id and (x.training_session_id = e.event_id or x.match_id = e.event_id))
    and not exists (
      select 1 from public.mail_preferences p where p.user_id = a.user_id and p.kind = 'reminder' and not p.enabled)
  on conflict on constraint mail_deliveries_once_key do nothing;

  -- What no longer needs a reminder is closed, so no run mails it.
  update public.mail_deliveries d set status = 'skipped', claimed_until = null
  where d.kind = 'reminder' and d.status = 'pending'
    and not exists (
      select 1
      from public.availability_events e
      join public.members m on m.category_id = e.category_id and m.id = d.member_id
      join public.member_accounts a on a.member_id = m.id and a.user_id = d.user_id
      where e.event_type = d.event_type and e.event_id = d.event_id
        and not e.is_cancelled and not e.is_finished
        and now() < e.starts_at - make_interval(hours => e.lock_hours)
        and not exists (
          select 1 from public.availability_answers x
          where x.member_id = m.id and (x.training_session_id = e.event_id or x.match_id = e.event_id))
        and not exists (
          select 1 from public.mail_preferences p where p.user_id = a.user_id and p.kind = 'reminder' and not p.enabled));

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

-- After the mail server accepted the mail.
create or replace function public.mark_mail_sent(p_delivery_id uuid)
returns void
language sql volatile security definer set search_path = '' as $$
  update public.mail_deliveries set status = 'sent', sent_at = now(), claimed_until = null, last_error = null
  where id = p_delivery_id and status = 'pending'
$$;
revoke execute on function public.mark_mail_sent(uuid) from public, anon, authenticated;
grant execute on function public.mark_mail_sent(uuid) to service_role;

-- The mail server refused: the next run tries again, five attempts in all.
create or replace function public.mark_mail_failed(p_delivery_id uuid, p_error text)
returns void
language sql volatile security definer set search_path = '' as $$
  update public.mail_deliveries
  set status = case when attempts >= 5 then 'failed' else 'pending' end, claimed_until = null, last_error = left(p_error, 1000)
  where id = p_delivery_id and status = 'pending'
$$;
revoke execute on function public.mark_mail_failed(uuid, text) from public, anon, authenticated;
grant execute on function public.mark_mail_failed(uuid, text) to service_role;

-- ---------------------------------------------------------------------------------------
-- Links opened without signing in
-- ---------------------------------------------------------------------------------------

-- Records the answer a reminder's link carries, for the member and in the name of the account it
-- was sent to: once per token, until the event's lock, and not for a cancelled or finished event.
-- Answers the outcome for the result page, never an error a visitor could probe tokens with.
create or replace function public.answer_by_mail_token(p_token text, p_answer text)
returns table (status text, member_name text, event_type text, event_title text, event_date date, event_time time, answer text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_token public.mail_answer_tokens;
  v_delivery public.mail_deliveries;
  v_event public.availability_events;
  v_member text;
begin
  if p_answer is null or p_answer not in ('yes', 'no', 'maybe') then
    return query select 'invalid'::text, null::text, null::text, null::text, null::date, null::time, null::text;
    return;
  end if;
  select * into v_token from public.mail_answer_tokens t where t.token_hash = public.mail_token_hash(coalesce(p_token, '')) for update;
  if not found then
    return query select 'invalid'::text, null::text, null::text, null::text, null::date, null::time, null::text;
    return;
  end if;
  select * into v_delivery from public.mail_deliveries d where d.id = v_token.delivery_id;
  select * into v_event from public.availability_events e where e.event_type = v_delivery.event_type and e.event_id = v_delivery.event_id;
  select m.name || ' ' || m.surname into v_member from public.members m where m.id = v_delivery.member_id;

  if v_token.used_at is not null then
    return query select 'used'::text, v_member, v_event.event_type, v_event.title, v_event.event_date, v_event.event_time, null::text;
    return;
  end if;
  if v_event.event_id is null or v_event.is_cancelled then
    return query select 'cancelled'::text, v_member, v_event.event_type, v_event.title, v_event.event_date, v_event.event_time, null::text;
    return;
  end if;
  if now() >= v_token.expires_at or v_event.is_finished
     or now() >= v_event.starts_at - make_interval(hours => v_event.lock_hours) then
    return query select 'expired'::text, v_member, v_event.event_type, v_event.title, v_event.event_date, v_event.event_time, null::text;
    return;
  end if;
  -- The link speaks for the account only while it is still linked to the member.
  if not exists (select 1 from public.member_accounts a where a.member_id = v_delivery.member_id and a.user_id = v_delivery.user_id) then
    return query select 'invalid'::text, null::text, null::text, null::text, null::date, null::time, null::text;
    return;
  end if;

  if v_delivery.event_type = 'training' then
    insert into public.availability_answers (member_id, training_session_id, answer, answered_by, answered_at)
    values (v_delivery.member_id, v_delivery.event_id, p_answer, v_delivery.user_id, now())
    on conflict (member_id, training_session_id) do update
      set answer = excluded.answer, note = null, answered_by = excluded.answered_by, answered_at = excluded.answered_at;
  else
    insert into public.availability_answers (member_id, match_id, answer, answered_by, answered_at)
    values (v_delivery.member_id, v_delivery.event_id, p_answer, v_delivery.user_id, now())
    on conflict (member_id, match_id) do update
      set answer = excluded.answer, note = null, answered_by = excluded.answered_by, answered_at = excluded.answered_at;
  end if;
  update public.mail_answer_tokens set used_at = now() where token_hash = v_token.token_hash;
  return query select 'recorded'::text, v_member, v_event.event_type, v_event.title, v_event.event_date, v_event.event_time, p_answer;
end
$$;
revoke execute on function public.answer_by_mail_token(text, text) from public, anon, authenticated;
grant execute on function public.answer_by_mail_token(text, text) to anon, authenticated, service_role;

-- Switches off the kind of mail an unsubscribe link was sent with, for the account it was sent to.
create or replace function public.unsubscribe_by_mail_token(p_token text)
returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_token public.mail_unsubscribe_tokens;
begin
  select * into v_token from public.mail_unsubscribe_tokens t where t.token_hash = public.mail_token_hash(coalesce(p_token, ''));
  if not found then
    return null;
  end if;
  insert into public.mail_preferences (user_id, kind, enabled) values (v_token.user_id, v_token.kind, false)
  on conflict (user_id, kind) do update set enabled = false;
  return v_token.kind;
end
$$;
revoke execute on function public.unsubscribe_by_mail_token(text) from public, anon, authenticated;
grant execute on function public.unsubscribe_by_mail_token(text) to anon, authenticated, service_role;
