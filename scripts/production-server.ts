import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 60_000;

export interface ProductionServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * `next start` of the build in .next on `port`, resolved once /login answers. The build has the
 * stack's URL inlined, so that stack must be listening. Next's own binary, not npx: a signal to npx
 * would not reach the server it starts.
 */
export async function startProductionServer(port: number, env: Record<string, string> = {}): Promise<ProductionServer> {
  const app = spawn(process.execPath, [resolve(root, 'node_modules/next/dist/bin/next'), 'start', '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_OPTIONS: '--experimental-websocket', ...env },
  });
  const exited = new Promise<void>((done) => app.once('exit', () => done()));
  const stop = async () => {
    if (app.exitCode !== null || app.signalCode !== null) return;
    app.kill('SIGTERM');
    await exited;
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`next start on port ${port} exited with ${app.exitCode} (is the port taken?)`);
    try {
      if ((await fetch(`${url}/login`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${url}/login did not answer within ${READY_TIMEOUT_MS} ms`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}
