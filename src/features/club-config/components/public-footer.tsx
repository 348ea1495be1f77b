import type { ClubConfig } from '../api';
import { FALLBACK_CLUB_NAME } from '../messages';

// WCAG 2.5.8: a link stacked on another needs a 24 px tall target, or a thumb hits the wrong one.
const TAP_TARGET = 'inline-flex min-h-6 items-center py-1 hover:underline';

/** Address and contacts from club config, so another club only changes its data. */
export function PublicFooter({ config }: { config: ClubConfig | null }) {
  return (
    <footer className="border-t border-divider bg-content1">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-default-600 sm:flex-row sm:justify-between">
        <div>
          <p className="font-semibold text-foreground">{config?.club_name ?? FALLBACK_CLUB_NAME}</p>
          {config?.address ? (
            <p>
              {config.address}, {config.postal_code} {config.city}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col sm:items-end">
          {config?.email ? (
            <a href={`mailto:${config.email}`} className={TAP_TARGET}>
              {config.email}
            </a>
          ) : null}
          {config?.phone ? (
            <a href={`tel:${config.phone.replace(/\s/g, '')}`} className={TAP_TARGET}>
              {config.phone}
            </a>
          ) : null}
          {config?.founded_year ? <p>Založeno {config.founded_year}</p> : null}
        </div>
      </div>
    </footer>
  );
}
