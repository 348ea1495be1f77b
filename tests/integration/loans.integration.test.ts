import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser, type SeededUser } from '../seed/users';
import { createCategory, createClub, createLoan, createMember } from '../seed/people';

let stack: TestStack;
let admin: SeededUser;
let coach: SeededUser;
let playerId: string;
let ownClub: string;
let otherClub: string;

beforeAll(async () => {
  stack = await startTestStack('app');
  const categoryId = await createCategory(stack, 'Muži');
  admin = await seedUser(stack, { role: 'admin' });
  coach = await seedUser(stack, { role: 'coach', categories: [categoryId] });
  playerId = await createMember(stack, { categoryId });
  ownClub = await createClub(stack, { isOwnClub: true, name: 'TJ Sokol Svinov' });
  otherClub = await createClub(stack, { name: 'TJ Sokol Poruba' });
});
afterAll(async () => {
  await stack.stop();
});

const createLoanSql = `select public.create_player_loan(
    player_id => $1, from_club_id => $2, to_club_id => $3, loan_start_date => $4, loan_end_date => $5,
    loan_type => $6, notes => $7) as id`;

async function loansOf(player: string): Promise<unknown[]> {
  const { rows } = await stack.db.query(
    `select from_club_id, to_club_id, loan_start_date::text, loan_end_date::text, loan_type, status, notes
     from public.player_loans where player_id = $1 order by created_at`,
    [player],
  );
  return rows;
}

describe('creating a loan', () => {
  it('an admin creates a loan and gets its id; it starts active', async () => {
    const player = await createMember(stack);
    const { rows } = await sqlAs<{ id: string }>(stack, admin.claims, createLoanSql, [
      player, ownClub, otherClub, '2041-01-15', '2041-06-30', 'youth', 'Hostování na jaro',
    ]);
    const id = rows[0]?.id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const { rows: stored } = await stack.db.query(`select id, status from public.player_loans where id = $1`, [id]);
    expect(stored).toEqual([{ id, status: 'active' }]);
    expect(await loansOf(player)).toEqual([
      {
        from_club_id: ownClub,
        to_club_id: otherClub,
        loan_start_date: '2041-01-15',
        loan_end_date: '2041-06-30',
        loan_type: 'youth',
        status: 'active',
        notes: 'Hostování na jaro',
      },
    ]);
  });

  it('the loan type defaults to temporary, and the end date and source club are optional', async () => {
    const player = await createMember(stack);
    await sqlAs(stack, admin.claims, `select public.create_player_loan(player_id => $1, to_club_id => $2, loan_start_date => $3)`, [
      player,
      otherClub,
      '2041-02-01',
    ]);
    expect(await loansOf(player)).toEqual([
      {
        from_club_id: null,
        to_club_id: otherClub,
        loan_start_date: '2041-02-01',
        loan_end_date: null,
        loan_type: 'temporary',
        status: 'active',
        notes: null,
      },
    ]);
  });

  const refusals: { case: string; args: (player: string) => unknown[]; message: string }[] = [
    { case: 'no player', args: () => [null, ownClub, otherClub, '2041-01-01', null, 'temporary', null], message: 'Hráč je povinný' },
    { case: 'no target club', args: (p) => [p, ownClub, null, '2041-01-01', null, 'temporary', null], message: 'Cílový klub je povinný' },
    { case: 'no start date', args: (p) => [p, ownClub, otherClub, null, null, 'temporary', null], message: 'Datum začátku je povinné' },
    { case: 'no loan type', args: (p) => [p, ownClub, otherClub, '2041-01-01', null, null, null], message: 'Typ půjčky je povinný' },
    { case: 'a blank loan type', args: (p) => [p, ownClub, otherClub, '2041-01-01', null, '  ', null], message: 'Typ půjčky je povinný' },
    {
      case: 'an end before the start',
      args: (p) => [p, ownClub, otherClub, '2041-03-01', '2041-02-28', 'temporary', null],
      message: 'Datum konce musí být po datu začátku',
    },
    {
      case: 'an end on the start day',
      args: (p) => [p, ownClub, otherClub, '2041-03-01', '2041-03-01', 'temporary', null],
      message: 'Datum konce musí být po datu začátku',
    },
  ];
  for (const refusal of refusals) {
    it(`a loan with ${refusal.case} is refused with '${refusal.message}' and nothing is stored`, async () => {
      const player = await createMember(stack);
      await expect(sqlAs(stack, admin.claims, createLoanSql, refusal.args(player))).rejects.toMatchObject({
        code: '22023',
        message: refusal.message,
      });
      expect(await loansOf(player)).toEqual([]);
    });
  }

  it('loan types are temporary, permanent or youth', async () => {
    const player = await createMember(stack);
    await expect(
      sqlAs(stack, admin.claims, createLoanSql, [player, ownClub, otherClub, '2041-01-01', null, 'forever', null]),
    ).rejects.toMatchObject({ code: '23514' });
    for (const loanType of ['temporary', 'permanent', 'youth']) {
      await sqlAs(stack, admin.claims, createLoanSql, [player, ownClub, otherClub, '2041-01-01', null, loanType, null]);
    }
    expect(await loansOf(player)).toHaveLength(3);
  });

  it('a coach cannot create a loan (admin-only), and nothing is stored', async () => {
    const player = await createMember(stack);
    await expect(
      sqlAs(stack, coach.claims, createLoanSql, [player, ownClub, otherClub, '2041-01-01', null, 'temporary', null]),
    ).rejects.toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "player_loans"' });
    expect(await loansOf(player)).toEqual([]);
  });

  it('anon cannot call create_player_loan', async () => {
    const player = await createMember(stack);
    await expect(
      sqlAs(stack, null, createLoanSql, [player, ownClub, otherClub, '2041-01-01', null, 'temporary', null]),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await loansOf(player)).toEqual([]);
  });
});

