import { ButtonLink } from './button-link';

/** Unauthenticated visitors on pages that need a session are sent to /login. */
export function LoginRequiredNotice({ message = 'Pro zobrazení této stránky se musíte přihlásit.' }: { message?: string }) {
  return (
    <div role="status" className="flex flex-col items-start gap-3 rounded-large border border-warning-200 bg-warning-50 p-4 text-warning-800">
      <p className="font-medium">Vyžadováno přihlášení</p>
      <p className="text-sm">{message}</p>
      <ButtonLink href="/login">Přihlásit se</ButtonLink>
    </div>
  );
}
