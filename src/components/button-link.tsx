import Link from 'next/link';
import type { ReactNode } from 'react';

const VARIANTS = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90',
  bordered: 'border-2 border-default-200 text-foreground hover:bg-default-100',
} as const;

/** A link that looks like a button; server-rendered (HeroUI's Button needs a client boundary). */
export function ButtonLink({ href, children, variant = 'primary' }: { href: string; children: ReactNode; variant?: keyof typeof VARIANTS }) {
  return (
    <Link href={href} className={`inline-flex h-10 items-center justify-center rounded-medium px-4 text-sm font-medium transition ${VARIANTS[variant]}`}>
      {children}
    </Link>
  );
}
