-- Meeting minutes saved in one transaction with their attendee list (issue 13 §2), and the reads
-- the coach portal needs to show names it may not read directly (members outside the coach's
-- categories, the writers' profiles).
--
-- attachment_url holds the object's path inside the private bucket `meeting-minutes`, never a
-- public URL: the app downloads it through a short-lived signed URL.
comment on column public.meeting_minutes.attachment_url is
  'Path of the attachment inside the private storage bucket meeting-minutes (read through a signed URL).';

-- ---------------------------------------------------------------------------------------
-- The attendee list of one meeting, replaced as a whole: rows not in the list go, listed members
-- are added or get their status and notes. Spec §4: status present or excused, default present,
-- notes empty. Spec §5: every attendee needs a chosen member.
-- ---------------------------------------------------------------------------------------
create or replace function public.set_meeting_attendees(p_minutes_id uuid, p_attendees jsonb) returns void
language plpgsql security invoker set search_path = '' as $$
begin
  if jsonb_typeof(p_attendees) <> 'array' or jsonb_array_length(p_attendees) = 0 then
    raise exception 'Zápis musí mít alespoň jednoho účastníka' using errcode = 'P0001', detail = 'meeting_attendees';
  end if;
  if exists (select 1 from jsonb_array_elements(p_attendees) a where nullif(a ->> 'member_id', '') is null) then
    raise exception 'Všichni účastníci musí mít vybraného člena' using errcode = 'P0001', detail = 'meeting_attendees';
  end if;
  begin
    delete from public.meeting_attendees ma
    where ma.meeting_minutes_id = p_minutes_id
      and (ma.member_id is null
        or ma.member_id not in (select (a ->> 'member_id')::uuid from jsonb_array_elements(p_attendees) a));
    insert into public.meeting_attendees (meeting_minutes_id, member_id, status, notes)
    select p_minutes_id, (a ->> 'member_id')::uuid, coalesce(a ->> 'status', 'present'), coalesce(a ->> 'notes', '')
    from jsonb_array_elements(p_attendees) a
    on conflict (meeting_minutes_id, member_id) do update set status = excluded.status, notes = excluded.notes;
  exception when others then
    -- Marked so the app can tell an attendee failure ('Chyba při … účastníků') from a minutes one.
    raise exception using errcode = sqlstate, message = sqlerrm, detail = 'meeting_attendees';
  end;
end
$$;
revoke execute on function public.set_meeting_attendees(uuid, jsonb) from public, anon;
grant execute on function public.set_meeting_attendees(uuid, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Create or update minutes with their attendees in one transaction, so a failure never leaves
-- minutes without attendees or half-updated. The id is made by the caller: a retried create
-- updates the row it already made instead of adding a second one. Invoker rights: RLS lets
-- only admins write. Returns the attachment path the row had before, so the caller can remove a
-- replaced file only once the row no longer points to it.
-- ---------------------------------------------------------------------------------------
create or replace function public.save_meeting_minutes(p_id uuid, p_minutes jsonb, p_attendees jsonb) returns text
language plpgsql security invoker set search_path = '' as $$
declare
  v_previous_attachment text;
begin
  if not (select public.is_admin()) then
    raise exception 'Zápisy ze schůzí může upravovat jen administrátor' using errcode = '42501';
  end if;
  select mm.attachment_url into v_previous_attachment from public.meeting_minutes mm where mm.id = p_id for update;
  insert into public.meeting_minutes (id, meeting_number, meeting_date, meeting_place, season_id, wrote_by,
    attachment_url, attachment_filename, notes)
  values (p_id, (p_minutes ->> 'meeting_number')::integer, (p_minutes ->> 'meeting_date')::date,
    nullif(p_minutes ->> 'meeting_place', ''), nullif(p_minutes ->> 'season_id', '')::uuid,
    nullif(p_minutes ->> 'wrote_by', '')::uuid, nullif(p_minutes ->> 'attachment_url', ''),
    nullif(p_minutes ->> 'attachment_filename', ''), nullif(p_minutes ->> 'notes', ''))
  on conflict (id) do update set
    meeting_number = excluded.meeting_number, meeting_date = excluded.meeting_date,
    meeting_place = excluded.meeting_place, season_id = excluded.season_id, wrote_by = excluded.wrote_by,
    attachment_url = excluded.attachment_url, attachment_filename = excluded.attachment_filename,
    notes = excluded.notes;
  perform public.set_meeting_attendees(p_id, p_attendees);
  return v_previous_attachment;
end
$$;
revoke execute on function public.save_meeting_minutes(uuid, jsonb, jsonb) from public, anon;
grant execute on function public.save_meeting_minutes(uuid, jsonb, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- The attendees of one meeting with their names, for everyone who may read the minutes (admins
-- and coaches). A coach reads members of their own categories only, yet the minutes list the
-- whole committee; the name is all that is shown. A row without a member has no name (the app
-- shows 'Neznámý člen').
-- ---------------------------------------------------------------------------------------
create or replace function public.get_meeting_attendees(p_minutes_id uuid)
returns table (id uuid, member_id uuid, name text, surname text, registration_number text, status text, notes text)
language sql stable security definer set search_path = '' as $$
  select ma.id, ma.member_id, m.name, m.surname, m.registration_number, ma.status, ma.notes
  from public.meeting_attendees ma
  left join public.members m on m.id = ma.member_id
  where ma.meeting_minutes_id = p_minutes_id
    and ((select public.is_admin()) or (select public.is_coach()))
  order by m.surname nulls last, m.name
$$;
revoke execute on function public.get_meeting_attendees(uuid) from public, anon;
grant execute on function public.get_meeting_attendees(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Who may be named as the writer (spec §7 filter wrote_by): the admins, plus anyone who already
-- wrote minutes. Only readers of the minutes get the list; a name is the display name or e-mail.
-- ---------------------------------------------------------------------------------------
create or replace function public.get_meeting_minutes_writers()
returns table (user_id uuid, name text)
language sql stable security definer set search_path = '' as $$
  select p.user_id, coalesce(nullif(btrim(p.display_name), ''), p.email)
  from public.profiles p
  where ((select public.is_admin()) or (select public.is_coach()))
    and (p.role = 'admin'
      or exists (select 1 from public.user_profiles up where up.user_id = p.user_id and up.role = 'admin')
      or exists (select 1 from public.user_roles ur where ur.user_id = p.user_id and ur.role = 'admin')
      or exists (select 1 from public.meeting_minutes mm where mm.wrote_by = p.user_id))
  order by 2
$$;
revoke execute on function public.get_meeting_minutes_writers() from public, anon;
grant execute on function public.get_meeting_minutes_writers() to authenticated, service_role;
