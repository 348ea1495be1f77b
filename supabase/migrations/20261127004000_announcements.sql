-- Announcements: a coach writes to one of their categories, an admin to any category or the
-- whole club ("training moved to 17:30"). The message goes by e-mail to the accounts linked to
-- the category's current members (players and parents), and optionally to its staff. Who is to
-- get it is decided once, when it is sent, and kept: the history says what went to whom, and the
-- mail job works through the list in the background, so a coach waits for nothing.

create table public.announcements (
  id uuid primary key default gen_random_uuid(),
  -- null: the whole club (admins only).
  category_id uuid references public.categories (id) on delete restrict,
  subject text not null check (char_length(btrim(subject)) between 1 and 150),
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  include_staff boolean not null default false,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index announcements_category_created_idx on public.announcements (category_id, created_at desc);

-- One row per recipient account. 'pending' until the mail job has handed the mail to the SMTP
-- server ('sent') or given up after repeated failures ('failed'). claimed_at is the end of the
-- lease of the job working on the row; after it another run takes the row, so a job killed
-- midway leaves nothing unsent.
create table public.announcement_recipients (
  announcement_id uuid not null references public.announcements (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text,
  primary key (announcement_id, user_id)
);
create index announcement_recipients_pending_idx on public.announcement_recipients (announcement_id) where status = 'pending';

alter table public.announcements enable row level security;
alter table public.announcement_recipients enable row level security;

-- Written only by send_announcement and the mail job (service role); read by the staff who
-- may write to the category: admins everything, a coach their categories' announcements.
grant select on public.announcements, public.announcement_recipients to authenticated;
grant select, insert, update, delete on public.announcements, public.announcement_recipients to service_role;

create policy "staff of the category reads" on public.announcements for select to authenticated
  using ((select public.is_admin()) or (category_id is not null and public.can_manage_category(category_id)));
create policy "staff of the category reads its recipients" on public.announcement_recipients for select to authenticated
  using (exists (select 1 from public.announcements a where a.id = announcement_id));

-- Who gets an announcement: the accounts linked to the category's members who have not left the
-- club (every category's for the whole club), and with p_include_staff the category's coaches
-- (every coach and admin for the whole club). Accounts that are banned, have no address or have
-- switched announcements off are left out; each account once, however many of its members are in
-- the category.
create or replace function public.announcement_audience(p_category_id uuid, p_include_staff boolean)
returns table (user_id uuid, email text)
language sql stable security definer set search_path = '' as $$
  with accounts as (
    select a.user_id
    from public.member_accounts a
    join public.members m on m.id = a.member_id
    where (p_category_id is null or m.category_id = p_category_id)
      and not public.member_has_left_club(m.id)
    union
    select p.user_id
    from public.user_profiles p
    where p_include_staff
      and (
        (p.role in ('coach', 'head_coach') and (p_category_id is null or p_category_id = any (p.assigned_categories)))
        or (p_category_id is null and p.role = 'admin')
      )
    union
    select r.user_id
    from public.user_roles r
    where p_include_staff and p_category_id is null and r.role = 'admin'
  )
  select u.id, u.email::text
  from accounts a
  join auth.users u on u.id = a.user_id
  where coalesce(u.email, '') <> '' and (u.banned_until is null or u.banned_until < now())
    and not exists (
      select 1 from public.mail_preferences p where p.user_id = u.id and p.kind = 'announcement' and not p.enabled
    )
$$;
revoke execute on function public.announcement_audience(uuid, boolean) from public, anon, authenticated;
grant execute on function public.announcement_audience(uuid, boolean) to service_role;

create or replace function public.check_announcement_sender(p_category_id uuid) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_category_id is null and not public.is_admin() then
    raise exception 'Oznámení celému klubu může poslat jen administrátor' using errcode = '42501';
  end if;
  if p_category_id is not null and not public.can_manage_category(p_category_id) then
    raise exception 'Do této kategorie nemůžete psát oznámení' using errcode = '42501';
  end if;
end
$$;
revoke execute on function public.check_announcement_sender(uuid) from public, anon, authenticated;

-- How many accounts an announcement would reach, for the confirmation before sending.
-- Without a category: the whole club.
create or replace function public.count_announcement_recipients(p_include_staff boolean, p_category_id uuid default null)
returns integer
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.check_announcement_sender(p_category_id);
  return (select count(*)::integer from public.announcement_audience(p_category_id, p_include_staff));
end
$$;
revoke execute on function public.count_announcement_recipients(boolean, uuid) from public, anon;
grant execute on function public.count_announcement_recipients(boolean, uuid) to authenticated, service_role;

-- Records the announcement with its recipients in one transaction; the mail job sends it. Without
-- a category it goes to the whole club. The id comes from the form, so a repeated click or a retried request records it once.
create or replace function public.send_announcement(
  p_id uuid,
  p_subject text,
  p_body text,
  p_include_staff boolean,
  p_category_id uuid default null
) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_subject text := btrim(coalesce(p_subject, ''));
  v_body text := btrim(coalesce(p_body, ''));
  v_existing public.announcements;
  v_count integer;
begin
  perform public.check_announcement_sender(p_category_id);
  if char_length(v_subject) = 0 then
    raise exception 'Předmět oznámení je povinný' using errcode = '22023';
  end if;
  if char_length(v_subject) > 150 then
    raise exception 'Předmět oznámení může mít nejvýše 150 znaků' using errcode = '22023';
  end if;
  if char_length(v_body) = 0 then
    raise exception 'Text oznámení je povinný' using errcode = '22023';
  end if;
  if char_length(v_body) > 5000 then
    raise exception 'Text oznámení může mít nejvýše 5000 znaků' using errcode = '22023';
  end if;

  select * into v_existing from public.announcements a where a.id = p_id;
  if found then
    if v_existing.created_by is distinct from auth.uid() or v_existing.subject <> v_subject or v_existing.body <> v_body
       or v_existing.category_id is distinct from p_category_id or v_existing.include_staff <> p_include_staff then
      raise exception 'Oznámení s tímto identifikátorem už existuje' using errcode = '23505';
    end if;
    return (select count(*)::integer from public.announcement_recipients r where r.announcement_id = p_id);
  end if;

  insert into public.announcements (id, category_id, subject, body, include_staff, created_by)
  values (p_id, p_category_id, v_subject, v_body, coalesce(p_include_staff, false), auth.uid());
  insert into public.announcement_recipients (announcement_id, user_id, email)
  select p_id, a.user_id, a.email from public.announcement_audience(p_category_id, coalesce(p_include_staff, false)) a;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function public.send_announcement(uuid, text, text, boolean, uuid) from public, anon;
grant execute on function public.send_announcement(uuid, text, text, boolean, uuid) to authenticated, service_role;

-- The history a sender sees: each announcement with its progress.
create view public.announcement_overview with (security_invoker = true) as
select a.id, a.category_id, c.name as category_name, a.subject, a.body, a.include_staff, a.created_at,
       coalesce(p.display_name, 'Neznámý autor') as author_name,
       (select count(*) from public.announcement_recipients r where r.announcement_id = a.id)::integer as recipient_count,
       (select count(*) from public.announcement_recipients r where r.announcement_id = a.id and r.status = 'sent')::integer as sent_count,
       (select count(*) from public.announcement_recipients r where r.announcement_id = a.id and r.status = 'failed')::integer as failed_count
from public.announcements a
left join public.categories c on c.id = a.category_id
left join public.profiles p on p.user_id = a.created_by;
grant select on public.announcement_overview to authenticated, service_role;

-- The mail job: takes up to p_limit recipients that are pending and not leased (a job that died
-- midway leaves its lease to run out), leases them and returns what the mail needs, with a fresh
-- unsubscribe link for announcements. SKIP LOCKED lets two jobs run at once without taking the
-- same row.
create or replace function public.claim_announcement_deliveries(p_limit integer, p_lease_seconds integer default 300)
returns table (
  announcement_id uuid,
  user_id uuid,
  email text,
  subject text,
  body text,
  category_name text,
  author_name text,
  unsubscribe_token text,
  club_name text,
  club_logo_url text
)
language plpgsql security definer set search_path = '' as $$
begin
  return query
  with leased as (
    update public.announcement_recipients r
    set claimed_at = now() + make_interval(secs => greatest(p_lease_seconds, 1)), attempts = r.attempts + 1
    where (r.announcement_id, r.user_id) in (
      select q.announcement_id, q.user_id
      from public.announcement_recipients q
      where q.status = 'pending' and (q.claimed_at is null or q.claimed_at <= now())
      order by q.announcement_id, q.user_id
      limit greatest(p_limit, 0)
      for update skip locked
    )
    returning r.announcement_id, r.user_id, r.email
  ),
  claimed as (
    select l.*, public.mail_new_token() as unsubscribe_token from leased l
  ),
  unsubscribe_tokens as (
    insert into public.mail_unsubscribe_tokens (token_hash, user_id, kind)
    select public.mail_token_hash(c.unsubscribe_token), c.user_id, 'announcement' from claimed c
  )
  select c.announcement_id, c.user_id, c.email, a.subject, a.body, cat.name, coalesce(p.display_name, 'Klub'),
         c.unsubscribe_token, cc.club_name, cc.club_logo_url
  from claimed c
  join public.announcements a on a.id = c.announcement_id
  left join public.categories cat on cat.id = a.category_id
  left join public.profiles p on p.user_id = a.created_by
  left join public.club_config cc on true;
end
$$;
revoke execute on function public.claim_announcement_deliveries(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_announcement_deliveries(integer, integer) to service_role;

-- After the SMTP server's answer: sent, or back to pending until the fifth attempt fails, as the
-- club's other mails. A failed row keeps its lease, so it is tried again once the lease is over,
-- by a later run, not at once by the same one.
create or replace function public.finish_announcement_delivery(p_announcement_id uuid, p_user_id uuid, p_error text default null)
returns void
language sql security definer set search_path = '' as $$
  update public.announcement_recipients r
  set status = case when p_error is null then 'sent' when r.attempts >= 5 then 'failed' else 'pending' end,
      sent_at = case when p_error is null then now() end,
      claimed_at = case when p_error is null then null else r.claimed_at end,
      last_error = left(p_error, 1000)
  where r.announcement_id = p_announcement_id and r.user_id = p_user_id and r.status = 'pending'
$$;
revoke execute on function public.finish_announcement_delivery(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.finish_announcement_delivery(uuid, uuid, text) to service_role;
