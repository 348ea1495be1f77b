import { readFileSync } from 'node:fs';
import { startLocalStack } from '../../src/index';
import { CONFORMANCE } from './profiles';

/**
 * Entry point of a stack in a process of its own, on a persistent data dir with the
 * conformance schema: what `npm run stack` does, minus the app's migrations and seed, so the
 * crash and backup tests can kill and restart it in seconds. Prints one JSON line when ready.
 */
const [dataRoot, templateFile] = process.argv.slice(2);
if (!dataRoot) throw new Error('usage: child-stack-main.ts <dataRoot> [PGlite dump to start a new data dir from]');

const stack = await startLocalStack({
  port: 0,
  dataRoot,
  migrationsDir: CONFORMANCE.migrationsDir,
  seedFile: null,
  // A migrated dump saves initdb and the migrations on a new data dir; migrations still run (none new).
  template: templateFile ? new Blob([readFileSync(templateFile)]) : undefined,
  migrate: true,
});
process.stdout.write(`${JSON.stringify({ url: stack.url })}\n`);
process.on('SIGTERM', () => {
  void stack.stop().then(() => process.exit(0));
});
