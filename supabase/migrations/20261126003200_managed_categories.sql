-- Which of a list of categories the caller manages, in one request: the betting screen asks it of
-- every category on its list (nobody bets on a match whose result they may record), and asked
-- one category at a time that was a request per category. The answer is can_manage_category's,
-- the check the database's own writes make.
create or replace function public.categories_managed_by_caller(p_category_ids uuid[]) returns setof uuid
language sql stable security invoker set search_path = '' as $$
  select distinct c from unnest(p_category_ids) as c where public.can_manage_category(c)
$$;
-- Visitors see the betting list too; they manage no category, as can_manage_category answers them.
revoke execute on function public.categories_managed_by_caller(uuid[]) from public;
grant execute on function public.categories_managed_by_caller(uuid[]) to anon, authenticated, service_role;
