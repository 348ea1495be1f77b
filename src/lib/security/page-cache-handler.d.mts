export interface CachedEntryValue {
  kind: string;
  html?: string;
  headers?: Record<string, string | string[] | number | undefined>;
}

export function withPagePolicy<T extends CachedEntryValue>(value: T, supabaseUrl: string): Promise<T>;
declare const PageCacheHandler: unknown;
export default PageCacheHandler;
