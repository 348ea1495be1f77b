import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelLoan, createLoan, endLoan, listLoanSummaries, listLoans } from '@/features/loans/api';
import { NO_LOAN_FILTERS, type LoanFilters } from '@/features/loans/filters';
import type { TLoanInput } from '@/features/loans/schema';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory, createClub, createMember } from '../seed/people';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let admin: TypedSupabaseClient;
let coach: TypedSupabaseClient;
let anon: TypedSupabaseClient;
let ownClub: string;
let otherClub: string;
let thirdClub: string;

beforeAll(async () => {
  stack = await startTestStack('app');
  const categoryId = await createCategory(stack, 'Muži');
  admin = stack.client(stack.anonKey, (await seedUser(stack, { role: 'admin' })).accessToken) as TypedSupabaseClient;
  coach = stack.client(stack.anonKey, (await seedUser(stack, { role: 'coach', categories: [categoryId] })).accessToken) as TypedSupabaseClient;
  anon = stack.client() as TypedSupabaseClient;
  ownClub = await createClub(stack, { name: `Svinov ${randomUUID().slice(0, 6)}` });
  otherClub = await createClub(stack, { name: `Poruba ${randomUUID().slice(0, 6)}` });
  thirdClub = await createClub(stack, { name: `Opava ${randomUUID().slice(0, 6)}` });
});
afterAll(async () => {
  await stack.stop();
});

const loan = (playerId: string, overrides: Partial<TLoanInput> = {}): TLoanInput => ({
  player_id: playerId,
  from_club_id: ownClub,
  to_club_id: otherClub,
  loan_start_date: '2041-09-01',
  loan_end_date: '2042-06-30',
  loan_type: 'temporary',
  notes: null,
  ...overrides,
});
const byPlayer = (playerId: string): LoanFilters => ({ ...NO_LOAN_FILTERS, loanPlayer: playerId });
async function storedLoans(playerId: string) {
  const { rows } = await stack.db.query<{ status: string; end: string | null }>(
    `select status, loan_end_date::text as end from public.player_loans where player_id = $1 order by loan_start_date`,
    [playerId],
  );
  return rows;
}

describe('the loans panel as an admin', () => {
  it('the seed gives the panel a loan in each state: active, ended and cancelled', async () => {
    const { rows } = await stack.db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from public.player_loans group by status order by status`,
    );
    expect(rows.map((row) => [row.status, Number(row.n)])).toEqual([
      ['active', 2],
      ['expired', 1],
      ['terminated', 1],
    ]);
  });

  it('creates a loan through create_player_loan; a retried call with the same id makes no second loan', async () => {
    const player = await createMember(stack);
    const id = randomUUID();
    expect(await createLoan(admin, id, loan(player))).toBe(id);
    expect(await createLoan(admin, id, loan(player, { notes: 'retry' }))).toBe(id);
    const [listed] = await listLoans(admin, byPlayer(player));
    expect(listed).toMatchObject({ id, status: 'active', loan_type: 'temporary', notes: null });
    expect(listed?.to_club?.name).toMatch(/^Poruba/);
    expect(listed?.player?.registration_number).toMatch(/^REG-/);
    expect(await storedLoans(player)).toHaveLength(1);
  });

  it('the RPC refuses an end date not after the start with its message and stores nothing', async () => {
    const player = await createMember(stack);
    await expect(createLoan(admin, randomUUID(), loan(player, { loan_end_date: '2041-09-01' }))).rejects.toMatchObject({
      code: '22023',
      message: 'Datum konce musí být po datu začátku',
    });
    expect(await storedLoans(player)).toEqual([]);
  });

  it("'Ukončit' ends an active loan (expired, shown as ended); a second end is refused", async () => {
    const player = await createMember(stack);
    const id = await createLoan(admin, randomUUID(), loan(player, { loan_start_date: '2020-01-01', loan_end_date: null }));
    await endLoan(admin, id);
    const [ended] = await storedLoans(player);
    expect(ended?.status).toBe('expired');
    expect(ended?.end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(endLoan(admin, id)).rejects.toMatchObject({ code: '22023', message: 'Ukončit lze pouze aktivní půjčku' });
  });

  it("'Zrušit' cancels an active loan (terminated); an ended loan stays ended", async () => {
    const player = await createMember(stack);
    const active = await createLoan(admin, randomUUID(), loan(player));
    const ended = await createLoan(admin, randomUUID(), loan(player, { loan_start_date: '2020-01-01', loan_end_date: null }));
    await endLoan(admin, ended);
    await cancelLoan(admin, active);
    await cancelLoan(admin, ended);
    expect((await storedLoans(player)).map((row) => row.status)).toEqual(['expired', 'terminated']);
  });

  it('filters by player, club on either side, status, type and the start-date range; stats count every loan', async () => {
    const player = await createMember(stack);
    const early = await createLoan(admin, randomUUID(), loan(player, { loan_start_date: '2041-01-10', loan_end_date: null, loan_type: 'youth' }));
    const late = await createLoan(admin, randomUUID(), loan(player, { from_club_id: otherClub, to_club_id: thirdClub, loan_start_date: '2041-08-01', loan_end_date: null }));
    await cancelLoan(admin, late);
    const ids = async (filters: Partial<LoanFilters>) => (await listLoans(admin, { ...byPlayer(player), ...filters })).map((row) => row.id);

    expect(await ids({})).toEqual([late, early]);
    expect(await ids({ loanClub: ownClub })).toEqual([early]);
    expect(await ids({ loanClub: otherClub })).toEqual([late, early]);
    expect(await ids({ loanClub: thirdClub })).toEqual([late]);
    expect(await ids({ loanStatus: 'terminated' })).toEqual([late]);
    expect(await ids({ loanType: 'youth' })).toEqual([early]);
    expect(await ids({ loanFrom: '2041-02-01' })).toEqual([late]);
    expect(await ids({ loanTo: '2041-01-10' })).toEqual([early]);

    const summaries = (await listLoanSummaries(admin)).filter((row) => row.player_id === player);
    expect(summaries.map((row) => row.status).sort()).toEqual(['active', 'terminated']);
    expect(summaries[0]?.player?.name).toBe('Jan');
  });
});

describe('loans are admin-only (a loan names a registration number)', () => {
  it('a coach and anon read no loans, cannot create, end or cancel one; nothing changes', async () => {
    const player = await createMember(stack);
    const id = await createLoan(admin, randomUUID(), loan(player));

    expect(await listLoans(coach, byPlayer(player))).toEqual([]);
    await expect(listLoans(anon, byPlayer(player))).rejects.toMatchObject({ code: '42501' });
    await expect(createLoan(coach, randomUUID(), loan(player))).rejects.toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "player_loans"',
    });
    await expect(endLoan(coach, id)).rejects.toMatchObject({ code: 'PT404', message: 'Půjčka nebyla nalezena' });
    await cancelLoan(coach, id);
    await expect(createLoan(anon, randomUUID(), loan(player))).rejects.toMatchObject({ code: '42501' });
    expect(await storedLoans(player)).toEqual([{ status: 'active', end: '2042-06-30' }]);
  });
});
