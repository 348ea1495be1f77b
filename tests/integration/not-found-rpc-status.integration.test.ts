import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory } from '../seed/people';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * A function that finds nothing to work on answers 404 over the Data API, with its
 * Czech message. PostgREST turns every P0 SQLSTATE into a 500, but a PTxxx one into that status.
 */
let stack: TestStack;
let admin: TypedSupabaseClient;
let coach: TypedSupabaseClient;
const UNKNOWN = '00000000-0000-4000-8000-0000000000ff';

beforeAll(async () => {
  stack = await startTestStack('app');
  const as = async (options: Parameters<typeof seedUser>[1]) =>
    stack.client(stack.anonKey, (await seedUser(stack, options)).accessToken) as TypedSupabaseClient;
  admin = await as({ role: 'admin' });
  coach = await as({ role: 'coach', categories: [await createCategory(stack)] });
});
afterAll(async () => {
  await stack.stop();
});

describe('not found answers 404, never 500', () => {
  it.each([
    ['get_opponent_top_scorers', () => coach.rpc('get_opponent_top_scorers', { p_match_id: UNKNOWN }), 'Zápas nebyl nalezen'],
    ['validate_lineup', () => coach.rpc('validate_lineup', { p_lineup_id: UNKNOWN }), 'Sestava nebyla nalezena'],
    ['cancel_training_session', () => coach.rpc('cancel_training_session', { p_session_id: UNKNOWN }), 'Trénink nebyl nalezen'],
    ['end_player_loan', () => admin.rpc('end_player_loan', { loan_id: UNKNOWN }), 'Půjčka nebyla nalezena'],
  ] as const)('%s of an unknown id', async (_name, call, message) => {
    const { status, error } = await call();
    expect({ status, code: error?.code, message: error?.message }).toEqual({ status: 404, code: 'PT404', message });
  });
});
