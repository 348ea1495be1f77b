-- User administration (spec §5, §6): assigning roles and coach categories in one transaction.

-- Spec §5: of the assigned roles only admin and coach are kept, the default is member; a coach
-- gets the chosen categories, everybody else an empty list. Profile rows follow the kept roles
-- so role resolution (profile role or any role row) agrees with what the admin chose.
-- SECURITY DEFINER because it checks auth.users; the caller's admin role is checked first.
create or replace function public.set_user_roles(p_user_id uuid, p_roles text[], p_categories uuid[] default '{}')
returns void
language plpgsql security definer set search_path = '' as $$
declare
  kept text[] := array(select distinct r from unnest(coalesce(p_roles, '{}')) as r where r in ('admin', 'coach') order by r);
  categories uuid[];
begin
  if not public.is_admin() then
    raise exception 'Nemáte oprávnění k této akci.' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users where id = p_user_id) then
    raise exception 'Uživatel nebyl nalezen';
  end if;
  -- Plain RAISE (P0001) carries the Czech text to the UI (see classifyError).
  -- An admin cannot lock themselves (and possibly the whole club) out of the administration.
  if p_user_id = auth.uid() and not 'admin' = any (kept) then
    raise exception 'Nemůžete odebrat roli administrátora sami sobě';
  end if;

  categories := case when 'coach' = any (kept)
    then array(select distinct c from unnest(coalesce(p_categories, '{}')) as c)
    else '{}'::uuid[] end;
  if exists (select 1 from unnest(categories) as c where not exists (select 1 from public.categories where id = c)) then
    raise exception 'Neznámá kategorie';
  end if;

  delete from public.user_roles where user_id = p_user_id and role <> all (kept);
  insert into public.user_roles (user_id, role) select p_user_id, r from unnest(kept) as r
    on conflict (user_id, role) do nothing;

  if 'admin' = any (kept) then
    insert into public.user_profiles (user_id, role, created_by) values (p_user_id, 'admin', auth.uid())
      on conflict (user_id, role) do nothing;
  else
    delete from public.user_profiles where user_id = p_user_id and role = 'admin';
  end if;

  if 'coach' = any (kept) then
    -- A head coach stays a head coach; only their categories change.
    update public.user_profiles set assigned_categories = categories
      where user_id = p_user_id and role in ('coach', 'head_coach');
    if not found then
      insert into public.user_profiles (user_id, role, assigned_categories, created_by)
        values (p_user_id, 'coach', categories, auth.uid());
    end if;
  else
    delete from public.user_profiles where user_id = p_user_id and role in ('coach', 'head_coach');
  end if;

  if cardinality(kept) = 0 then
    insert into public.user_profiles (user_id, role, created_by) values (p_user_id, 'member', auth.uid())
      on conflict (user_id, role) do nothing;
  else
    delete from public.user_profiles where user_id = p_user_id and role = 'member';
  end if;
end
$$;

revoke execute on function public.set_user_roles(uuid, text[], uuid[]) from public, anon;
grant execute on function public.set_user_roles(uuid, text[], uuid[]) to authenticated, service_role;

-- Spec §6: the coach simulation makes sure the admin has an admin profile row and an admin role
-- row. Idempotent; refused to anyone who is not an admin already.
create or replace function public.ensure_admin_rows()
returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Nemáte oprávnění k této akci.' using errcode = '42501';
  end if;
  insert into public.user_profiles (user_id, role, created_by) values (auth.uid(), 'admin', auth.uid())
    on conflict (user_id, role) do nothing;
  insert into public.user_roles (user_id, role) values (auth.uid(), 'admin')
    on conflict (user_id, role) do nothing;
end
$$;

revoke execute on function public.ensure_admin_rows() from public, anon;
grant execute on function public.ensure_admin_rows() to authenticated, service_role;
