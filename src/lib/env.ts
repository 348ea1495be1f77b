import { z } from 'zod';

/**
 * The app's configuration, validated once. A missing or malformed variable fails loudly at
 * start-up: there is no fallback client. NEXT_PUBLIC_ values are written out literally so
 * Next.js inlines them into the browser bundle.
 */
const ZPublicEnv = z.object({
  supabaseUrl: z.url({ message: 'NEXT_PUBLIC_SUPABASE_URL musí být platná URL' }),
  supabaseAnonKey: z.string().min(20, { message: 'NEXT_PUBLIC_SUPABASE_ANON_KEY chybí' }),
});

export type TPublicEnv = z.infer<typeof ZPublicEnv>;

export const publicEnv: TPublicEnv = ZPublicEnv.parse({
  supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
  supabaseAnonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
});
