import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExternalPlayer } from '@/features/members/api/players';
import type { TExternalPlayerInput } from '@/features/members/schema';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory } from '../seed/people';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * Any coach adds an external player (the opponent's side of a sheet), but only the
 * coach who added them or an admin edits them; deleting stays an admin's.
 */
let stack: TestStack;
let admin: TypedSupabaseClient;
let author: TypedSupabaseClient;
let otherCoach: TypedSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack('app');
  const as = async (options: Parameters<typeof seedUser>[1]) =>
    stack.client(stack.anonKey, (await seedUser(stack, options)).accessToken) as TypedSupabaseClient;
  admin = await as({ role: 'admin' });
  author = await as({ role: 'coach', categories: [await createCategory(stack)] });
  otherCoach = await as({ role: 'head_coach', categories: [await createCategory(stack)] });
});
afterAll(async () => {
  await stack.stop();
});

async function addedByAuthor(): Promise<string> {
  const id = randomUUID();
  const input: TExternalPlayerInput = {
    name: 'Petr',
    surname: 'Host',
    registration_number: `EXT-${id.slice(0, 8)}`,
    club_name: 'TJ Cizí',
    sex: 'male',
    position: 'field_player',
    jersey_number: 7,
    is_captain: false,
  };
  await createExternalPlayer(author, id, input);
  return id;
}

async function jerseyOf(id: string): Promise<string | undefined> {
  const { rows } = await stack.db.query<{ jersey: string }>(`select jersey_number::text as jersey from public.external_players where id = $1`, [id]);
  return rows[0]?.jersey;
}

describe('editing an external player', () => {
  it('another coach changes nothing (no row is theirs to update) and deletes nothing', async () => {
    const id = await addedByAuthor();
    const update = await otherCoach.from('external_players').update({ jersey_number: 99 }).eq('id', id).select('id');
    expect(update).toMatchObject({ error: null, data: [] });
    const removal = await otherCoach.from('external_players').delete().eq('id', id).select('id');
    expect(removal).toMatchObject({ error: null, data: [] });
    expect(await jerseyOf(id)).toBe('7');
  });

  it('the coach who added them and an admin edit them', async () => {
    const id = await addedByAuthor();
    expect(await author.from('external_players').update({ jersey_number: 12 }).eq('id', id).select('id')).toMatchObject({
      error: null,
      data: [{ id }],
    });
    expect(await jerseyOf(id)).toBe('12');
    expect(await admin.from('external_players').update({ jersey_number: 13 }).eq('id', id).select('id')).toMatchObject({
      error: null,
      data: [{ id }],
    });
    expect(await jerseyOf(id)).toBe('13');
  });
});
