import { ButtonLink } from './button-link';

export const notFoundTexts = {
  title: 'Stránka nebyla nalezena',
  code: 'Chyba 404',
  message: 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta. Zkontrolujte adresu, nebo pokračujte některým z odkazů.',
} as const;

/** Where a visitor goes on from a missing public page: home and the matches. */
export const SITE_NOT_FOUND_LINKS = [
  { href: '/', label: 'Na úvodní stránku' },
  { href: '/matches', label: 'Zápasy' },
] as const;

/** The Czech "page not found" of the site and the portals, with the ways on that fit the area. */
export function NotFoundNotice({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{notFoundTexts.code}</p>
      <h1 className="text-2xl font-semibold">{notFoundTexts.title}</h1>
      <p className="text-default-500">{notFoundTexts.message}</p>
      <nav aria-label="Kam dál" className="flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <ButtonLink key={link.href} href={link.href} variant={index === 0 ? 'primary' : 'bordered'}>
            {link.label}
          </ButtonLink>
        ))}
      </nav>
    </div>
  );
}
