-- A club may require two-factor sign-in of its administrators ("Vyžadovat dvoufázové ověření pro
-- administrátory"). With it on, an administrator's session counts as an administrator's only once
-- its second factor is in (the token's aal claim is aal2): the database itself refuses a
-- password-only session everything only admins may do, including reading members' personal
-- data, whatever the app shows. Coaches and everyone else are unaffected.

alter table public.club_config add column require_admin_mfa boolean not null default false;

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select public.has_role('admin')
    and (
      coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not coalesce((select c.require_admin_mfa from public.club_config c), false)
    )
$$;
revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- Whoever turns the requirement on must have signed in with their own second factor, or they
-- would shut themselves (and every other admin without a factor) out of the administration.
create or replace function public.check_admin_mfa_requirement() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.require_admin_mfa and not coalesce(old.require_admin_mfa, false) and auth.uid() is not null
     and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception 'Dvoufázové ověření pro administrátory může zapnout jen administrátor přihlášený s ověřovacím kódem'
      using errcode = '42501', hint = 'Nastavte si dvoufázové ověření ve svém profilu a přihlaste se znovu.';
  end if;
  return new;
end
$$;
revoke execute on function public.check_admin_mfa_requirement() from public, anon, authenticated;

drop trigger if exists club_config_admin_mfa_requirement on public.club_config;
create trigger club_config_admin_mfa_requirement before insert or update on public.club_config
  for each row execute function public.check_admin_mfa_requirement();
