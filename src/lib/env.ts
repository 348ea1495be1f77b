/**
 * The app's configuration, validated once. A missing or malformed variable fails loudly at
 * start-up: there is no fallback client. NEXT_PUBLIC_ values are written out literally so
 * Next.js inlines them into the browser bundle. Checked without zod: the browser's Supabase client
 * imports this module, and zod would be the largest library of a portal page's first load.
 */
export interface TPublicEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function readPublicEnv(supabaseUrl = '', supabaseAnonKey = ''): TPublicEnv {
  if (!isUrl(supabaseUrl)) throw new Error('NEXT_PUBLIC_SUPABASE_URL musí být platná URL');
  if (supabaseAnonKey.length < 20) throw new Error('NEXT_PUBLIC_SUPABASE_ANON_KEY chybí');
  return { supabaseUrl, supabaseAnonKey };
}

export const publicEnv: TPublicEnv = readPublicEnv(process.env.NEXT_PUBLIC_SUPABASE_URL, process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY);
