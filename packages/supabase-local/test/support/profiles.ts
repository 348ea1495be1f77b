import { resolve } from 'node:path';
import type { DatabaseProfile } from '../../testing/template-stack';

/** The conformance suite's fixture schema: the stack is proven on a schema of its own, not an app's. */
export const CONFORMANCE: DatabaseProfile = { migrationsDir: resolve(import.meta.dirname, '../conformance/fixtures'), seedFile: null };
