import { existsSync, readFileSync } from 'node:fs';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { parseEnv } from 'node:util';
import { runClubSetup } from './main';

/** The environment wins over .env.local, as in Next.js. */
const fromFile = existsSync('.env.local') ? parseEnv(readFileSync('.env.local', 'utf8')) : {};
const env = { ...fromFile, ...process.env };

const terminal = stdin.isTTY && stdout.isTTY ? createInterface({ input: stdin, output: stdout }) : null;
try {
  process.exitCode = await runClubSetup(process.argv.slice(2), {
    env,
    print: (line) => console.log(line),
    ask: terminal ? (question) => terminal.question(question) : undefined,
  });
} finally {
  terminal?.close();
}
