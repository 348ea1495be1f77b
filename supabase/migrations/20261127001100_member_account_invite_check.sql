-- Whether the caller may link accounts to a member: staff of the member's category (an admin, or
-- the category's coach), the same rule as the insert policy on member_accounts. The invite route
-- asks it before sending Auth's invite, so a coach of another category creates no account and
-- sends no mail for someone else's member; the insert's RLS still decides the link itself.
create or replace function public.can_link_member_account(p_member_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.members m where m.id = p_member_id and public.can_manage_category(m.category_id))
$$;
revoke execute on function public.can_link_member_account(uuid) from public, anon;
grant execute on function public.can_link_member_account(uuid) to authenticated, service_role;
