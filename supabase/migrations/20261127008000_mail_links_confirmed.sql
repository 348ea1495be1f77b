-- A reminder's answer links recorded the answer, and the footer's link switched the mail off, on
-- the GET that opened them. Mail security scanners open every link of a mail before its reader
-- does: the first answer link (Přijdu) answered for the family and used the link up, and the
-- footer's link switched the reminders off. The pages now say what the link will do and do it
-- only when the person sends their form; to say it, they read the link's state without using it.

-- What an answer link would do now, without using it: 'open' (it may record an answer), 'used',
-- 'cancelled', 'expired' or 'invalid', with the member and the event to name on the page (none for
-- an invalid link). Only the two functions below read it.
create or replace function public.mail_answer_link_state(p_token text)
returns table (
  status text, delivery_id uuid, member_id uuid, user_id uuid, event_type text, event_id uuid,
  member_name text, event_title text, event_date date, event_time time
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_token public.mail_answer_tokens;
  v_delivery public.mail_deliveries;
  v_event public.availability_events;
  v_status text;
begin
  select * into v_token from public.mail_answer_tokens t where t.token_hash = public.mail_token_hash(coalesce(p_token, ''));
  if not found then
    return query select 'invalid'::text, null::uuid, null::uuid, null::uuid, null::text, null::uuid, null::text, null::text, null::date, null::time;
    return;
  end if;
  select * into v_delivery from public.mail_deliveries d where d.id = v_token.delivery_id;
  select * into v_event from public.availability_events e where e.event_type = v_delivery.event_type and e.event_id = v_delivery.event_id;
  v_status := case
    when v_token.used_at is not null then 'used'
    when v_event.event_id is null or v_event.is_cancelled then 'cancelled'
    when now() >= v_token.expires_at or v_event.is_finished
         or now() >= v_event.starts_at - make_interval(hours => v_event.lock_hours) then 'expired'
    -- The link speaks for the account only while it is still linked to the member.
    when not exists (select 1 from public.member_accounts a where a.member_id = v_delivery.member_id and a.user_id = v_delivery.user_id) then 'invalid'
    else 'open'
  end;
  if v_status = 'invalid' then
    return query select 'invalid'::text, null::uuid, null::uuid, null::uuid, null::text, null::uuid, null::text, null::text, null::date, null::time;
    return;
  end if;
  return query
  select v_status, v_delivery.id, v_delivery.member_id, v_delivery.user_id, v_delivery.event_type, v_delivery.event_id,
         (select m.name || ' ' || m.surname from public.members m where m.id = v_delivery.member_id),
         v_event.title, v_event.event_date, v_event.event_time;
end
$$;
revoke execute on function public.mail_answer_link_state(text) from public, anon, authenticated;

-- The answer page before its form is sent: what the link would do, changing nothing.
create or replace function public.peek_mail_answer_link(p_token text)
returns table (status text, member_name text, event_type text, event_title text, event_date date, event_time time)
language sql stable security definer set search_path = '' as $$
  select s.status, s.member_name, s.event_type, s.event_title, s.event_date, s.event_time
  from public.mail_answer_link_state(p_token) s
$$;
revoke execute on function public.peek_mail_answer_link(text) from public, anon, authenticated;
grant execute on function public.peek_mail_answer_link(text) to anon, authenticated, service_role;

-- The answer itself, once the form is sent: the same checks, then the answer in the account's
-- name, and the link used up.
create or replace function public.answer_by_mail_token(p_token text, p_answer text)
returns table (status text, member_name text, event_type text, event_title text, event_date date, event_time time, answer text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_link record;
begin
  if p_answer is null or p_answer not in ('yes', 'no', 'maybe') then
    return query select 'invalid'::text, null::text, null::text, null::text, null::date, null::time, null::text;
    return;
  end if;
  -- Two sends of the same link wait for each other here; the second then finds it used.
  perform 1 from public.mail_answer_tokens t where t.token_hash = public.mail_token_hash(coalesce(p_token, '')) for update;
  select * into v_link from public.mail_answer_link_state(p_token);
  if v_link.status <> 'open' then
    return query select v_link.status, v_link.member_name, v_link.event_type, v_link.event_title, v_link.event_date, v_link.event_time, null::text;
    return;
  end if;

  if v_link.event_type = 'training' then
    insert into public.availability_answers (member_id, training_session_id, answer, answered_by, answered_at)
    values (v_link.member_id, v_link.event_id, p_answer, v_link.user_id, now())
    on conflict (member_id, training_session_id) do update
      set answer = excluded.answer, note = null, answered_by = excluded.answered_by, answered_at = excluded.answered_at;
  else
    insert into public.availability_answers (member_id, match_id, answer, answered_by, answered_at)
    values (v_link.member_id, v_link.event_id, p_answer, v_link.user_id, now())
    on conflict (member_id, match_id) do update
      set answer = excluded.answer, note = null, answered_by = excluded.answered_by, answered_at = excluded.answered_at;
  end if;
  update public.mail_answer_tokens set used_at = now() where token_hash = public.mail_token_hash(p_token);
  return query select 'recorded'::text, v_link.member_name, v_link.event_type, v_link.event_title, v_link.event_date, v_link.event_time, p_answer;
end
$$;
revoke execute on function public.answer_by_mail_token(text, text) from public, anon, authenticated;
grant execute on function public.answer_by_mail_token(text, text) to anon, authenticated, service_role;

-- The unsubscribe page before its form is sent: which kind of mail the link would switch off
-- (null for a link that is not the club's), changing nothing.
create or replace function public.peek_mail_unsubscribe_link(p_token text)
returns text
language sql stable security definer set search_path = '' as $$
  select t.kind from public.mail_unsubscribe_tokens t where t.token_hash = public.mail_token_hash(coalesce(p_token, ''))
$$;
revoke execute on function public.peek_mail_unsubscribe_link(text) from public, anon, authenticated;
grant execute on function public.peek_mail_unsubscribe_link(text) to anon, authenticated, service_role;
