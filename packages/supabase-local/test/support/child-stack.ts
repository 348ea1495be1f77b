import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { DEMO_SERVICE_ROLE_KEY } from '../../src/config';

const MAIN = resolve(import.meta.dirname, 'child-stack-main.ts');

export interface ChildStack {
  url: string;
  process: ChildProcess;
  /** Headers of a service_role call (REST and Storage). */
  headers: Record<string, string>;
  /** SIGTERM and wait: the stack's own clean shutdown. Resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL and wait: no shutdown code runs, as in a crash or a power cut of the process. */
  kill(): Promise<void>;
}

/**
 * Starts the embedded stack (PGlite on `dataRoot`, a new one loaded from `templateFile` when
 * given) in a child process and waits until it serves. DATABASE_URL is removed: this is the embedded default whatever engine the run uses.
 */
export async function startChildStack(dataRoot: string, templateFile?: string): Promise<ChildStack> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, dataRoot, ...(templateFile ? [templateFile] : [])], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const ready = (async () => {
    for await (const line of lines) {
      if (line.startsWith('{')) return JSON.parse(line) as { url: string };
    }
    throw new Error(`The stack exited before it was ready:\n${stderr}`);
  })();
  const { url } = await Promise.race([
    ready,
    exited.then(() => {
      throw new Error(`The stack exited before it was ready:\n${stderr}`);
    }),
  ]);
  return {
    url,
    process: child,
    headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
    async stop() {
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      return code;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
