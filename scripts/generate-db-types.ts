import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createPgliteExecutor, migrateDatabase } from '@club-app/supabase-local/testing';
import { generateDatabaseTypes } from '@club-app/supabase-local/types';

/** `npm run db:types`: migrate a scratch in-memory database and write the Database type. */
export const DATABASE_TYPES_FILE = resolve(import.meta.dirname, '../src/lib/supabase/database.types.ts');

const db = await createPgliteExecutor();
await migrateDatabase(db, { migrationsDir: resolve(import.meta.dirname, '../supabase/migrations'), seedFile: null });
const source = await generateDatabaseTypes(db);
await db.close();
mkdirSync(dirname(DATABASE_TYPES_FILE), { recursive: true });
writeFileSync(DATABASE_TYPES_FILE, source);
console.log(`Wrote ${DATABASE_TYPES_FILE}`);
