export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

export interface PolicyOptions {
  supabaseUrl: string;
  scripts: ScriptSources;
  isDev?: boolean;
}

export function contentSecurityPolicy(options: PolicyOptions): string;
export function createNonce(): string;
