import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Runs an external tool (tar, pg_dump, pg_restore) and resolves when it succeeds; its own
 * error output becomes the error's message, so the operator sees why.
 */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return toolExit(spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] }), command);
}

/** Resolves when a spawned tool (stderr piped) exits with 0, or rejects with its error output. */
export function toolExit(child: ChildProcess, command: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? `${command} is not installed (needed for backups).` : error.message)),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
