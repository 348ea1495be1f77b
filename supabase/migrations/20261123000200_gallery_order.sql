-- Photo gallery order (admin /admin/photo-gallery): an album's photos get their new order in one
-- transaction, so a failed or concurrent move never leaves two photos on the same place.

-- SECURITY INVOKER: the photos' RLS ("admin writes") still applies; the explicit check gives a
-- non-admin the Czech refusal instead of a silent no-op.
create or replace function public.reorder_photos(p_album_id uuid, p_photo_ids uuid[])
returns void
language plpgsql security invoker set search_path = '' as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Nemáte oprávnění k této akci.' using errcode = '42501';
  end if;
  -- The list must be exactly the album's photos: a stale screen must not drop or duplicate places.
  if coalesce(cardinality(p_photo_ids), 0) <> (select count(*) from public.photos where album_id = p_album_id)
     or (select count(distinct id) from public.photos where album_id = p_album_id and id = any (p_photo_ids))
        <> coalesce(cardinality(p_photo_ids), 0) then
    raise exception 'Pořadí fotografií se mezitím změnilo, načtěte stránku znovu' using errcode = '22023';
  end if;
  update public.photos as p set sort_order = o.position - 1
    from unnest(p_photo_ids) with ordinality as o(id, position)
    where p.id = o.id and p.album_id = p_album_id;
end;
$$;

revoke execute on function public.reorder_photos(uuid, uuid[]) from public, anon;
grant execute on function public.reorder_photos(uuid, uuid[]) to authenticated, service_role;
