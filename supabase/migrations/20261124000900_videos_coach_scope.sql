-- Videos: a coach's lists hold only their categories' videos (spec §6, issue 13).
--
-- The first policy let every signed-in user read every active video, so a coach saw the whole
-- club's library and a coach with no categories saw all of it, where spec §6 says "with access
-- control on and no categories the list is empty". Visitors and plain members keep reading the
-- active videos (the public match page reads them with the anon key); staff read what they manage:
-- an admin everything, a coach the videos of their assigned categories, inactive ones included.
drop policy "public reads active videos" on public.videos;

create policy "visitors read active videos" on public.videos for select to anon
  using (is_active);

create policy "members read active videos, staff the ones they manage" on public.videos for select to authenticated
  using (
    public.can_manage_category(category_id)
    or (is_active and not (select public.is_coach()) and not (select public.is_admin()))
  );
