#!/usr/bin/env -S tsx
import { runStackCommand } from './stack-command';

/**
 * `npm run stack [-- --empty]`: serves /rest/v1, /auth/v1, /storage/v1 until SIGINT/SIGTERM.
 * `npm run db:reset [-- --empty]`: wipes the local PGlite database and stored files, migrates (and seeds) anew.
 */
const { code, stack } = await runStackCommand({
  argv: process.argv.slice(2),
  env: process.env,
  print: (line, stream) => (stream === 'error' ? console.error(line) : console.log(line)),
});
if (!stack) process.exit(code);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping || !stack) return;
  stopping = true;
  console.log(`${signal}: stopping…`);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
