import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBettingWallet, listBettingMatches, placeBet } from '@/features/betting/api';
import { pragueToday } from '@/features/matches/kickoff';
import { createGrant } from '@/features/grants/api';
import { ZGrantForm } from '@/features/grants/schema';
import { createVideo } from '@/features/videos/api';
import { ZVideoForm } from '@/features/videos/schema';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory } from '../seed/people';
import { seedUser } from '../seed/users';
import { pricedLeg } from '../support/betting-legs';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * A double click sends the same create twice at once, under the one id the form made
 * for it. Both requests run concurrently here, as the browser sends them; one row comes of them.
 */
let stack: TestStack;
let admin: TypedSupabaseClient;
let categoryId: string;
beforeAll(async () => {
  stack = await startTestStack('app');
  categoryId = await createCategory(stack);
  admin = stack.client(stack.anonKey, (await seedUser(stack, { role: 'admin' })).accessToken) as TypedSupabaseClient;
});
afterAll(async () => {
  await stack.stop();
});

async function rowsWithId(table: 'videos' | 'grants' | 'betting_bets', id: string): Promise<number> {
  const { rows } = await stack.db.query<{ count: string }>(`select count(*)::text as count from public.${table} where id = $1`, [
    id,
  ]);
  return Number(rows[0]?.count);
}

async function wallet(userId: string) {
  const { rows } = await stack.db.query<{ balance: string; ledger: string; stakes: string }>(
    `select w.balance::text,
            (select sum(amount)::text from public.betting_transactions t where t.user_id = w.user_id) as ledger,
            (select count(*)::text from public.betting_transactions t where t.user_id = w.user_id and t.type = 'stake') as stakes
     from public.betting_wallets w where w.user_id = $1`,
    [userId],
  );
  return rows[0];
}

async function bettor() {
  const user = await seedUser(stack);
  const client = stack.client(stack.anonKey, user.accessToken) as TypedSupabaseClient;
  await ensureBettingWallet(client);
  const [match] = await listBettingMatches(client, pragueToday(new Date()));
  if (!match) throw new Error('the seed has upcoming matches');
  return { user, client, match };
}

describe('Vsadit pressed twice on one ticket', () => {
  it('places one bet and debits the stake once; the ledger equals the balance', async () => {
    const { user, client, match } = await bettor();
    const input = { id: randomUUID(), structure: 'SINGLE' as const, stake: 250, legs: [pricedLeg(match, '1X2', '1')] };
    const [first, second] = await Promise.all([placeBet(client, input), placeBet(client, input)]);
    expect(second).toEqual(first);
    expect(await rowsWithId('betting_bets', input.id)).toBe(1);
    expect(await wallet(user.id)).toEqual({ balance: '750.00', ledger: '750.00', stakes: '1' });
  });

  it('the same id on another ticket is refused, not answered with the bet placed before', async () => {
    const { user, client, match } = await bettor();
    const id = randomUUID();
    const ticket = { id, structure: 'SINGLE' as const, stake: 100, legs: [pricedLeg(match, '1X2', '1')] };
    await placeBet(client, ticket);
    const refusal = { code: '23505', message: 'Pod tímto ID už je podaná jiná sázka' };
    await expect(placeBet(client, { ...ticket, stake: 200 })).rejects.toMatchObject(refusal);
    await expect(placeBet(client, { ...ticket, legs: [pricedLeg(match, '1X2', '2')] })).rejects.toMatchObject(refusal);
    const { rows } = await stack.db.query(
      'select b.stake::text, l.selection from public.betting_bets b join public.betting_bet_legs l on l.bet_id = b.id where b.id = $1',
      [id],
    );
    expect(rows).toEqual([{ stake: '100.00', selection: '1' }]);
    expect(await wallet(user.id)).toEqual({ balance: '900.00', ledger: '900.00', stakes: '1' });
  });
});

describe('Uložit pressed twice on a new record', () => {
  it('a video is stored once', async () => {
    const id = randomUUID();
    const video = ZVideoForm.parse({
      title: 'Rozbor zápasu',
      youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      category_id: categoryId,
      description: '',
      club_id: '',
      season_id: '',
      recording_date: '2026-11-20',
      is_active: true,
    });
    await Promise.all([createVideo(admin, id, video), createVideo(admin, id, video)]);
    expect(await rowsWithId('videos', id)).toBe(1);
  });

  it('a grant is stored once', async () => {
    const id = randomUUID();
    const grant = ZGrantForm.parse({ name: 'Dotace města', month: '3', description: '' });
    await Promise.all([createGrant(admin, id, grant), createGrant(admin, id, grant)]);
    expect(await rowsWithId('grants', id)).toBe(1);
  });
});
