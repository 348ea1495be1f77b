import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDatabaseTypes } from '../../supabase/local/types/generate';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('app');
});
afterAll(async () => {
  await stack.stop();
});

describe('generated database types', () => {
  it('src/lib/supabase/database.types.ts matches the migrated schema (run `npm run db:types` after changing a migration)', async () => {
    const checkedIn = readFileSync(resolve(import.meta.dirname, '../../src/lib/supabase/database.types.ts'), 'utf8');
    expect(checkedIn).toBe(await generateDatabaseTypes(stack.db));
  });
});
