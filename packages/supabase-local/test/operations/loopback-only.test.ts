import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalStack } from '../../src/index';
import { runStackCommand } from '../../src/stack-command';
import { startTestStack } from '../support/stack';

/**
 * The embedded stack runs with Supabase's public demo JWT secret: whoever reaches it can mint a
 * service_role key, so it listens on this machine only and says why when asked for more.
 */
const dataParent = mkdtempSync(join(tmpdir(), 'stack-loopback-'));
afterAll(() => rmSync(dataParent, { recursive: true, force: true }));

describe('the embedded stack listens on loopback only', () => {
  it.each(['0.0.0.0', '::', '192.168.1.20', 'club.example.cz', '::ffff:10.0.0.1'])('refuses %s, naming the demo keys and the production backend, before touching a database', async (host) => {
    const start = startLocalStack({ host, port: 0, dataRoot: join(dataParent, 'direct') });
    await expect(start).rejects.toThrow(`Refusing to listen on ${host}`);
    await expect(start).rejects.toThrow("Supabase's public demo JWT secret");
    expect(existsSync(join(dataParent, 'direct'))).toBe(false);
  });

  it('npm run stack with SUPABASE_LOCAL_HOST=0.0.0.0 exits 1 with the reason and claims no data root', async () => {
    const lines: string[] = [];
    const result = await runStackCommand({
      argv: [],
      env: { SUPABASE_LOCAL_HOST: '0.0.0.0', SUPABASE_LOCAL_PORT: '0' },
      print: (line, stream) => lines.push(`${stream ?? 'out'}: ${line}`),
      root: dataParent,
      dataParent,
    });
    expect(result).toEqual({ code: 1, stack: null });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: Refusing to listen on 0\.0\.0\.0: the embedded Supabase stack listens only on this machine \(127\.0\.0\.0\/8, ::1, localhost\)\./);
    expect(lines[0]).toContain('could forge a service_role key');
    expect(lines[0]).toContain('a Supabase project (hosted, or Supabase\'s self-hosting)');
    expect(existsSync(join(dataParent, '.data'))).toBe(false);
  });

  it.each(['127.0.0.2', 'localhost'])('serves on %s', async (host) => {
    const stack = await startTestStack({ host });
    try {
      expect(new URL(stack.url).hostname).toBe(host);
      expect((await fetch(`${stack.url}/auth/v1/health`)).status).toBe(200);
    } finally {
      await stack.stop();
    }
  });
});
