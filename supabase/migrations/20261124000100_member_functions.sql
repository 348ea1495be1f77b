-- Member functions as data (issue 11 §2, spec §3 "functions (array, may include player)"),
-- and a diacritics-free search column for the members register (issue 11 §1).
--
-- Choice: members.functions stays a text[] of codes, validated against public.member_functions
-- by a trigger, instead of a join table. Rejected: a member_functions join table with a real
-- foreign key. Every reader of members.functions (public_members, the player search with
-- `cs`, lineups, the seed, the tests) keeps working unchanged, and a member's functions are
-- still written in one statement. What the foreign key would give is kept by the two triggers:
-- a member can only hold a known function, and a function held by someone cannot be deleted.
-- Existing members keep their functions: the ten codes the old CHECK allowed are inserted
-- before the check is dropped.

create table public.member_functions (
  -- The stable code stored in members.functions; labels may change, codes may not.
  code text primary key check (code ~ '^[a-z][a-z0-9_]*$'),
  label text not null check (btrim(label) <> ''),
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint member_functions_label_key unique (label)
);
create trigger member_functions_updated_at before update on public.member_functions
  for each row execute function public.set_updated_at();

insert into public.member_functions (code, label, sort_order) values
  ('player', 'Hráč', 10),
  ('coach', 'Trenér', 20),
  ('assistant_coach', 'Asistent trenéra', 30),
  ('team_manager', 'Vedoucí týmu', 40),
  ('referee', 'Rozhodčí', 50),
  ('club_management', 'Vedení klubu', 60),
  ('physiotherapist', 'Fyzioterapeut', 70),
  ('doctor', 'Lékař', 80),
  ('parent', 'Rodič', 90),
  ('volunteer', 'Dobrovolník', 100);

alter table public.members drop constraint members_functions_check;

-- 23514 like the CHECK it replaces, so clients classify it the same way (invalid input).
create or replace function public.validate_member_functions() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_unknown text;
begin
  select f into v_unknown
  from unnest(new.functions) as f
  where not exists (select 1 from public.member_functions mf where mf.code = f)
  limit 1;
  if v_unknown is not null then
    raise exception 'Neznámá funkce člena: %', v_unknown using errcode = '23514';
  end if;
  return new;
end
$$;
create trigger members_validate_functions before insert or update of functions on public.members
  for each row execute function public.validate_member_functions();

-- A function someone holds cannot disappear from under them: 23503 like a foreign key. SECURITY
-- DEFINER because the admin's RLS view of members is already complete, but a future non-admin
-- writer of member_functions must not be able to orphan rows they cannot see.
create or replace function public.guard_member_function_in_use() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.members m where old.code = any (m.functions)) then
    raise exception 'Funkci „%“ mají přiřazenou členové, nelze ji smazat', old.label using errcode = '23503';
  end if;
  return old;
end
$$;
revoke execute on function public.guard_member_function_in_use() from public;
create trigger member_functions_guard_delete before delete on public.member_functions
  for each row execute function public.guard_member_function_in_use();

-- Labels are not personal data: everyone reads them (GET /api/get-member-functions, spec §7).
-- Only admins write; the code is fixed once created (column privileges leave it out of UPDATE).
alter table public.member_functions enable row level security;
grant select on public.member_functions to anon, authenticated, service_role;
grant insert, delete on public.member_functions to authenticated, service_role;
grant update (label, sort_order, is_active) on public.member_functions to authenticated;
grant update on public.member_functions to service_role;
create policy "everyone reads" on public.member_functions for select to anon, authenticated using (true);
create policy "admin writes" on public.member_functions for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- Search without diacritics (issue 11 §1: name, surname, registration number; case- and
-- diacritics-insensitive). unaccent is not available on every engine the migrations run on
-- (PGlite has no extensions beyond pgcrypto here), so translate() folds the letters of Czech,
-- Slovak, Polish and German names, both cases, since lower() leaves non-ASCII letters alone
-- under the C locale. Clients fold their query the same way (src/features/members/search.ts).
-- ---------------------------------------------------------------------------------------

create or replace function public.fold_search_text(value text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select pg_catalog.lower(pg_catalog.translate(
    value,
    'áäčďéěëíĺľňóôöŕřšťúůüýžąćęłńśźżÁÄČĎÉĚËÍĹĽŇÓÔÖŔŘŠŤÚŮÜÝŽĄĆĘŁŃŚŹŻ',
    'aacdeeeillnooorrstuuuyzacelnszzAACDEEEILLNOOORRSTUUUYZACELNSZZ'
  ))
$$;
grant execute on function public.fold_search_text(text) to anon, authenticated, service_role;

alter table public.members add column search_text text generated always as (
  public.fold_search_text(name || ' ' || surname || ' ' || registration_number)
) stored;

-- Czech alphabetical order (spec §7: members ordered by surname, name). The database collation
-- is C on PGlite and may be anything on a hosted project, and no Czech ICU collation exists on
-- every engine, so the order comes from a key: accents that Czech treats as secondary fold away,
-- and the letters with their own place (č after c, ch after h, ř after r, š after s, ž after z)
-- become the base letter followed by '~', which sorts after every lower-case letter.
create or replace function public.czech_sort_key(value text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
    pg_catalog.lower(pg_catalog.translate(
      value,
      'áäďéěëíĺľňóôöŕťúůüýÁÄĎÉĚËÍĹĽŇÓÔÖŔŤÚŮÜÝČŘŠŽ',
      'aadeeeillnooortuuuyAADEEEILLNOOORTUUUYčřšž'
    )),
    'ch', 'h~'), 'č', 'c~'), 'ř', 'r~'), 'š', 's~'), 'ž', 'z~')
$$;
grant execute on function public.czech_sort_key(text) to anon, authenticated, service_role;

alter table public.members add column sort_key text generated always as (
  public.czech_sort_key(surname) || ' ' || public.czech_sort_key(name)
) stored;
create index members_sort_key_idx on public.members (sort_key);
