import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { NONCE_HEADER } from '@/lib/security-headers';
import { ThemeScope } from './theme-scope';

/** ThemeScope for areas rendered per request: the middleware's nonce lets its script run. */
export async function RequestThemeScope({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return <ThemeScope nonce={nonce}>{children}</ThemeScope>;
}
