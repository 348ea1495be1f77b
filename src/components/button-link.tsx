import Link from 'next/link';
import type { ReactNode } from 'react';

const VARIANTS = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90',
  bordered: 'border-2 border-default-200 text-foreground hover:bg-default-100',
} as const;

/**
 * HeroUI's medium button look in plain classes, for controls on public pages and their error
 * boundaries: HeroUI's Button would put react-aria and framer-motion into every public first load.
 */
export function buttonClasses(variant: keyof typeof VARIANTS = 'primary'): string {
  return `inline-flex h-10 items-center justify-center rounded-medium px-4 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${VARIANTS[variant]}`;
}

/** A link that looks like a button; server-rendered (HeroUI's Button needs a client boundary). */
export function ButtonLink({ href, children, variant = 'primary' }: { href: string; children: ReactNode; variant?: keyof typeof VARIANTS }) {
  return (
    <Link href={href} className={buttonClasses(variant)}>
      {children}
    </Link>
  );
}
