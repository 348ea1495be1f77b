import { ButtonLink } from '@/components/button-link';

export default function MatchNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Zápas nebyl nalezen</h1>
      <p className="text-default-500">Zápas mohl být smazán, nebo je odkaz chybný.</p>
      <ButtonLink href="/matches">Všechny zápasy</ButtonLink>
    </div>
  );
}
