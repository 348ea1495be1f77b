-- create_player_loan takes an optional id made by the caller (issue 11; the app's mutations
-- retry once after a network failure, when the first call may already have committed). Given an
-- id that already exists, the call returns it and inserts nothing, so a retried create never
-- makes a second loan. The spec's seven arguments keep their names and meaning; a call without
-- id behaves exactly as before. Replaces the function of 20261122000330_player_loans.sql.

drop function public.create_player_loan(uuid, uuid, uuid, date, date, text, text);

create function public.create_player_loan(
  player_id uuid default null,
  from_club_id uuid default null,
  to_club_id uuid default null,
  loan_start_date date default null,
  loan_end_date date default null,
  loan_type text default 'temporary',
  notes text default null,
  id uuid default null
) returns uuid
language plpgsql set search_path = '' as $$
declare
  v_id uuid;
begin
  if create_player_loan.id is not null
     and exists (select 1 from public.player_loans l where l.id = create_player_loan.id) then
    return create_player_loan.id;
  end if;
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

  insert into public.player_loans (id, player_id, from_club_id, to_club_id, loan_start_date, loan_end_date, loan_type, notes)
  values (
    coalesce(create_player_loan.id, gen_random_uuid()), create_player_loan.player_id, create_player_loan.from_club_id,
    create_player_loan.to_club_id, create_player_loan.loan_start_date, create_player_loan.loan_end_date,
    btrim(create_player_loan.loan_type), create_player_loan.notes
  )
  returning player_loans.id into v_id;
  return v_id;
end
$$;
revoke execute on function public.create_player_loan(uuid, uuid, uuid, date, date, text, text, uuid) from public;
grant execute on function public.create_player_loan(uuid, uuid, uuid, date, date, text, text, uuid)
  to authenticated, service_role;
