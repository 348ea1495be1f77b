import type { MailTemplates } from '../auth/mail-templates';
import type { Executor } from '../engine/executor';
import type { MailCatcher } from '../mail-catcher';
import type { RestConfig } from '../rest/config';

/** A request as a service sees it: the gateway prefix (`/rest/v1`…) is already stripped. */
export interface StackRequest {
  method: string;
  /** Decoded path after the prefix, starting with `/`. */
  path: string;
  /** The raw query string without `?`, undecoded (PostgREST parsing needs the original). */
  rawQuery: string;
  query: URLSearchParams;
  /** Lower-cased header names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: Buffer;
  /** Public origin of the stack, e.g. `http://127.0.0.1:54321`. */
  origin: string;
  /** The client's address (the connection's peer), which Auth's rate limits key on. */
  ip: string;
}

export interface StackResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer | null;
}

export interface Service {
  handle(request: StackRequest): Promise<StackResponse>;
  close?(): Promise<void>;
}

export interface StackConfig {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  /** Origin clients use; set once the server listens. */
  apiUrl: string;
  /** Where object files live; null keeps them in memory (tests). */
  storageDir: string | null;
  /** What Auth's mails say: the project's templates (supabase/config.toml) or GoTrue's defaults. */
  mailTemplates: MailTemplates;
  /** PostgREST's configuration from config.toml's `[api]`, under the in-database settings. */
  rest: RestConfig;
}

/** What every service is built from. */
export interface StackServices {
  db: Executor;
  config: StackConfig;
  mail: MailCatcher;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): StackResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}
