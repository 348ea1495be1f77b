import type { Metadata } from 'next';
import { readClubConfig } from '@/features/club-config/cached';

export const metadata: Metadata = { title: 'Kontakt', description: 'Adresa hřiště, e-mail, telefon a sociální sítě oddílu.' };

/** /contact: address with a map link and the club's contacts, all from club config. */
export default async function ContactPage() {
  const config = await readClubConfig();
  const social = [
    { label: 'Web', url: config?.website_url },
    { label: 'Facebook', url: config?.facebook_url },
    { label: 'Instagram', url: config?.instagram_url },
    { label: 'YouTube', url: config?.youtube_url },
  ].filter((link): link is { label: string; url: string } => Boolean(link.url));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Kontakt</h1>
      {!config ? (
        <p className="text-default-500">Kontakty budou doplněny.</p>
      ) : (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <section aria-labelledby="address" className="flex flex-col gap-1">
            <h2 id="address" className="text-xl font-semibold">
              Adresa
            </h2>
            <address className="not-italic">
              {config.club_name}
              <br />
              {config.address}
              <br />
              {config.postal_code} {config.city}
            </address>
            {config.map_url ? (
              <a href={config.map_url} target="_blank" rel="noreferrer" className="text-primary underline">
                Zobrazit na mapě
              </a>
            ) : null}
          </section>
          <section aria-labelledby="reach" className="flex flex-col gap-1">
            <h2 id="reach" className="text-xl font-semibold">
              Spojení
            </h2>
            {config.email ? (
              <a href={`mailto:${config.email}`} className="text-primary underline">
                {config.email}
              </a>
            ) : null}
            {config.phone ? <a href={`tel:${config.phone.replace(/\s/g, '')}`}>{config.phone}</a> : null}
            {social.map((link) => (
              <a key={link.label} href={link.url} target="_blank" rel="noreferrer" className="text-primary underline">
                {link.label}
              </a>
            ))}
          </section>
        </div>
      )}
    </div>
  );
}
