import { rowsOrNoneIfTableMissing } from '@/lib/load-errors';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import type { LoanFilters } from './filters';
import type { TLoanInput } from './schema';

type PersonName = { name: string; surname: string };

export type Loan = Tables<'player_loans'> & {
  player: (PersonName & { registration_number: string }) | null;
  from_club: { name: string } | null;
  to_club: { name: string } | null;
};

/** player_loans select with its filters; newest start first. Admin-only by RLS. No loans table yet: no loans. */
export async function listLoans(client: TypedSupabaseClient, filters: LoanFilters): Promise<Loan[]> {
  let query = client
    .from('player_loans')
    .select(
      '*, player:members(name, surname, registration_number), from_club:clubs!from_club_id(name), to_club:clubs!to_club_id(name)',
    );
  if (filters.loanPlayer) query = query.eq('player_id', filters.loanPlayer);
  if (filters.loanClub) query = query.or(`from_club_id.eq.${filters.loanClub},to_club_id.eq.${filters.loanClub}`);
  if (filters.loanStatus) query = query.eq('status', filters.loanStatus);
  if (filters.loanType) query = query.eq('loan_type', filters.loanType);
  if (filters.loanFrom) query = query.gte('loan_start_date', filters.loanFrom);
  if (filters.loanTo) query = query.lte('loan_start_date', filters.loanTo);
  return rowsOrNoneIfTableMissing(await query.order('loan_start_date', { ascending: false }).order('created_at', { ascending: false }));
}

export interface LoanSummary {
  status: string;
  player_id: string;
  player: PersonName | null;
}

/** Every loan's status and player: the panel's stats and the player filter's options in one read. */
export async function listLoanSummaries(client: TypedSupabaseClient): Promise<LoanSummary[]> {
  return rowsOrNoneIfTableMissing(await client.from('player_loans').select('status, player_id, player:members(name, surname)'));
}

/**
 * create_player_loan: one RPC checks the dialog's rules (with the dialog's messages) and inserts; returns the
 * id. The caller's id makes a retried call a no-op (migration 20261124000120).
 */
export async function createLoan(client: TypedSupabaseClient, id: string, loan: TLoanInput): Promise<string> {
  const { data, error } = await client.rpc('create_player_loan', {
    id,
    player_id: loan.player_id,
    from_club_id: loan.from_club_id ?? undefined,
    to_club_id: loan.to_club_id,
    loan_start_date: loan.loan_start_date,
    loan_end_date: loan.loan_end_date ?? undefined,
    loan_type: loan.loan_type,
    notes: loan.notes ?? undefined,
  });
  if (error) throw error;
  return data;
}

/** 'Ukončit': end_player_loan sets expired and the end date, refusing a loan that is not active. */
export async function endLoan(client: TypedSupabaseClient, loanId: string): Promise<void> {
  const { error } = await client.rpc('end_player_loan', { loan_id: loanId });
  if (error) throw error;
}

/** 'Zrušit': an active loan becomes terminated; a loan already ended or cancelled stays as it is. */
export async function cancelLoan(client: TypedSupabaseClient, loanId: string): Promise<void> {
  const { error } = await client.from('player_loans').update({ status: 'terminated' }).eq('id', loanId).eq('status', 'active');
  if (error) throw error;
}
