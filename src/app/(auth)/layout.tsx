import type { ReactNode } from 'react';
import { RequestThemeScope } from '@/components/providers/request-theme-scope';

/** Sign-in, password and account-state pages are rendered per request (nonce policy). */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <RequestThemeScope>{children}</RequestThemeScope>;
}
