import { ButtonLink } from '@/components/button-link';

export type ResultTone = 'success' | 'warning' | 'danger';

const TONE_CLASSES: Record<ResultTone, string> = {
  success: 'text-success-700 dark:text-success-400',
  warning: 'text-warning-700 dark:text-warning-400',
  danger: 'text-danger-700 dark:text-danger-400',
};

/** The page a link from a mail lands on, signed in or not: what happened, and the way to the member portal. */
export function LinkResult({ tone, label, title, children }: { tone: ResultTone; label: string; title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p className={`text-sm font-semibold uppercase tracking-wide ${TONE_CLASSES[tone]}`}>{label}</p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="text-default-600">{children}</div>
      <nav aria-label="Kam dál" className="flex flex-wrap justify-center gap-3">
        <ButtonLink href="/clen" variant="primary">
          Do členské sekce
        </ButtonLink>
      </nav>
    </div>
  );
}
