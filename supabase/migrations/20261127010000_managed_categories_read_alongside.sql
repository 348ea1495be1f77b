-- The categories the caller manages, asked without a list: the betting screen read its matches
-- first and then asked which of their categories the caller manages (one request after the
-- other), and the answer ran can_manage_category() once per category, each call reading the
-- caller's roles again. Now the screen asks for the caller's managed categories alongside its
-- matches, and the rule (an admin manages every category, a coach their assigned ones, as
-- can_manage_category says) reads the roles once per call, as uncorrelated sub-selects, as the
-- row policies do since 20261127006000.
drop function public.categories_managed_by_caller(uuid[]);

create function public.categories_managed_by_caller() returns setof uuid
language sql stable security invoker set search_path = '' as $$
  select c.id from public.categories c
  where (select public.is_admin()) or c.id = any ((select public.coach_category_ids())::uuid[])
$$;

-- Visitors see the betting list too; they manage no category, as can_manage_category answers them.
revoke execute on function public.categories_managed_by_caller() from public;
grant execute on function public.categories_managed_by_caller() to anon, authenticated, service_role;
