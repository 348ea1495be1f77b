import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/button-link';

/**
 * A link from a club mail before it does anything: what it will do, and the button that does it.
 * Mail scanners open every link of a mail before its reader does; only a person presses the button.
 */
export function LinkConfirmation({
  title,
  children,
  confirmLabel,
  onConfirm,
  isPending,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isPending: boolean;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="flex flex-col gap-2 text-default-600">{children}</div>
      <button type="button" className={`${buttonClasses('primary')} disabled:opacity-60`} disabled={isPending} aria-busy={isPending || undefined} onClick={onConfirm}>
        {isPending ? 'Odesílám…' : confirmLabel}
      </button>
    </div>
  );
}
