import type { ReactNode } from 'react';
import { RequestThemeScope } from '@/components/providers/request-theme-scope';

/** The betting game and its own login are rendered per request (nonce policy). */
export default function BettingAreaLayout({ children }: { children: ReactNode }) {
  return <RequestThemeScope>{children}</RequestThemeScope>;
}
