-- Player loans between clubs (spec §3, §4, §5, §7). Admin-only: the loans panel lives in the
-- admin portal (spec §2), and a loan record names a player with their registration number,
-- which is personal data (issue 3 §4).

create table public.player_loans (
  id uuid primary key default gen_random_uuid(),
  -- A loan is part of a player's registration history: the member cannot vanish from under it.
  player_id uuid not null references public.members (id) on delete restrict,
  from_club_id uuid references public.clubs (id) on delete set null,
  to_club_id uuid not null references public.clubs (id) on delete restrict,
  loan_start_date date not null,
  loan_end_date date,
  loan_type text not null default 'temporary' check (loan_type in ('temporary', 'permanent', 'youth')),
  -- Spec §4: expired is shown as ended, terminated as cancelled.
  status text not null default 'active' check (status in ('active', 'expired', 'terminated')),
  notes text,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Spec §5 wants the end strictly after the start when the dialog sets it (create_player_loan
  -- says so in Czech); a loan ended early by end_player_loan may end on its first day.
  constraint player_loans_end_not_before_start check (loan_end_date is null or loan_end_date >= loan_start_date),
  constraint player_loans_distinct_clubs check (from_club_id is distinct from to_club_id)
);
-- Spec §7: filters player_id, club, status, loan_type, loan_start_date range.
create index player_loans_player_id_idx on public.player_loans (player_id);
create index player_loans_from_club_id_idx on public.player_loans (from_club_id);
create index player_loans_to_club_id_idx on public.player_loans (to_club_id);
create index player_loans_status_start_idx on public.player_loans (status, loan_start_date);
create trigger player_loans_updated_at before update on public.player_loans
  for each row execute function public.set_updated_at();

alter table public.player_loans enable row level security;
grant select, insert, update, delete on public.player_loans to authenticated, service_role;
create policy "admin manages" on public.player_loans for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- Spec §5/§7: the loan dialog's rules and messages, returning the new loan's id. Parameter
-- names are the spec's RPC arguments. Invoker rights: the table's admin-only RLS applies.
create or replace function public.create_player_loan(
  player_id uuid default null,
  from_club_id uuid default null,
  to_club_id uuid default null,
  loan_start_date date default null,
  loan_end_date date default null,
  loan_type text default 'temporary',
  notes text default null
) returns uuid
language plpgsql set search_path = '' as $$
declare
  v_id uuid;
begin
  if create_player_loan.player_id is null then
    raise exception 'Hráč je povinný' using errcode = '22023';
  end if;
  if create_player_loan.to_club_id is null then
    raise exception 'Cílový klub je povinný' using errcode = '22023';
  end if;
  if create_player_loan.loan_start_date is null then
    raise exception 'Datum začátku je povinné' using errcode = '22023';
  end if;
  if nullif(btrim(create_player_loan.loan_type), '') is null then
    raise exception 'Typ půjčky je povinný' using errcode = '22023';
  end if;
  if create_player_loan.loan_end_date is not null
     and create_player_loan.loan_end_date <= create_player_loan.loan_start_date then
    raise exception 'Datum konce musí být po datu začátku' using errcode = '22023';
  end if;

  insert into public.player_loans (player_id, from_club_id, to_club_id, loan_start_date, loan_end_date, loan_type, notes)
  values (
    create_player_loan.player_id, create_player_loan.from_club_id, create_player_loan.to_club_id,
    create_player_loan.loan_start_date, create_player_loan.loan_end_date,
    btrim(create_player_loan.loan_type), create_player_loan.notes
  )
  returning id into v_id;
  return v_id;
end
$$;
revoke execute on function public.create_player_loan(uuid, uuid, uuid, date, date, text, text) from public;
grant execute on function public.create_player_loan(uuid, uuid, uuid, date, date, text, text)
  to authenticated, service_role;

-- Spec §4: 'Ukončit' ends an active loan today (status expired, shown as ended). A loan that
-- has not started yet ends on its start day, never before it.
create or replace function public.end_player_loan(loan_id uuid) returns void
language plpgsql set search_path = '' as $$
declare
  v_status text;
begin
  select l.status into v_status from public.player_loans l where l.id = end_player_loan.loan_id for update;
  if not found then
    raise exception 'Půjčka nebyla nalezena' using errcode = 'P0002';
  end if;
  if v_status <> 'active' then
    raise exception 'Ukončit lze pouze aktivní půjčku' using errcode = '22023';
  end if;
  update public.player_loans l
  set status = 'expired', loan_end_date = greatest(current_date, l.loan_start_date)
  where l.id = end_player_loan.loan_id;
end
$$;
revoke execute on function public.end_player_loan(uuid) from public;
grant execute on function public.end_player_loan(uuid) to authenticated, service_role;
