import { chmod, rename, rm } from 'node:fs/promises';
import { runTool } from './run-tool';

/**
 * A backup is one gzipped tar of a snapshot directory: any machine can list or unpack it
 * (`tar -tzf`), and tar streams large storage trees without holding them in memory.
 */
export async function packDirectory(dir: string, file: string): Promise<void> {
  // Written under another name first: a failed backup never leaves a truncated file that looks whole.
  const partial = `${file}.partial`;
  try {
    await runTool('tar', ['-czf', partial, '-C', dir, '.']);
    // It holds password hashes and every member's data: readable by its owner only.
    await chmod(partial, 0o600);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export function unpackArchive(file: string, dir: string): Promise<void> {
  return runTool('tar', ['-xzf', file, '-C', dir]);
}
