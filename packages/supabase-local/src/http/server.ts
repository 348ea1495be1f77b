import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyJwt, normaliseApiKey } from '../jwt';
import type { MailCatcher } from '../mail-catcher';
import { renderMailbox } from './mailbox';
import { json, type Service, type StackConfig, type StackRequest, type StackResponse } from './types';

/** Bodies above this are refused before reaching a service (storage limits are per bucket). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

const EXPOSED_HEADERS = [
  'Content-Range', 'Content-Location', 'Location', 'Content-Type', 'Content-Length', 'Range-Unit',
  'X-Total-Count', 'Link', 'X-Supabase-Api-Version', 'Preference-Applied', 'Proxy-Status', 'x-sb-error-code',
].join(', ');

export interface GatewayServices {
  rest: Service;
  auth: Service;
  storage: Service;
  mail: MailCatcher;
  config: StackConfig;
}

/**
 * Routes that hosted Supabase's gateway serves without an apikey: links opened from mails
 * and public or signed object URLs opened by browsers (`<img src>`).
 */
function isOpenRoute(prefix: string, method: string, path: string): boolean {
  if (prefix === 'auth') return path === '/verify' || path === '/health' || path === '/callback';
  if (prefix === 'storage') {
    return (
      (method === 'GET' || method === 'HEAD') &&
      (path.startsWith('/object/public/') || path.startsWith('/object/sign/') || path.startsWith('/render/image/public/'))
    );
  }
  return false;
}

async function hasValidApiKey(apikey: string | undefined, config: StackConfig): Promise<boolean> {
  if (!apikey) return false;
  const key = normaliseApiKey(apikey);
  if (key === config.anonKey || key === config.serviceRoleKey) return true;
  try {
    await verifyJwt(key, config.jwtSecret);
    return true;
  } catch {
    return false;
  }
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return {
    'access-control-allow-origin': origin ?? '*',
    ...(origin ? { 'access-control-allow-credentials': 'true', vary: 'Origin' } : {}),
    'access-control-expose-headers': EXPOSED_HEADERS,
  };
}

const NO_BODY = Buffer.alloc(0);

function readBody(request: IncomingMessage): Promise<Buffer> {
  // A request with neither header has no body (RFC 9112 §6.3): reads need not wait for its end.
  if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined) return Promise.resolve(NO_BODY);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function lowerCaseHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

async function route(request: IncomingMessage, services: GatewayServices, origin: string): Promise<StackResponse> {
  const url = new URL(request.url ?? '/', origin);
  const method = (request.method ?? 'GET').toUpperCase();
  if (url.pathname === '/mail' || url.pathname.startsWith('/mail/')) return renderMailbox(services.mail, url);

  const match = /^\/(rest|auth|storage)\/v1(\/.*)?$/.exec(url.pathname);
  if (!match) return json(404, { message: 'no Route matched with those values' });
  const prefix = match[1] as 'rest' | 'auth' | 'storage';
  const path = decodeURIComponent(match[2] ?? '/');
  const headers = lowerCaseHeaders(request);

  if (!isOpenRoute(prefix, method, path) && !(await hasValidApiKey(headers['apikey'], services.config))) {
    return json(401, {
      message: headers['apikey'] ? 'Invalid API key' : 'No API key found in request',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }

  const stackRequest: StackRequest = {
    method,
    path,
    rawQuery: url.search.replace(/^\?/, ''),
    query: url.searchParams,
    headers,
    body: await readBody(request),
    origin,
    ip: request.socket.remoteAddress ?? '',
  };
  return services[prefix].handle(stackRequest);
}

function send(response: ServerResponse, result: StackResponse, extraHeaders: Record<string, string>, isHead: boolean): void {
  const body = result.body ?? null;
  const headers: Record<string, string> = { ...extraHeaders, ...(result.headers ?? {}) };
  if (body !== null && headers['content-length'] === undefined) headers['content-length'] = String(Buffer.byteLength(body));
  response.writeHead(result.status, headers);
  response.end(isHead || body === null ? undefined : body);
}

export interface RunningServer {
  server: Server;
  origin: string;
  close(): Promise<void>;
}

export async function startGateway(services: GatewayServices, port: number, host = '127.0.0.1'): Promise<RunningServer> {
  let origin = '';
  const server = createServer((request, response) => {
    const cors = corsHeaders(request);
    if (request.method === 'OPTIONS') {
      response.writeHead(200, {
        ...cors,
        'access-control-allow-methods': 'GET,POST,PATCH,PUT,DELETE,OPTIONS,HEAD',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '3600',
        'content-length': '0',
      });
      response.end();
      return;
    }
    route(request, services, origin)
      .then((result) => send(response, result, cors, request.method === 'HEAD'))
      .catch((error: unknown) => {
        // A bug in the stack: answer 500 with a JSON body rather than dropping the connection,
        // which clients would retry for seconds.
        console.error('[local stack]', error);
        send(response, json(500, { message: 'Internal stack error', code: 'XX000' }), cors, false);
      });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    server,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
