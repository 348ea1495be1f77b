import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { SNAPSHOT_FILES } from './snapshot';

const manifestSchema = z.object({
  format: z.literal(1),
  /** `project`: a Supabase project's rows (no schema) and its files through the Storage API. */
  engine: z.enum(['pglite', 'postgres', 'project']),
  createdAt: z.iso.datetime(),
  /** A project's applied migrations: its rows load only into a project with the same schema. */
  migrations: z.array(z.string()).optional(),
});

export type BackupEngine = z.infer<typeof manifestSchema>['engine'];

export function writeManifest(dir: string, engine: BackupEngine, migrations?: string[]): Promise<void> {
  const manifest = { format: 1, engine, createdAt: new Date().toISOString(), migrations };
  return writeFile(join(dir, SNAPSHOT_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<z.infer<typeof manifestSchema>> {
  let text: string;
  try {
    text = await readFile(join(dir, SNAPSHOT_FILES.manifest), 'utf8');
  } catch {
    throw new Error('Not a backup of this stack: manifest.json is missing.');
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error('Not a backup of this stack: manifest.json is not one this version reads.');
  return parsed.data;
}
