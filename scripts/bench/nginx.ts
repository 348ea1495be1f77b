import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';

/** Debian's nginx (`apt-get install nginx`). */
export const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
const CLUB_CONF = resolve(import.meta.dirname, '../../deploy/nginx/club.conf');
const READY_TIMEOUT_MS = 10_000;

export interface Nginx {
  url: string;
  /** Where a file `name` written to `staticDir` is served, by the club's server block itself. */
  staticPath: (name: string) => string;
  stop(): Promise<void>;
}

/** `pattern` replaced, and it must match: a club.conf that has moved on fails here, not silently. */
function substitute(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/club.conf no longer has ${pattern}: update scripts/bench/nginx.ts`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx/club.conf as the bench runs it: the cache in `prefix`, Next on `upstreamPort`,
 * plain http on loopback `port` (the https server without its certificates, the redirecting
 * port-80 server left out), and a location serving `staticDir` under /__bench/ inside the same
 * server block, so the static twins pass through the same gzip settings and the same listener.
 */
export function benchClubConf(conf: string, { prefix, upstreamPort, port, staticDir }: { prefix: string; upstreamPort: number; port: number; staticDir: string }): string {
  let text = substitute(conf, /proxy_cache_path \/var\/cache\/nginx\/club /, `proxy_cache_path ${prefix}/cache `);
  text = substitute(text, /server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${upstreamPort};`);
  text = substitute(text, /^server \{\n\s+listen 80;[\s\S]*?^\}\n/m, '');
  text = substitute(text, /listen 443 ssl http2;/, `listen 127.0.0.1:${port};`);
  text = substitute(text, /^\s*listen \[::\]:443 ssl http2;\n/m, '');
  text = substitute(text, /^\s*ssl_certificate(_key)? .*\n/gm, '');
  return substitute(text, /^(\s+)location \/ \{/m, `$1location /__bench/ { alias ${staticDir}/; }\n\n$1location / {`);
}

/**
 * nginx in a throwaway prefix with the repository's own club.conf (see benchClubConf) included in
 * an `http` block like Debian's nginx.conf; resolved once it answers. Access logs off: they cost
 * both sides of each comparison alike and only add disk noise on a shared machine.
 */
export async function startNginx({ upstreamPort, port }: { upstreamPort: number; port: number }): Promise<Nginx & { staticDir: string }> {
  const prefix = mkdtempSync(resolve(tmpdir(), 'bench-nginx-'));
  const staticDir = resolve(prefix, 'static');
  mkdirSync(staticDir);
  mkdirSync(resolve(prefix, 'tmp'));
  // Run as root, nginx's workers run as nobody: they must reach the twins through the prefix.
  chmodSync(prefix, 0o755);
  writeFileSync(resolve(prefix, 'club.conf'), benchClubConf(readFileSync(CLUB_CONF, 'utf8'), { prefix, upstreamPort, port, staticDir }));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${prefix}/tmp/${kind};`).join('\n  ');
  writeFileSync(
    resolve(prefix, 'nginx.conf'),
    `worker_processes auto;
pid ${prefix}/nginx.pid;
events { worker_connections 768; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  include ${prefix}/club.conf;
}
`,
  );
  let stderr = '';
  const nginx = spawn(NGINX, ['-p', prefix, '-c', resolve(prefix, 'nginx.conf'), '-e', resolve(prefix, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => nginx.once('exit', () => done()));
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  writeFileSync(resolve(staticDir, 'ready.txt'), 'ready');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (nginx.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with ${nginx.exitCode}: ${stderr.trim()}`);
    }
    try {
      if ((await fetch(`${url}/__bench/ready.txt`)).ok) return { url, staticDir, staticPath: (name) => `/__bench/${name}`, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx on port ${port} did not answer within ${READY_TIMEOUT_MS} ms: ${stderr.trim()}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

export const hasNginx = (): boolean => existsSync(NGINX);