describe('ending a loan (Ukončit)', () => {
  it('an active loan becomes expired with today as its end date', async () => {
    const loanId = await createLoan(stack, { playerId, toClubId: otherClub, startDate: '2020-01-01' });
    await sqlAs(stack, admin.claims, `select public.end_player_loan($1)`, [loanId]);
    const { rows } = await stack.db.query(
      `select status, loan_end_date = current_date as ends_today from public.player_loans where id = $1`,
      [loanId],
    );
    expect(rows).toEqual([{ status: 'expired', ends_today: true }]);
  });

  it('a loan that has not started yet ends on its start day, never before it', async () => {
    const loanId = await createLoan(stack, { playerId, toClubId: otherClub, startDate: '2099-09-01' });
    await sqlAs(stack, admin.claims, `select public.end_player_loan(loan_id => $1)`, [loanId]);
    const { rows } = await stack.db.query(`select status, loan_end_date::text from public.player_loans where id = $1`, [loanId]);
    expect(rows).toEqual([{ status: 'expired', loan_end_date: '2099-09-01' }]);
  });

  for (const status of ['expired', 'terminated'] as const) {
    it(`a ${status} loan cannot be ended again and stays as it was`, async () => {
      const loanId = await createLoan(stack, { playerId, toClubId: otherClub, status });
      await expect(sqlAs(stack, admin.claims, `select public.end_player_loan($1)`, [loanId])).rejects.toMatchObject({
        code: '22023',
        message: 'Ukončit lze pouze aktivní půjčku',
      });
      const { rows } = await stack.db.query(`select status, loan_end_date from public.player_loans where id = $1`, [loanId]);
      expect(rows).toEqual([{ status, loan_end_date: null }]);
    });
  }

  it('an unknown loan is not found', async () => {
    await expect(
      sqlAs(stack, admin.claims, `select public.end_player_loan('00000000-0000-0000-0000-000000000000')`),
    ).rejects.toMatchObject({ code: 'PT404', message: 'Půjčka nebyla nalezena' });
  });

  it('a coach cannot end a loan: it is not even visible to them, and stays active', async () => {
    const loanId = await createLoan(stack, { playerId, toClubId: otherClub });
    await expect(sqlAs(stack, coach.claims, `select public.end_player_loan($1)`, [loanId])).rejects.toMatchObject({
      code: 'PT404',
      message: 'Půjčka nebyla nalezena',
    });
    const { rows } = await stack.db.query(`select status from public.player_loans where id = $1`, [loanId]);
    expect(rows).toEqual([{ status: 'active' }]);
  });
});

describe('who sees and edits loans', () => {
  it('only admins read loans; coaches and members see none, anon is refused', async () => {
    const loanId = await createLoan(stack, { playerId, toClubId: otherClub });
    const member = await seedUser(stack);
    const read = (claims: SeededUser['claims']) => sqlAs(stack, claims, `select id from public.player_loans where id = $1`, [loanId]);
    expect((await read(admin.claims)).rows).toEqual([{ id: loanId }]);
    expect((await read(coach.claims)).rows).toEqual([]);
    expect((await read(member.claims)).rows).toEqual([]);
    await expect(sqlAs(stack, null, `select id from public.player_loans`)).rejects.toMatchObject({ code: '42501' });
  });

  it("an admin cancels a loan with 'Zrušit' (status terminated); a coach cannot", async () => {
    const loanId = await createLoan(stack, { playerId, toClubId: otherClub });
    const byCoach = await sqlAs(stack, coach.claims, `update public.player_loans set status = 'terminated' where id = $1`, [loanId]);
    expect(byCoach.affectedRows).toBe(0);
    await sqlAs(stack, admin.claims, `update public.player_loans set status = 'terminated' where id = $1`, [loanId]);
    const { rows } = await stack.db.query(`select status from public.player_loans where id = $1`, [loanId]);
    expect(rows).toEqual([{ status: 'terminated' }]);
  });

  it('a loan cannot go from a club to the same club', async () => {
    await expect(createLoan(stack, { playerId, fromClubId: otherClub, toClubId: otherClub })).rejects.toMatchObject({
      code: '23514',
      constraint: 'player_loans_distinct_clubs',
    });
  });
});
