import { ButtonLink } from './button-link';

interface AccessDeniedProps {
  title: string;
  message: string;
  signInLabel: string;
  signInHref: string;
  backLabel: string;
}

/** A full-page refusal with a way to sign in as someone else and a way back home. */
export function AccessDenied({ title, message, signInLabel, signInHref, backLabel }: AccessDeniedProps) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold text-danger">{title}</h1>
      <p className="max-w-md text-default-600">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink href={signInHref}>{signInLabel}</ButtonLink>
        <ButtonLink href="/" variant="bordered">
          {backLabel}
        </ButtonLink>
      </div>
    </main>
  );
}
