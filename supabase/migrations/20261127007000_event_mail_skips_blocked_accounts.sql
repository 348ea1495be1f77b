-- The reminders and the change mails go to the accounts linked to a category's members; an account
-- the club blocked (banned in Auth) or one without an e-mail address still got them, while the
-- announcements already left such accounts out. The audience is now the same for every kind of the
-- club's mail. A delivery recorded before the block is skipped by the next run, as both jobs skip
-- what their audience no longer holds.
create or replace function public.category_mail_recipients(p_category_id uuid, p_kind text)
returns table (member_id uuid, user_id uuid)
language sql stable security definer set search_path = '' as $$
  select m.id, a.user_id
  from public.members m
  join public.member_accounts a on a.member_id = m.id
  join auth.users u on u.id = a.user_id
  where m.category_id = p_category_id
    and not public.member_has_left_club(m.id)
    and coalesce(u.email, '') <> '' and (u.banned_until is null or u.banned_until < now())
    and not exists (
      select 1 from public.mail_preferences p where p.user_id = a.user_id and p.kind = p_kind and not p.enabled)
$$;
revoke execute on function public.category_mail_recipients(uuid, text) from public, anon, authenticated;
grant execute on function public.category_mail_recipients(uuid, text) to service_role;
